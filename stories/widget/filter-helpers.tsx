/**
 * Helpers of the filter stories: response filters of every kind, built by hand from the widget's
 * schemas in the shape the fake backend answers (and the kinds it does not offer: radio, size
 * grid, a three-level hierarchy), a harness that keeps a filter's applied value as a page would
 * and shows it, and a small search page over the fake backend for the panel, chips, sort and
 * sheet. Public entries only.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { styled } from 'styled-components';
import {
  ActiveFilterChips,
  FilterPanel,
  FilterSheet,
  SortSelect,
  lowerCaseFilterFields,
  toApiFilters,
  useWidget,
  type Filter,
  type FilterComponentProps,
  type HierarchyPath,
  type ResponseFilter,
  type ResponseSort,
  type SearchResultsResponse,
  type Sort,
  type WidgetLocale,
} from '@glimt/ui/widget';
import { StoryWidgetProvider } from './modal-helpers';

const BRANDS = [
  'Ray-Ban',
  'Oakley',
  'Glimt Collection',
  'Tom Ford',
  'Persol',
  'Prada',
  'Gucci',
  'Lindberg',
  'Silhouette',
  'Carrera',
  'Polaroid',
  'Vogue Eyewear',
  'Hugo Boss',
  'Michael Kors',
  'Swarovski',
  'Arnette',
  'Emporio Armani',
  'Burberry',
  'Dolce & Gabbana',
  'Fendi',
  'Saint Laurent',
  'Moscot',
  'Julbo',
  'Øyeblikk Optikk',
];

/** A brand filter of 8 values, as the fake backend answers it. */
export const brandFilter: ResponseFilter = {
  field: 'brand',
  op: 'in',
  meta: {
    group_title: 'Merke',
    type: 'checkbox',
    values: BRANDS.slice(0, 8),
    names: BRANDS.slice(0, 8),
    counts: [42, 31, 27, 12, 9, 8, 5, 2],
  },
};

/** A brand filter of 24 values: search inside it and "show more". */
export const longBrandFilter: ResponseFilter = {
  field: 'brand',
  op: 'in',
  meta: {
    group_title: 'Merke',
    type: 'checkbox',
    values: BRANDS,
    names: BRANDS,
    counts: BRANDS.map((_, index) => Math.max(1, 60 - index * 3)),
  },
};

/** Values with 0 products and names too long for one line. */
export const edgeCaseFilter: ResponseFilter = {
  field: 'lens_type',
  op: 'in',
  meta: {
    group_title: 'Glass- og linsetype',
    type: 'checkbox',
    values: ['enstyrke', 'progressive', 'blue', 'photo'],
    names: [
      'Enstyrkeglass',
      'Progressive glass med ekstra bredt lesefelt for lange arbeidsdager foran skjermen',
      'Blåfilter',
      'Fototrope glass som mørkner i sollys',
    ],
    counts: [18, 4, 0, 0],
  },
};

/** A filter the API offers with no values. */
export const emptyFilter: ResponseFilter = {
  field: 'gender',
  op: 'in',
  meta: { group_title: 'Passer for', type: 'checkbox', values: [], names: [], counts: [] },
};

/** Colours with hex values (one the API sent as something else: drawn striped, still named). */
export const colorFilter: ResponseFilter = {
  field: 'color',
  op: 'in',
  meta: {
    group_title: 'Farge',
    type: 'checkbox-color',
    values: ['Svart', 'Havana', 'Gull', 'Blå', 'Rosa', 'Krystall', 'Flerfarget'],
    names: ['Svart', 'Havana', 'Gull', 'Blå', 'Rosa', 'Krystall', 'Flerfarget'],
    counts: [40, 22, 14, 9, 6, 3, 2],
    hex_colors: ['#1b1c1e', '#6b3f1f', '#c9a44c', '#1f4e8c', '#e8a5b8', '#e9eef0', 'rainbow'],
  },
};

