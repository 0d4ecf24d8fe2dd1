/**
 * Filters, facets and sorting of the fake search engine, over catalogue entries. Every operator of
 * the widget works on every field it makes sense for (eq, neq, in, nin on any field; leq, geq and
 * inrange on numbers); one that does not make sense is a `SearchRequestError`, which the handlers
 * answer with 422 like a strict server.
 */
import type { CatalogueEntry } from '../fixtures/catalogue/generate';
import { foldText, nbCollator } from '../fixtures/catalogue/text';
import type { Filter, FilterValue, ResponseFilter, ResponseSort, Sort } from '../../widget/core/schemas';

/** A request the engine cannot answer (unknown field, operator on the wrong kind of field). */
export class SearchRequestError extends Error {
  override readonly name = 'SearchRequestError';
  /** Where in the request body, e.g. `['filters', 0, 'field']`. */
  readonly loc: ReadonlyArray<string | number>;

  constructor(message: string, loc: ReadonlyArray<string | number>) {
    super(message);
    this.loc = loc;
  }
}

type FieldKind = 'text' | 'number' | 'boolean' | 'path';
type Scalar = string | number | boolean;

interface FieldDefinition {
  kind: FieldKind;
  /** Every value the entry has for the field (a path field gives title paths). */
  values(entry: CatalogueEntry): ReadonlyArray<Scalar | readonly string[]>;
}

const text = (read: (entry: CatalogueEntry) => string | null | undefined): FieldDefinition => ({
  kind: 'text',
  values: (entry) => {
    const value = read(entry);
    return value === null || value === undefined ? [] : [value];
  },
});
const number = (read: (entry: CatalogueEntry) => number | null): FieldDefinition => ({
  kind: 'number',
  values: (entry) => {
    const value = read(entry);
    return value === null ? [] : [value];
  },
});
const boolean = (read: (entry: CatalogueEntry) => boolean): FieldDefinition => ({
  kind: 'boolean',
  values: (entry) => [read(entry)],
});

/** Lens widths in mm of a frame's sizes (`52-18-145` is 52): its frame sizes. */
function frameSizes(entry: CatalogueEntry): number[] {
  if (entry.frameShape === null) return [];
  const sizes = new Set<number>();
  for (const sku of entry.article.skus) {
    const width = Number.parseInt(sku.size ?? '', 10);
    if (Number.isFinite(width)) sizes.add(width);
  }
  return [...sizes];
}

/** The fields filters can name. */
export const FILTER_FIELDS: Readonly<Record<string, FieldDefinition>> = {
  category: { kind: 'path', values: (entry) => entry.categoryTitlePaths },
  brand: text((entry) => entry.article.brand),
  color: text((entry) => entry.colour?.name),
  frame_shape: text((entry) => entry.frameShape),
  lens_type: text((entry) => entry.lensType),
  gender: text((entry) => entry.gender),
  frame_size: { kind: 'number', values: frameSizes },
  price: number((entry) => entry.article.price.unit.amount),
  original_price: number((entry) => entry.article.price.unit.ordinaryPrice),
  package_amount: number((entry) => entry.article.packageAmount),
  in_stock: boolean((entry) => entry.article.price.unit.publicationStatus === 20),
  on_sale: boolean((entry) => entry.article.price.unit.amount < entry.article.price.unit.ordinaryPrice),
  subscription: boolean((entry) => entry.article.allowSubscription),
  virtual_try_on: boolean((entry) => entry.article.hasVTO),
};

