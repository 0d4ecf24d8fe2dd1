import { useEffect, useId, useMemo, useRef } from 'react';
import { styled, css } from 'styled-components';
import useSWR from 'swr';
import { useTranslate } from '../../shop/GlimtProvider';
import { isShopApiRequestError } from '../../shop/client';
import {
  CART_PRODUCT_IMAGE_SIZES,
  DEFAULT_IMAGE_HOSTS,
  DEFAULT_MEDIA_RATIO,
  DEFAULT_MOBILE_MEDIA_RATIO,
  DEFAULT_PRODUCT_IMAGE_SIZES,
  getArticleStockState,
  productHref,
  resolveCardMedia,
  resolveCardPrice,
} from '../../shop/product';
import type { Article } from '../../shop/schemas/article';
import { useShopClient } from '../session/ShopSessionProvider';
import { Link } from '../primitives/Link';
import { Skeleton, SkeletonText } from '../primitives/Skeleton';
import { VisuallyHidden } from '../primitives/VisuallyHidden';
import { ProductFlags, ProductVtoBadge } from './ProductFlags';
import { MediaFrame, ProductMedia } from './ProductMedia';
import { ProductPrice } from './ProductPrice';
import { ProductStockStatus } from './StockStatus';

/** How a card is laid out. */
export type ProductCardLayout = 'grid' | 'cart';

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

type CardLayoutProps = { $layout: ProductCardLayout };

const Root = styled.div<CardLayoutProps>`
  position: relative;
  isolation: isolate;
  display: flex;
  min-width: 0;
  height: 100%;
  color: ${({ theme }) => theme.colors.text};
  ${({ $layout, theme }) =>
    $layout === 'cart'
      ? css`
          flex-direction: row;
          align-items: flex-start;
          gap: ${theme.space[1.5]};
        `
      : css`
          flex-direction: column;
          gap: ${theme.space[1.5]};
        `}
`;

/** The media comes first on screen; in the document the heading comes first, then the rest. */
const MediaSlot = styled.div<CardLayoutProps>`
  order: -1;
  flex: none;
  ${({ $layout }) =>
    $layout === 'cart'
      ? css`
          width: 80px;
          ${({ theme }) => theme.media.tablet} {
            width: 96px;
          }
        `
      : css`
          width: 100%;
        `}
`;

const Body = styled.div<CardLayoutProps>`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[0.5]};
  min-width: 0;
  padding-inline: ${({ $layout }) => ($layout === 'cart' ? 0 : '2px')};
`;

const Heading = styled.h3<CardLayoutProps>`
  margin: 0;
  font-size: ${({ $layout, theme }) => ($layout === 'cart' ? theme.fontSizes.sm : theme.fontSizes.md)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1.35;
`;

const Brand = styled.span`
  display: block;
  overflow: hidden;
  margin-bottom: 2px;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  letter-spacing: 0.06em;
  text-transform: uppercase;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Name = styled.span<CardLayoutProps>`
  display: -webkit-box;
  overflow: hidden;
  /* Two lines at most; a grid card always reserves two, so the prices in a row line up. */
  min-height: ${({ $layout }) => ($layout === 'grid' ? 'calc(2 * 1.35em)' : '0')};
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  line-clamp: 2;
  overflow-wrap: anywhere;
`;

/** The whole card is this link: its click area stretches over the card. */
const CardLink = styled(Link)`
  && {
    display: block;
    color: inherit;
    text-decoration: none;
    outline: none;
    border-radius: 0;
  }
  &&::after {
    content: '';
    position: absolute;
    inset: 0;
    z-index: 1;
    border-radius: ${({ theme }) => theme.radii.lg};
  }
  &&:focus-visible::after {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 4px;
  }
  &&:hover ${Name} {
    text-decoration: underline;
    text-decoration-thickness: 1px;
    text-underline-offset: 0.18em;
  }
`;

const Package = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Details = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[0.5]};
  padding-top: ${({ theme }) => theme.space[0.5]};
`;

const Overlay = styled.div`
  position: absolute;
  inset: ${({ theme }) => theme.space[1]};
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[0.5]};
  pointer-events: none;
`;

const Corner = styled.div`
  display: flex;
  max-width: 100%;
`;

