import { useEffect, useState } from 'react';
import { styled } from 'styled-components';
import {
  Link,
  NotFound,
  ProductCard,
  Skeleton,
  SkeletonText,
  useGlimt,
  useShopClient,
  type Article,
} from '@glimt/ui';
import { SearchField, type ProductListingResponse } from '@glimt/ui/widget';
import { NOK_PRICE_FORMAT } from '../widget/WidgetSearchPage';
import { catalogueClient } from '../catalogue';
import { DemoProductPage } from './ProductPageRoute';
import { routeProgress } from '../routeProgress';

const Header = styled.header`
  margin: ${({ theme }) => theme.space[3]} 0;
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    ${({ theme }) => theme.media.tablet} {
      font-size: ${({ theme }) => theme.fontSizes.display};
    }
  }
  p {
    margin-top: ${({ theme }) => theme.space[0.5]};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Crumbs = styled.nav`
  margin-bottom: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[1]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li + li::before {
    content: '/';
    margin-right: ${({ theme }) => theme.space[1]};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[2]};
  margin: 0 0 ${({ theme }) => theme.space[6]};
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[3]};
  }
`;

/** How many articles a category page lists (the widget's default page size). */
const PAGE_SIZE = 48;

type Listing =
  | { status: 'loading' }
  | { status: 'listed'; listing: ProductListingResponse }
  | { status: 'product'; article: Article }
  | { status: 'missing' };

/** Props of {@link CategoryPage}. */
/** The embedded widget's search field (it opens the widget's search modal over itself). */
const WidgetSearchSlot = styled.div`
  max-width: 480px;
  margin-top: ${({ theme }) => theme.space[2]};
`;

export interface CategoryPageProps {
  /** The category's shop path, e.g. `/solbriller/ray-ban`. */
  pathname: string;
  /** The heading until the listing's own title arrives, e.g. 'Solbriller'. */
  title: string;
}

/**
 * A category page (`/briller`, `/solbriller/ray-ban`, `/kontaktlinser/dagslinser` ...): its articles
 * from the widget API's product listing, as a grid of product cards. The cards link to the
 * department's path plus the article's slug, so a sub-path that is no category is tried as a product
 * (the product page, as at `/produkt/…`) and otherwise shows the not-found page.
 */
export function CategoryPage({ pathname, title }: CategoryPageProps) {
  const client = useShopClient();
  const { brandName } = useGlimt();
  const [state, setState] = useState<Listing>({ status: 'loading' });
  const slug = pathname.split('/')[2];

  useEffect(() => {
    const controller = new AbortController();
    let active = true;
    setState({ status: 'loading' });
    (async () => {
      const listing = await catalogueClient.productListing(
        { categoryPath: pathname, limit: PAGE_SIZE },
        controller.signal,
      );
      if (!listing.failed) return { status: 'listed', listing } as const;
      if (slug === undefined) return { status: 'missing' } as const;
      try {
        const article = await client.getArticle(slug, { signal: controller.signal });
        return { status: 'product', article } as const;
      } catch {
        return { status: 'missing' } as const;
      }
    })().then(
      (next) => {
        if (!active) return;
        setState(next);
        // The page has what it needs: the route change is complete.
        routeProgress.done();
      },
      (error: unknown) => {
        if (!active) return;
        console.error('[demo] loading the category failed', error);
        setState({ status: 'missing' });
        routeProgress.fail(error);
      },
    );
    return () => {
      active = false;
      controller.abort();
    };
  }, [client, pathname, slug]);

  // The listing's own title ('Ray-Ban solbriller') is a better document title than the department's.
  const pageTitle =
    state.status === 'listed'
      ? state.listing.title
      : state.status === 'product'
        ? `${state.article.brand} ${state.article.name}`
        : state.status === 'missing'
          ? 'Fant ikke siden'
          : undefined;
  useEffect(() => {
    if (pageTitle) document.title = `${pageTitle} – ${brandName}`;
  }, [pageTitle, brandName]);

  if (state.status === 'missing') return <NotFound />;

  if (state.status === 'product') {
    // A product under its department's path (an older link): the same product page as /produkt/…
    return <DemoProductPage idOrSlug={String(state.article.id)} setDocumentTitle={false} />;
  }

  const listing = state.status === 'listed' ? state.listing : null;
  const crumbs = listing?.breadcrumb ?? [];
  return (
    <>
      <Header>
        {crumbs.length > 1 && (
          <Crumbs aria-label="Brødsmulesti">
            <ol>
              {crumbs.map((crumb, index) => (
                <li key={crumb.page_url}>
                  <Link href={crumb.page_url} aria-current={index === crumbs.length - 1 ? 'page' : undefined}>
                    {crumb.title}
                  </Link>
                </li>
              ))}
            </ol>
          </Crumbs>
        )}
        <h1 id="page-title">{listing?.title ?? title}</h1>
        {listing ? (
          <p>{listing.n_hits === 1 ? '1 produkt' : `${listing.n_hits} produkter`}</p>
        ) : (
          <SkeletonText lines={1} lastLineWidth="120px" />
        )}
        <WidgetSearchSlot>
          <SearchField priceFormat={NOK_PRICE_FORMAT} />
        </WidgetSearchSlot>
      </Header>
      {listing ? (
        <Grid aria-labelledby="page-title">
          {listing.displays.map((display) => (
            <li key={display.product_id}>
              <ProductCard id={display.product_id} basePath="/produkt" headingLevel={2} />
            </li>
          ))}
        </Grid>
      ) : (
        <Grid aria-busy="true" aria-label="Laster produkter">
          {Array.from({ length: 8 }, (_, index) => (
            <li key={index}>
              <Skeleton height="220px" />
            </li>
          ))}
        </Grid>
      )}
    </>
  );
}