function sameScalar(kind: FieldKind, value: Scalar | readonly string[], wanted: FilterValue): boolean {
  if (Array.isArray(value)) {
    // A path: a list matches as a prefix, a single text matches any step.
    const path = value as readonly string[];
    if (Array.isArray(wanted)) {
      return (
        wanted.length > 0 &&
        wanted.length <= path.length &&
        wanted.every((step, index) => foldText(step) === foldText(path[index] ?? ''))
      );
    }
    return (
      typeof wanted === 'string' &&
      path.length > 0 &&
      foldText(path[path.length - 1] ?? '') === foldText(wanted)
    );
  }
  if (Array.isArray(wanted)) return false;
  switch (kind) {
    case 'number': {
      const numeric =
        typeof wanted === 'number' ? wanted : typeof wanted === 'string' ? Number(wanted) : Number.NaN;
      return Number.isFinite(numeric) && value === numeric;
    }
    case 'boolean': {
      const truth = wanted === true || wanted === 1 || wanted === '1' || wanted === 'true';
      const falsity = wanted === false || wanted === 0 || wanted === '0' || wanted === 'false';
      return (truth && value === true) || (falsity && value === false);
    }
    default:
      return foldText(String(value)) === foldText(String(wanted));
  }
}

function numericValues(definition: FieldDefinition, entry: CatalogueEntry): number[] {
  return definition.values(entry).filter((value): value is number => typeof value === 'number');
}

/** Checks a filter against the known fields and operators; throws `SearchRequestError` when it cannot apply. */
export function validateFilter(filter: Filter, index: number): void {
  const definition = FILTER_FIELDS[filter.field];
  if (!definition) {
    throw new SearchRequestError(
      `Unknown filter field '${filter.field}'. Known fields: ${Object.keys(FILTER_FIELDS).join(', ')}`,
      ['body', 'filters', index, 'field'],
    );
  }
  if (
    (filter.op === 'leq' || filter.op === 'geq' || filter.op === 'inrange') &&
    definition.kind !== 'number'
  ) {
    throw new SearchRequestError(`Operator '${filter.op}' needs a numeric field; '${filter.field}' is not`, [
      'body',
      'filters',
      index,
      'op',
    ]);
  }
}

/** Whether `entry` passes `filter`. */
export function matchesFilter(entry: CatalogueEntry, filter: Filter): boolean {
  const definition = FILTER_FIELDS[filter.field];
  if (!definition) return false;
  const values = definition.values(entry);
  const any = (wanted: FilterValue) => values.some((value) => sameScalar(definition.kind, value, wanted));
  switch (filter.op) {
    case 'eq':
      return any(filter.data);
    case 'neq':
      return !any(filter.data);
    case 'in':
      return filter.data.some(any);
    case 'nin':
      return !filter.data.some(any);
    case 'leq':
      return numericValues(definition, entry).some((value) => value <= filter.data);
    case 'geq':
      return numericValues(definition, entry).some((value) => value >= filter.data);
    case 'inrange': {
      const [low, high] = filter.data;
      return numericValues(definition, entry).some((value) => value >= low && value <= high);
    }
  }
}

/** The entries that pass every filter. */
export function applyFilters(
  entries: readonly CatalogueEntry[],
  filters: readonly Filter[],
): CatalogueEntry[] {
  return entries.filter((entry) => filters.every((filter) => matchesFilter(entry, filter)));
}

// -----------------------------------------------------------------------------------------------
// Facets
// -----------------------------------------------------------------------------------------------

/**
 * A facet over a field's values: checkboxes (`in`), colour swatches (`in`, with `hex_colors`), a
 * size grid (`in`, `checkbox-size`, values in size order), a radio group (`eq`, one value at a
 * time) or a hierarchy of paths (`in`).
 */
interface ValueFacet {
  field: string;
  title: string;
  type: 'checkbox' | 'checkbox-color' | 'checkbox-size' | 'radio' | 'hierarchical';
}

interface BooleanFacet {
  field: string;
  title: string;
  name: string;
}

const VALUE_FACETS: readonly ValueFacet[] = [
  { field: 'category', title: 'Kategori', type: 'hierarchical' },
  { field: 'brand', title: 'Merke', type: 'checkbox' },
  { field: 'color', title: 'Farge', type: 'checkbox-color' },
  { field: 'frame_shape', title: 'Fasong', type: 'checkbox' },
  { field: 'lens_type', title: 'Glass- og linsetype', type: 'checkbox' },
  { field: 'gender', title: 'Passer for', type: 'radio' },
  { field: 'frame_size', title: 'Størrelse', type: 'checkbox-size' },
];