/** Frame sizes in a grid. */
export const sizeFilter: ResponseFilter = {
  field: 'frame_size',
  op: 'in',
  meta: {
    group_title: 'Størrelse',
    type: 'size',
    values: ['46', '48', '49', '50', '51', '52', '53', '54', '55', '56', '58', '60'],
    counts: [2, 5, 9, 12, 15, 20, 18, 11, 7, 4, 2, 0],
  },
};

/** One choice of lens type. */
export const radioFilter: ResponseFilter = {
  field: 'vision',
  op: 'eq',
  meta: {
    group_title: 'Syn',
    type: 'radio',
    values: ['distance', 'reading', 'progressive'],
    names: ['Avstand', 'Lese', 'Progressive'],
    counts: [38, 14, 9],
  },
};

/** "In stock" as the fake backend answers it. */
export const toggleFilter: ResponseFilter = {
  field: 'in_stock',
  op: 'eq',
  meta: {
    group_title: 'Lagerstatus',
    type: 'boolean',
    values: [true],
    names: ['På lager på nett'],
    counts: [64],
  },
};

/** A price range in kroner. */
export const priceFilter: ResponseFilter = {
  field: 'price',
  op: 'inrange',
  meta: { group_title: 'Pris', type: 'range', min: 0, max: 5000, unit: 'kr' },
};

/** Categories three levels deep. */
export const categoryFilter: ResponseFilter = {
  field: 'category',
  op: 'in',
  meta: {
    group_title: 'Kategori',
    type: 'hierarchical',
    values: [
      ['Solbriller'],
      ['Solbriller', 'Pilot'],
      ['Solbriller', 'Pilot', 'Polariserte'],
      ['Solbriller', 'Pilot', 'Speilglass'],
      ['Solbriller', 'Rektangulære'],
      ['Briller'],
      ['Briller', 'Runde'],
      ['Briller', 'Lesebriller'],
      ['Kontaktlinser'],
      ['Kontaktlinser', 'Dagslinser'],
      ['Kontaktlinser', 'Månedslinser'],
    ],
    names: [
      'Solbriller',
      'Pilot',
      'Polariserte',
      'Speilglass',
      'Rektangulære',
      'Briller',
      'Runde',
      'Lesebriller',
      'Kontaktlinser',
      'Dagslinser',
      'Månedslinser',
    ],
    counts: [48, 20, 8, 5, 12, 61, 22, 9, 30, 18, 12],
  },
};

/** The sortings of a search, as the fake backend answers them. */
export const searchSorts: ResponseSort[] = [
  {
    field: 'relevance',
    order: 'desc',
    meta: { title: 'Mest relevant', values: ['desc'], names: ['Mest relevant'] },
  },
  {
    field: 'price',
    order: 'asc',
    meta: { title: 'Pris', values: ['asc', 'desc'], names: ['Lavest pris først', 'Høyest pris først'] },
  },
  { field: 'name', order: 'asc', meta: { title: 'Navn', values: ['asc', 'desc'], names: ['A–Å', 'Å–A'] } },
  {
    field: 'newest',
    order: 'desc',
    meta: { title: 'Nyheter', values: ['desc', 'asc'], names: ['Nyeste først', 'Eldste først'] },
  },
];

/** Every kind, in the order a panel shows them. */
export const everyKindFilters: ResponseFilter[] = [
  categoryFilter,
  brandFilter,
  colorFilter,
  sizeFilter,
  priceFilter,
  radioFilter,
  toggleFilter,
];

const Frame = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  max-width: 360px;
`;

const Readout = styled.output`
  display: block;
  padding: ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.subtle};
  color: ${({ theme }) => theme.colors.textMuted};
  font-family: ui-monospace, monospace;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  overflow-wrap: anywhere;
