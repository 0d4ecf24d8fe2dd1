import { useEffect, useMemo, useState, type MouseEvent, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { Skeleton, toSafeHref, useNavigation } from '@glimt/ui';
import {
  ProductCardTemplate,
  SearchField,
  WidgetProvider,
  formatWidgetPrice,
  productCardDataAttributes,
  useWidget,
  useWidgetLocation,
  widgetLocaleNo,
  type PriceFormat,
  type ProductDisplay,
  type SearchResultsResponse,
  type WidgetContextValue,
} from '@glimt/ui/widget';
import { WIDGET_API_HOST } from '../catalogue';

// The demo's `/sok` page: the embedded search widget. The widget's search field (which opens the
// search modal over itself) and the products matching the URL's `query`. Public exports only.

/** The demo shop's merchant and market on the fake backend, and its search page. */
const MERCHANT = 'glimt';
const MARKET = 'no';
const SEARCH_PAGE_PATH = '/sok';
/** Products per page of the demo's results. */
const PAGE_SIZE = 24;

/** Kroner the way the shop writes them: `kr 1 490`. */
export const NOK_PRICE_FORMAT: PriceFormat = {
  placesAfterComma: 0,
  decimalDelimiter: ',',
  thousandsDelimiter: '\u00a0',
  prefix: 'kr\u00a0',
};

const Page = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    ${({ theme }) => theme.media.tablet} {
      font-size: ${({ theme }) => theme.fontSizes.xxl};
    }
  }
`;

const FieldSlot = styled.div`
  max-width: 560px;
`;

const Count = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[3]};
  }
`;

const CardLink = styled.a`
  display: block;
  padding: ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.md};
  color: inherit;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.subtle};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/**
 * The widget's search page of the demo. Uses the app's `WidgetProvider` when there is one, and
 * brings its own (merchant and market of the fake backend, the shop's router) otherwise.
 */
export function WidgetSearchPage() {
  const widget = useWidget();
  if (widget) return <SearchPageContent widget={widget} />;
  return (
    <DemoWidgetProvider>
      <ConfiguredContent />
    </DemoWidgetProvider>
  );
}

/** The demo's widget settings: merchant and market of the fake backend, `/sok`, the shop's router. */
export function DemoWidgetProvider({ children }: { children: ReactNode }) {
  const navigation = useNavigation();
  return (
    <WidgetProvider
      merchant={MERCHANT}
      market={MARKET}
      apiHost={WIDGET_API_HOST}
      locale={widgetLocaleNo}
      navigation={navigation}
      searchSettings={{ searchPagePath: SEARCH_PAGE_PATH }}
    >
      {children}
    </WidgetProvider>
  );
}

function ConfiguredContent() {
  const widget = useWidget();
  return widget ? <SearchPageContent widget={widget} /> : null;
}

type Results = { query: string; answer: SearchResultsResponse };

function SearchPageContent({ widget }: { widget: WidgetContextValue }) {
  const { client, t, settings, navigate, env } = widget;
  const location = useWidgetLocation();
  const query = (new URLSearchParams(location.search).get(settings.searchSettings.urlParamName) ?? '').trim();
  const [results, setResults] = useState<Results | null>(null);

  useEffect(() => {
    if (!query) return;
    const controller = new AbortController();
    client
      .search(
        { query, limit: PAGE_SIZE, contentSearch: settings.searchSettings.enableContentSearch },
        controller.signal,
      )
      .then(
        (answer) => setResults({ query, answer }),
        () => undefined,
      );
    return () => controller.abort();
  }, [client, query, settings.searchSettings.enableContentSearch]);

  const shown = results?.query === query ? results.answer : null;
  const formatPrice = useMemo(
    () => (price: ProductDisplay['sale_price']) => formatWidgetPrice(price, NOK_PRICE_FORMAT, env),
    [env],
  );
  const getImage = (src: string | null | undefined) => (src ? { sources: [], src } : null);

  const follow = (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (navigate(href, { event })) event.preventDefault();
  };

  return (
    <Page aria-labelledby="widget-search-title">
      <h1 id="widget-search-title">{query ? t('searchResultsFor', { query }) : t('searchLabel')}</h1>
      <FieldSlot>
        <SearchField priceFormat={NOK_PRICE_FORMAT} />
      </FieldSlot>
      {query && (
        <>
          <Count role="status">
            {shown ? (shown.failed ? t('searchFailed') : t('resultCount', { count: shown.n_hits })) : ''}
          </Count>
          <Grid aria-busy={!shown || undefined}>
            {shown
              ? shown.displays.map((display, index) => {
                  const href = toSafeHref(display.localized_page_url ?? display.page_url);
                  return (
                    <li key={display.product_id}>
                      <CardLink
                        href={href}
                        onClick={href ? follow(href) : undefined}
                        {...productCardDataAttributes(display, 'search')}
                      >
                        <ProductCardTemplate
                          display={display}
                          placement="search"
                          index={index}
                          t={t}
                          formatPrice={formatPrice}
                          getImage={getImage}
                        />
                      </CardLink>
                    </li>
                  );
                })
              : Array.from({ length: 8 }, (_, index) => (
                  <li key={index} aria-hidden="true">
                    <Skeleton aspectRatio="4 / 3" />
                    <Skeleton width="70%" height={14} style={{ marginTop: 8 }} />
                    <Skeleton width="40%" height={14} style={{ marginTop: 6 }} />
                  </li>
                ))}
          </Grid>
          {shown && !shown.failed && shown.n_hits === 0 && (
            <div>
              <p>{t('noResults', { query })}</p>
              <p>{t('noResultsHint')}</p>
            </div>
          )}
        </>
      )}
    </Page>
  );
}