const BOOLEAN_FACETS: readonly BooleanFacet[] = [
  { field: 'in_stock', title: 'Lagerstatus', name: 'På lager på nett' },
  { field: 'on_sale', title: 'Tilbud', name: 'På kampanje' },
];

/** What the request selected on a field with a given operator, to echo in the facet. */
function selectedData(
  filters: readonly Filter[],
  field: string,
  op: 'in' | 'eq' | 'inrange',
): Filter['data'] | undefined {
  return filters.find((filter) => filter.field === field && filter.op === op)?.data;
}

function pathKey(path: readonly string[]): string {
  return path.join('\u2023');
}

/**
 * The facets of a result set, with counts. Each facet counts over the entries that pass every
 * filter except those on its own field (so ticking a brand still shows the other brands' counts).
 * A facet with no values is left out; `data` echoes what the request selected.
 */
export function computeFacets(base: readonly CatalogueEntry[], filters: readonly Filter[]): ResponseFilter[] {
  const facets: ResponseFilter[] = [];
  const others = (field: string) =>
    applyFilters(
      base,
      filters.filter((filter) => filter.field !== field),
    );

  for (const facet of VALUE_FACETS) {
    const pool = others(facet.field);
    const counts = new Map<
      string,
      { value: FilterValue; name: string; count: number; hex: string | null; order: number }
    >();
    let order = 0;
    for (const entry of pool) {
      const definition = FILTER_FIELDS[facet.field];
      if (!definition) continue;
      for (const value of definition.values(entry)) {
        const key = Array.isArray(value) ? pathKey(value) : String(value);
        const existing = counts.get(key);
        if (existing) {
          existing.count += 1;
          continue;
        }
        const name = Array.isArray(value) ? (value[value.length - 1] ?? '') : String(value);
        const hex = facet.field === 'color' ? (entry.colour?.hex ?? null) : null;
        counts.set(key, {
          value: Array.isArray(value) ? [...value] : (value as Scalar),
          name,
          count: 1,
          hex,
          order: order++,
        });
      }
    }
    if (counts.size === 0) continue;
    let rows = [...counts.values()];
    if (facet.type === 'hierarchical') {
      // Depth first: roots by count, each followed by its children by count, and so on down.
      const byCount = (a: { count: number; name: string }, b: { count: number; name: string }) =>
        b.count - a.count || nbCollator.compare(a.name, b.name);
      const paths = rows.filter((row) => Array.isArray(row.value));
      const under = (parent: readonly string[]) =>
        paths
          .filter((row) => {
            const path = row.value as string[];
            return path.length === parent.length + 1 && parent.every((step, index) => path[index] === step);
          })
          .sort(byCount);
      const walk = (parent: readonly string[]): typeof rows =>
        under(parent).flatMap((row) => [row, ...walk(row.value as string[])]);
      rows = walk([]);
    } else if (facet.type === 'checkbox-size') {
      rows.sort((a, b) => Number(a.value) - Number(b.value));
    } else {
      rows.sort((a, b) => b.count - a.count || nbCollator.compare(a.name, b.name));
    }
    const meta = {
      group_title: facet.title,
      type: facet.type,
      values: rows.map((row) => row.value),
      names: rows.map((row) => row.name),
      counts: rows.map((row) => row.count),
      ...(facet.field === 'color' ? { hex_colors: rows.map((row) => row.hex) } : {}),
    };
    if (facet.type === 'radio') {
      const chosen = selectedData(filters, facet.field, 'eq');
      facets.push({
        field: facet.field,
        op: 'eq',
        ...(chosen !== undefined && !Array.isArray(chosen) ? { data: chosen } : {}),
        meta,
      });
      continue;
    }
    const chosen = selectedData(filters, facet.field, 'in');
    facets.push({
      field: facet.field,
      op: 'in',
      ...(Array.isArray(chosen) ? { data: chosen } : {}),
      meta,
    });
  }

  const pricePool = others('price');
  if (pricePool.length > 0) {
    const prices = pricePool.map((entry) => entry.article.price.unit.amount);
    const chosen = selectedData(filters, 'price', 'inrange');
    facets.push({
      field: 'price',
      op: 'inrange',
      ...(Array.isArray(chosen) &&
      chosen.length === 2 &&
      typeof chosen[0] === 'number' &&
      typeof chosen[1] === 'number'
        ? { data: [chosen[0], chosen[1]] as [number, number] }
        : {}),
      meta: {
        group_title: 'Pris',
        type: 'range',
        min: Math.min(...prices),
        max: Math.max(...prices),
        unit: 'kr',
      },
    });
  }

  for (const facet of BOOLEAN_FACETS) {
    const pool = others(facet.field);
    const definition = FILTER_FIELDS[facet.field];
    if (!definition || pool.length === 0) continue;
    const count = pool.filter((entry) => definition.values(entry).includes(true)).length;
    if (count === 0) continue;
    const chosen = selectedData(filters, facet.field, 'eq');
    facets.push({
      field: facet.field,
      op: 'eq',
      ...(chosen !== undefined && !Array.isArray(chosen) ? { data: chosen } : {}),
      meta: {
        group_title: facet.title,
        type: 'boolean',
        values: [true],
        names: [facet.name],
        counts: [count],
      },
    });
  }
  return facets;
}

