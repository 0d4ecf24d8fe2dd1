import { useId, useMemo, useRef } from 'react';
import { useTranslate } from '../../../i18n/context';
import {
  DEFAULT_IMAGE_HOSTS,
  getArticleStockState,
  productHref,
  resolveCardMedia,
  resolveCardPrice,
} from '../../../shop/product';
import {
  articlePackageText,
  cardDescribedBy,
  cardDescriptionIds,
  cardImageSizes,
  type CardLayout,
} from '../../../shop/productCard';
import type { Article } from '../../../shop/schemas/article';
import { brandApart } from '../../../shop/productName';
import { ProductFlags, ProductVtoBadge } from '../ProductFlags';
import { ProductMedia } from '../ProductMedia';
import { ProductPrice } from '../ProductPrice';
import { ProductStockStatus } from '../StockStatus';
import { EmptyCard, ErrorCard, LoadingCard } from './CardStates';
import {
  Body,
  Brand,
  CardLink,
  Corner,
  Details,
  Heading,
  MediaSlot,
  Name,
  Overlay,
  Package,
  Root,
} from './ProductCard.styles';
import { useCardArticle } from './useCardArticle';

/** How a card is laid out. */
export type ProductCardLayout = CardLayout;

/** Props of {@link ProductCard}. */
export interface ProductCardProps {
  /** The article to show. Takes precedence over `id`. */
  article?: Article;
  /**
   * An article id to fetch with `useShopClient().getArticle(id)` (cached and de-duplicated); a
   * skeleton of the card's size shows meanwhile and a compact error block if it fails.
   */
  id?: string | number;
  /**
   * Where product pages live. The card links to this path plus the article's slug (its id when it
   * has no slug) and keeps the path's query string, e.g. `/produkt?ref=karusell`. @default '/'
   */
  basePath?: string;
  /**
   * `grid`: picture on top, for product grids and carousels. `cart`: a compact row with a thumbnail,
   * for the recommendations after adding to the cart (no flags and no video).
   * @default 'grid'
   */
  layout?: ProductCardLayout;
  /** Level of the heading that names the product. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /**
   * The picture's `sizes` attribute. @default DEFAULT_PRODUCT_IMAGE_SIZES (a 4-column grid) or
   * '96px' in the cart layout
   */
  imageSizes?: string;
  /**
   * The card is shown in a store (staff) context: an article whose subscription part has status 0
   * shows its subscription price. @default false
   */
  isStoreContext?: boolean;
  /**
   * Hosts images and videos may come from; any other URL renders nothing.
   * @default DEFAULT_IMAGE_HOSTS (the brand's CDN hosts and the fake backend's media host)
   */
  allowedImageHosts?: readonly string[];
  className?: string;
}

interface ResolvedProps {
  basePath: string;
  layout: ProductCardLayout;
  headingLevel: 2 | 3 | 4;
  imageSizes: string;
  isStoreContext: boolean;
  allowedImageHosts: readonly string[];
  className?: string;
}

function ArticleCard({ article, ...props }: ResolvedProps & { article: Article }) {
  const t = useTranslate();
  const rootRef = useRef<HTMLDivElement>(null);
  const baseId = useId();
  const { layout, allowedImageHosts } = props;
  const media = useMemo(
    () => resolveCardMedia(article.medias[0], allowedImageHosts),
    [article.medias, allowedImageHosts],
  );
  const price = resolveCardPrice(article, { isStoreContext: props.isStoreContext });
  const stock = getArticleStockState(article);
  const pack = articlePackageText(article, t);
  const ids = cardDescriptionIds(baseId);
  const describedBy = cardDescribedBy(ids, { hasPackage: pack !== null, stock });
  const isGrid = layout === 'grid';
  const brand = brandApart(article.brand, article.name);
  const hasOverlay = isGrid && (article.flags.length > 0 || article.hasVTO);

  return (
    <Root
      ref={rootRef}
      className={props.className}
      $layout={layout}
      data-layout={layout}
      data-article-id={article.id}
    >
      <Body $layout={layout}>
        <Heading as={`h${props.headingLevel}`} $layout={layout}>
          <CardLink href={productHref(article, props.basePath)} aria-describedby={describedBy}>
            {brand !== null && <Brand>{brand} </Brand>}
            <Name $layout={layout}>{article.name}</Name>
          </CardLink>
        </Heading>
        {pack !== null && <Package id={ids.pack}>{pack}</Package>}
        <Details>
          <ProductPrice id={ids.price} price={price} size={isGrid ? 'md' : 'sm'} />
          <ProductStockStatus id={ids.stock} state={stock} />
        </Details>
      </Body>
      <MediaSlot $layout={layout}>
        <ProductMedia media={media} sizes={props.imageSizes} withVideo={isGrid} activityRef={rootRef}>
          {hasOverlay && (
            <Overlay>
              <Corner>{article.flags.length > 0 && <ProductFlags flags={article.flags} />}</Corner>
              <Corner>{article.hasVTO && <ProductVtoBadge />}</Corner>
            </Overlay>
          )}
        </ProductMedia>
      </MediaSlot>
    </Root>
  );
}

function FetchedCard({ id, ...props }: ResolvedProps & { id: string }) {
  const { article, error, retry } = useCardArticle(id);
  if (article) return <ArticleCard article={article} {...props} />;
  if (error) return <ErrorCard layout={props.layout} className={props.className} onRetry={retry} />;
  return <LoadingCard layout={props.layout} className={props.className} />;
}

/**
 * A product card: the picture (or video) on the light grey stage with flags and a 3D badge, the
 * brand and name, the package size for lenses, the price and the stock status. The whole card is one
 * link whose name is the brand and name; the price and stock are its description. Give it an
 * `article`, or an `id` to fetch; with neither it renders an empty block of its size.
 */
export function ProductCard({
  article,
  id,
  basePath = '/',
  layout = 'grid',
  headingLevel = 3,
  imageSizes,
  isStoreContext = false,
  allowedImageHosts = DEFAULT_IMAGE_HOSTS,
  className,
}: ProductCardProps) {
  const resolved: ResolvedProps = {
    basePath,
    layout,
    headingLevel,
    imageSizes: cardImageSizes(layout, imageSizes),
    isStoreContext,
    allowedImageHosts,
    className,
  };
  if (article) return <ArticleCard article={article} {...resolved} />;
  const key = id === undefined || id === null ? '' : String(id).trim();
  if (key !== '') return <FetchedCard id={key} {...resolved} />;
  return <EmptyCard layout={layout} className={className} />;
}