function packageText(article: Article, t: ReturnType<typeof useTranslate>): string | null {
  const named = article.namePackageGet?.trim();
  if (named) return named;
  const amount = article.packageAmount;
  return typeof amount === 'number' && Number.isFinite(amount) && amount > 1
    ? t('productCard.packageAmount', { count: amount })
    : null;
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
  const pack = packageText(article, t);
  const ids = { pack: `${baseId}-package`, price: `${baseId}-price`, stock: `${baseId}-stock` };
  const describedBy = [pack !== null ? ids.pack : null, ids.price, stock !== 'unknown' ? ids.stock : null]
    .filter(Boolean)
    .join(' ');
  const isGrid = layout === 'grid';
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
            {article.brand.trim() !== '' && <Brand>{article.brand} </Brand>}
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

const SkeletonBody = styled(Body)`
  font-size: ${({ $layout, theme }) => ($layout === 'cart' ? theme.fontSizes.sm : theme.fontSizes.md)};
`;

const Hidden = styled(Root)`
  visibility: hidden;
`;

function PlaceholderContent({ layout }: { layout: ProductCardLayout }) {
  return (
    <>
      <SkeletonBody $layout={layout}>
        <SkeletonText lines={1} lastLineWidth="40%" lineHeight={1.5} />
        <SkeletonText lines={layout === 'grid' ? 2 : 1} lastLineWidth="70%" lineHeight={1.35} />
        <Details>
          <Skeleton width="35%" height="1.5rem" radius="sm" />
          <Skeleton width="45%" height="1.3125rem" radius="sm" />
        </Details>
      </SkeletonBody>
      <MediaSlot $layout={layout}>
        <MediaFrame $ratio={DEFAULT_MEDIA_RATIO} $mobileRatio={DEFAULT_MOBILE_MEDIA_RATIO}>
          <Skeleton width="100%" height="100%" radius="none" />
        </MediaFrame>
      </MediaSlot>
    </>
  );
}

function LoadingCard({ layout, className }: { layout: ProductCardLayout; className?: string }) {
  const t = useTranslate();
  return (
    <Root className={className} $layout={layout} data-layout={layout} data-state="loading" aria-busy="true">
      <VisuallyHidden>{t('productCard.loading')}</VisuallyHidden>
      <PlaceholderContent layout={layout} />
    </Root>
  );
}

/** Nothing to show: a block of the card's size, hidden from everyone, so a grid keeps its shape. */
function EmptyCard({ layout, className }: { layout: ProductCardLayout; className?: string }) {
  return (
    <Hidden className={className} $layout={layout} data-layout={layout} data-state="empty" aria-hidden="true">
      <PlaceholderContent layout={layout} />
    </Hidden>
  );
}

const ErrorFrame = styled(MediaFrame)`
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space[2]};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.subtle};
`;

const ErrorText = styled.p`
  margin: 0;
  max-width: 24ch;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

function ErrorCard({ layout, className }: { layout: ProductCardLayout; className?: string }) {
  const t = useTranslate();
  return (
    <Root className={className} $layout={layout} data-layout={layout} data-state="error">
      <MediaSlot $layout={layout} style={layout === 'cart' ? { width: '100%' } : undefined}>
        <ErrorFrame
          $ratio={layout === 'cart' ? 4 : DEFAULT_MEDIA_RATIO}
          $mobileRatio={layout === 'cart' ? 3 : DEFAULT_MOBILE_MEDIA_RATIO}
        >
          <ErrorText>{t('productCard.error')}</ErrorText>
        </ErrorFrame>
      </MediaSlot>
    </Root>
  );
}

/** A 4xx answer will not get better by asking again; anything else is retried (SWR's interval). */
function shouldRetry(error: Error): boolean {
  return !(isShopApiRequestError(error) && error.status >= 400 && error.status < 500);
}

function FetchedCard({ id, ...props }: ResolvedProps & { id: string }) {
  const client = useShopClient();
  const { data, error } = useSWR<Article, Error, readonly [string, string]>(
    ['glimt/article', id],
    ([, articleId]) => client.getArticle(articleId),
    { shouldRetryOnError: shouldRetry },
  );
  useEffect(() => {
    if (error) console.error(`[glimt] product card: loading article ${id} failed`, error);
  }, [error, id]);
  if (data) return <ArticleCard article={data} {...props} />;
  if (error) return <ErrorCard layout={props.layout} className={props.className} />;
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
    imageSizes: imageSizes ?? (layout === 'cart' ? CART_PRODUCT_IMAGE_SIZES : DEFAULT_PRODUCT_IMAGE_SIZES),
    isStoreContext,
    allowedImageHosts,
    className,
  };
  if (article) return <ArticleCard article={article} {...resolved} />;
  const key = id === undefined || id === null ? '' : String(id).trim();
  if (key !== '') return <FetchedCard id={key} {...resolved} />;
  return <EmptyCard layout={layout} className={className} />;
}