`;

/** The applied value as a page would put it in its request (shown, and read by the plays). */
export function AppliedReadout({ value }: { value: unknown }) {
  return (
    <Readout aria-label="Brukt filter" data-testid="applied">
      {JSON.stringify(value)}
    </Readout>
  );
}

/** Props of {@link FilterHarness}. */
export interface FilterHarnessProps {
  /** The filter component under test. */
  component: (props: FilterComponentProps) => ReactNode;
  filter: ResponseFilter;
  /** The applied filter the story starts with. */
  initialValue?: Filter | null;
  /** Interface texts. @default Norwegian */
  locale?: WidgetLocale;
}

/** One filter component in the provider, its value kept like a page keeps it, and shown. */
export function FilterHarness({
  component: Component,
  filter,
  initialValue = null,
  locale,
}: FilterHarnessProps) {
  const [value, setValue] = useState<Filter | null>(initialValue);
  return (
    <StoryWidgetProvider {...(locale ? { locale } : {})}>
      <Frame>
        <Component filter={filter} value={value} onChange={setValue} />
        <AppliedReadout value={value} />
      </Frame>
    </StoryWidgetProvider>
  );
}

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  max-width: 420px;
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space[2]};
`;

const OpenButton = styled.button`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Count = styled.p`
  margin: 0;
  font-weight: 600;
`;

/** Props of {@link LiveFilterPage}. */
export interface LiveFilterPageProps {
  /** The search the page shows. @default 'solbriller' */
  query?: string;
  /** The filters applied at the start. */
  initialFilters?: Filter[];
  /** `sheet`: the filters in a `FilterSheet` behind a button (phones); `sidebar`: in the page. */
  layout?: 'sidebar' | 'sheet';
}

function LiveFilterPageInner({
  query = 'solbriller',
  initialFilters = [],
  layout = 'sidebar',
}: LiveFilterPageProps) {
  const widget = useWidget();
  const [applied, setApplied] = useState<Filter[]>(initialFilters);
  const [sort, setSort] = useState<Sort | null>(null);
  const [reply, setReply] = useState<SearchResultsResponse | null>(null);
  const [open, setOpen] = useState(false);
  const [expandedPaths, setExpandedPaths] = useState<Record<string, HierarchyPath[]>>({});
  const offered = lowerCaseFilterFields(reply?.filters ?? []);
  const client = widget?.client;
  useEffect(() => {
    if (!client) return;
    const controller = new AbortController();
    // The page asks with the API's own fields (actual_field), as a real search page does.
    client
      .search({ query, filters: toApiFilters(applied, offered), sort, limit: 1 }, controller.signal)
      .then(setReply, () => undefined);
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- offered comes from the reply itself
  }, [client, query, applied, sort]);
  if (!reply || !widget) return <p>Laster …</p>;
  const t = widget.t;
  const panel = (
    <FilterPanel
      filters={offered}
      applied={applied}
      onChange={setApplied}
      expandedHierarchicalFilters={expandedPaths}
      onExpandedHierarchicalFiltersChange={setExpandedPaths}
    />
  );
  return (
    <Page>
      <Toolbar>
        <SortSelect sorts={reply.sorts ?? []} value={sort} onChange={setSort} />
        {layout === 'sheet' && <OpenButton onClick={() => setOpen(true)}>{t('showFilters')}</OpenButton>}
      </Toolbar>
      <Count role="status">{t('productCount', { count: reply.n_hits })}</Count>
      <ActiveFilterChips applied={applied} filters={offered} onChange={setApplied} />
      {layout === 'sidebar' ? (
        panel
      ) : (
        <FilterSheet
          isOpen={open}
          onOpenChange={setOpen}
          productCount={reply.n_hits}
          onClearAll={applied.length > 0 ? () => setApplied([]) : undefined}
        >
          <ActiveFilterChips applied={applied} filters={offered} onChange={setApplied} />
          {panel}
        </FilterSheet>
      )}
      <AppliedReadout value={{ filters: applied, sort }} />
    </Page>
  );
}

/** A small search page over the fake backend: sort, count, chips and the filter panel (or sheet). */
export function LiveFilterPage(props: LiveFilterPageProps & { locale?: WidgetLocale }) {
  const { locale, ...rest } = props;
  return (
    <StoryWidgetProvider {...(locale ? { locale } : {})}>
      <LiveFilterPageInner {...rest} />
    </StoryWidgetProvider>
  );
}
