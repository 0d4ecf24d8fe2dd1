import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useTranslate } from '../../../i18n/context';
import { useLocation, useNavigation } from '../../../navigation/context';
import { useGlimt } from '../../../shop/GlimtProvider';
import { useShopAnalytics } from '../../session/useShopAnalytics';
import { buildProductHref } from '../../../shop/product';
import { lensCartPayload, type LensPurchaseChoice } from '../../../shop/lensPurchase';
import {
  chooseSku,
  colourSearch,
  glassesCartAdditions,
  predictedCartLine,
  productAnalyticsItem,
  productTitle,
  quantityAfterAdding,
  searchWithSku,
  sizeFromSearch,
  skuFromSearch,
  specificationRows,
} from '../../../shop/productPage';
import type { Sku } from '../../../shop/schemas/article';
import type { ProductDetail } from '../../../shop/schemas/product';
import { Button } from '../../primitives/Button';
import { useShopSession } from '../../session/ShopSessionProvider';
import { NotFound } from '../../shell/NotFound';
import { GlassesConfigurator } from '../GlassesConfigurator';
import { ProductFlags } from '../ProductFlags';
import { Recommendations } from '../Recommendations';
import { withProductTexts } from '../productTexts';
import { ProductBuyBox } from './ProductBuyBox';
import { ProductGallery } from './ProductGallery';
import { ProductPageSkeleton } from './ProductPageSkeleton';
import { ProductTools } from './ProductTools';
import {
  Aside,
  Brand,
  Columns,
  Failure,
  Package,
  Root,
  Section,
  SpecList,
  Title,
  Tools,
} from './ProductPage.styles';
import { useAddToCart, type CartAddition } from './useAddToCart';
import { useProduct } from './useProduct';

/** The behaviour tracker's calls a product page makes (a `Tracker` of `@glimt/ui/tracking` fits). */
export interface ProductPageTracker {
  /** The page shows this product (the tracker's `page_view`). */
  setProductId(productId: string): void;
  /** The shopper added this product to the cart. */
  addToCart(productId: string): void;
}

/** What the page hands a slot (the glasses configurator, the 3D view and try-on buttons). */
export interface ProductPageSlotContext {
  article: ProductDetail;
  /** The chosen SKU (the frame's size). */
  sku: Sku | null;
  /** Adds cart updates the way the page does (optimistic, drawer opened, rolled back on failure). */
  addToCart: (additions: readonly CartAddition[]) => Promise<boolean>;
  isAdding: boolean;
}

/** Props of {@link ProductPage}. */
export interface ProductPageProps {
  /** The article's id or slug (`/produkt/{slug}`). */
  idOrSlug: string;
  /** Where product pages live: a colour's link is `{basePath}/{slug}`. @default '/produkt' */
  basePath?: string;
  /** Where "Finn butikk" goes for a product sold only in stores. @default '/finn-butikk' */
  findStoreHref?: string;
  /** Receives the product view and add-to-cart of the behaviour tracking; none when left out. */
  tracker?: ProductPageTracker;
  /** Show the related recommendations (fetched only with the visitor's consent). @default true */
  showRecommendations?: boolean;
  /** Set `document.title` to the product's name and the brand. @default true */
  setDocumentTitle?: boolean;
  /**
   * What a frame with lens options shows when the shopper wants lenses from the shop.
   * @default the library's `GlassesConfigurator`, adding the frame, lens, treatments and tint
   */
  renderGlasses?: (context: ProductPageSlotContext) => ReactNode;
  /**
   * The tools under the title.
   * @default for an article with try-on assets: "Se i 3D" and "Prøv virtuelt", each in a dialog that loads its code when opened
   */
  renderTools?: (context: ProductPageSlotContext) => ReactNode;
}

