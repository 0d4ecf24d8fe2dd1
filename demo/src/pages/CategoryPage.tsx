import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { styled } from 'styled-components';
import { NotFound, useShopClient, type Article } from '@glimt/ui';
import { CategoryPage as WidgetCategoryPage, SearchField, type ListingStatus } from '@glimt/ui/widget';
import { NOK_PRICE_FORMAT } from '../widget/DemoWidgetProvider';
import { routeProgress } from '../routeProgress';

/**
 * The product page, for an older product link under a department's path: loaded only then (a
 * static import put the product page, its forms and recommendation slider, 440 kB minified, on
 * every category page's critical path).
 */
const loadProductPage = () => import('./ProductPageRoute');
const DemoProductPage = /* @__PURE__ */ lazy(() =>
  loadProductPage().then((module) => ({ default: module.DemoProductPage })),
);

/** The embedded widget's search field (it opens the widget's search modal over itself). */
const WidgetSearchSlot = styled.div`
  max-width: 480px;
`;

const Frame = styled.div`
  margin: ${({ theme }) => theme.space[3]} 0 ${({ theme }) => theme.space[6]};
`;

/** Props of {@link CategoryPage}. */
export interface CategoryPageProps {
  /** The category's shop path, e.g. `/solbriller/ray-ban`. */
  pathname: string;
  /** The heading until the listing's own title arrives, e.g. 'Solbriller'. */
  title: string;
}

type Fallback = { status: 'trying' } | { status: 'product'; article: Article } | { status: 'missing' };

/**
 * A category page (`/briller`, `/solbriller/ray-ban`, `/kontaktlinser/dagslinser` ...): the
 * widget's own `CategoryPage` (filters, sorting, show more, breadcrumb, quick links, scroll
 * restoration). The cards link to the department's path plus the article's slug, so a sub-path
 * that is no category (the listing fails) is tried as a product (the product page, as at
 * `/produkt/…`) and otherwise shows the not-found page.
 */
export function CategoryPage({ pathname, title }: CategoryPageProps) {
  const onStatusChange = useCallback((status: ListingStatus) => {
    // The page has what it needs: the route change is complete.
    if (status === 'ready' || status === 'failed') routeProgress.done();
  }, []);
  return (
    <Frame>
      <WidgetCategoryPage
        categoryPath={pathname}
        title={title}
        priceFormat={NOK_PRICE_FORMAT}
        onStatusChange={onStatusChange}
        fallback={<ProductOrMissing pathname={pathname} />}
      >
        <WidgetSearchSlot>
          <SearchField priceFormat={NOK_PRICE_FORMAT} />
        </WidgetSearchSlot>
      </WidgetCategoryPage>
    </Frame>
  );
}

/** A path that is no category: a product under its department's path (an older link), or nothing. */
function ProductOrMissing({ pathname }: { pathname: string }) {
  const client = useShopClient();
  const slug = pathname.split('/')[2];
  const [state, setState] = useState<Fallback>({ status: 'trying' });

  useEffect(() => {
    if (slug === undefined) {
      setState({ status: 'missing' });
      return;
    }
    // The product page's code loads while the article is asked for (a failure shows when the page
    // itself loads it).
    loadProductPage().catch(() => undefined);
    const controller = new AbortController();
    client.getArticle(slug, { signal: controller.signal }).then(
      (article) => setState({ status: 'product', article }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'missing' });
      },
    );
    return () => controller.abort();
  }, [client, slug]);

  useEffect(() => {
    if (state.status === 'missing') document.title = 'Fant ikke siden';
  }, [state.status]);

  if (state.status === 'missing') return <NotFound />;
  if (state.status === 'product')
    return (
      <Suspense fallback={null}>
        <DemoProductPage idOrSlug={String(state.article.id)} />
      </Suspense>
    );
  return null;
}