// -----------------------------------------------------------------------------------------------
// Sorting
// -----------------------------------------------------------------------------------------------

/** The sortings of a search (relevance first) and of a listing (popularity first). */
export function availableSorts(context: 'search' | 'listing'): ResponseSort[] {
  const first: ResponseSort =
    context === 'search'
      ? {
          field: 'relevance',
          order: 'desc',
          meta: { title: 'Mest relevant', values: ['desc'], names: ['Mest relevant'] },
        }
      : {
          field: 'popularity',
          order: 'desc',
          meta: { title: 'Mest populære', values: ['desc'], names: ['Mest populære'] },
        };
  return [
    first,
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
}

/** The fields a sort may name. */
export const SORT_FIELDS: ReadonlySet<string> = new Set([
  'relevance',
  'popularity',
  'price',
  'name',
  'newest',
]);

/** Checks a sort; throws `SearchRequestError` for an unknown field. */
export function validateSort(sort: Sort): void {
  if (!SORT_FIELDS.has(sort.field)) {
    throw new SearchRequestError(
      `Unknown sort field '${sort.field}'. Known fields: ${[...SORT_FIELDS].join(', ')}`,
      ['body', 'sort', 'field'],
    );
  }
}

const byPopularity = (a: CatalogueEntry, b: CatalogueEntry) =>
  b.popularity - a.popularity || a.article.id - b.article.id;

/**
 * Sorts entries. `relevance` keeps the given order (the search engine's); ties of the other fields
 * fall back to popularity and then id, so every order is total and stable.
 */
export function sortEntries(
  entries: readonly CatalogueEntry[],
  sort: Sort | null | undefined,
): CatalogueEntry[] {
  const list = [...entries];
  if (!sort || sort.field === 'relevance') return list;
  const direction = sort.order === 'asc' ? 1 : -1;
  const compare = (a: CatalogueEntry, b: CatalogueEntry): number => {
    switch (sort.field) {
      case 'price':
        return a.article.price.unit.amount - b.article.price.unit.amount;
      case 'name':
        return nbCollator.compare(
          `${a.article.brand} ${a.article.name}`,
          `${b.article.brand} ${b.article.name}`,
        );
      case 'newest':
        return a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0;
      case 'popularity':
        return a.popularity - b.popularity;
      default:
        return 0;
    }
  };
  return list.sort((a, b) => direction * compare(a, b) || byPopularity(a, b));
}

/** Entries by popularity, most popular first (ties by id). */
export function byPopularityDesc(entries: readonly CatalogueEntry[]): CatalogueEntry[] {
  return [...entries].sort(byPopularity);
}