function ProductPageView({
  idOrSlug,
  basePath = '/produkt',
  findStoreHref = '/finn-butikk',
  tracker,
  showRecommendations = true,
  setDocumentTitle = true,
  renderGlasses,
  renderTools,
}: ProductPageProps) {
  const t = useTranslate();
  const { brandName } = useGlimt();
  // The product's `page_view` goes to the shop's one analytics (`GlimtProvider`'s `analytics`).
  const pusher = useShopAnalytics();
  const { search, pathname } = useLocation();
  const navigation = useNavigation();
  const session = useShopSession();
  const { product, notFound, error, retry } = useProduct(idOrSlug);
  const { add, isAdding } = useAddToCart();
  const sku = product ? chooseSku(product, skuFromSearch(search), sizeFromSearch(search)) : null;

  const title = product ? productTitle(product) : '';
  useEffect(() => {
    if (setDocumentTitle && title) document.title = `${title} – ${brandName}`;
  }, [setDocumentTitle, title, brandName]);

  // One page view per product shown (a colour change is a new product; a size change is not).
  const viewed = useRef<number | null>(null);
  const latest = useRef({ analytics: pusher, tracker });
  latest.current = { analytics: pusher, tracker };
  useEffect(() => {
    if (!product || viewed.current === product.id) return;
    viewed.current = product.id;
    latest.current.tracker?.setProductId(String(product.id));
    latest.current.analytics.pageView({
      path: `${window.location.pathname}${window.location.search}`,
      title: productTitle(product),
      location: window.location.href,
    });
  }, [product]);

  const quantityInCart = useCallback(
    (skuId: string) =>
      session.cart?.items.find((item) => item.skuId === skuId && item.parentSkuID === null)?.quantity ?? 0,
    [session.cart],
  );

  const addAndTrack = useCallback(
    async (additions: readonly CartAddition[]) => {
      const done = await add(additions);
      if (done && product) latest.current.tracker?.addToCart(String(product.id));
      return done;
    },
    [add, product],
  );

  if (notFound) return <NotFound />;
  if (error && !product) {
    return (
      <Failure role="alert" data-testid="product-page-failed">
        <p>{t('product.page.failed')}</p>
        <Button variant="secondary" onPress={retry}>
          {t('product.page.retry')}
        </Button>
      </Failure>
    );
  }
  if (!product) return <ProductPageSkeleton />;

  const context: ProductPageSlotContext = { article: product, sku, addToCart: addAndTrack, isAdding };
  const glasses =
    renderGlasses ??
    (() =>
      sku && (
        <GlassesConfigurator
          article={product}
          skuId={sku.skuId}
          cartItems={session.cart?.items}
          submitting={isAdding}
          onSubmit={(choice) =>
            addAndTrack(glassesCartAdditions(product, sku.skuId, choice, quantityInCart(sku.skuId))).then(
              () => undefined,
            )
          }
        />
      ));
  const onAdd = () => {
    if (!sku) return;
    const payload = { skuId: sku.skuId, quantity: quantityAfterAdding(quantityInCart(sku.skuId), 1) };
    void addAndTrack([{ payload, predicted: predictedCartLine(product, payload) }]);
  };
  const onAddLenses = (choice: LensPurchaseChoice) => {
    if (!sku) return;
    const payload = lensCartPayload(choice, sku.skuId, quantityInCart(sku.skuId));
    void addAndTrack([{ payload, predicted: predictedCartLine(product, payload) }]);
  };
  const specification = specificationRows(product.specification, sku?.size ?? null);
  const analyticsItem = productAnalyticsItem(product, sku);

  return (
    <Root data-testid="product-page" data-product-id={product.id} data-sku={analyticsItem.sku}>
      <Columns>
        <ProductGallery medias={product.medias} productName={title} />
        <Aside>
          <Brand>{product.brand}</Brand>
          <Title>{title}</Title>
          {product.namePackageGet && <Package>{product.namePackageGet}</Package>}
          <ProductFlags flags={product.flags} />
          {renderTools ? (
            <Tools>{renderTools(context)}</Tools>
          ) : (
            product.hasVTO &&
            product.tryOn && (
              <Tools>
                <ProductTools article={{ ...product, tryOn: product.tryOn }} productName={title} />
              </Tools>
            )
          )}
          <ProductBuyBox
            article={product}
            sku={sku}
            isStoreUser={session.isStoreUser}
            findStoreHref={findStoreHref}
            isAdding={isAdding}
            onColourChange={(slug) =>
              navigation.navigate(`${buildProductHref(basePath, slug)}${colourSearch(search, sku)}`, {
                scroll: false,
              })
            }
            onSkuChange={(skuId) =>
              navigation.navigate(`${pathname}${searchWithSku(search, skuId)}`, {
                replace: true,
                scroll: false,
              })
            }
            onAdd={onAdd}
            onAddLenses={onAddLenses}
            renderGlasses={() => glasses(context)}
          />
        </Aside>
      </Columns>
      {specification.length > 0 && (
        <Section aria-labelledby="product-spec-heading">
          <h2 id="product-spec-heading">{t('product.spec.title')}</h2>
          <SpecList>
            {specification.map((row) => (
              <div key={row.label} style={{ display: 'contents' }}>
                <dt>{t(row.label)}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </SpecList>
        </Section>
      )}
      {showRecommendations && (
        <Recommendations type="related" productId={String(product.id)} title={t('product.related')} />
      )}
    </Root>
  );
}

/**
 * The shop's product page for an article fetched by id or slug through the shop client: gallery,
 * brand, name, flags, price states, stock, variants (colour swatches and sizes, the size kept in
 * `?sku=`), the buy box for every kind of product (add to cart, contact lenses with a prescription,
 * a frame with lenses through `renderGlasses`), the specification, USP badges and related
 * recommendations. A skeleton of the final layout while it loads, the not-found page for a 404, and
 * a way to try again after any other failure. Must be inside `GlimtProvider` and
 * `ShopSessionProvider`.
 */
export const ProductPage = /* @__PURE__ */ withProductTexts(ProductPageView);
