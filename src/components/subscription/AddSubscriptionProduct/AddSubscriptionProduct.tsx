import { useEffect, useRef, useState } from 'react';
import { useTranslate } from '../../../i18n/context';
import { formatPrice } from '../../../shop/format';
import { buildPath } from '../../../shop/routes';
import { toAllowedImageUrl } from '../../../utils/url';
import type { LensSubscription, SubscribableProduct } from '../../../shop/schemas/subscriptions';
import {
  SUBSCRIPTION_EYES,
  SUBSCRIPTION_QUANTITIES,
  filterSubscribableProducts,
} from '../../../shop/subscriptions/addProduct';
import { lensActionFailure } from '../../../shop/subscriptions/lensPage';
import { useShopClient } from '../../session/ShopSessionProvider';
import { useShopRead, useShopReadCache } from '../../session/useShopRead';
import {
  Button,
  ImageFrame,
  Link,
  Radio,
  RadioGroup,
  Select,
  Skeleton,
  TextField,
  VisuallyHidden,
} from '../../primitives';
import { ProductItem, ProductList, ProductText } from '../LensSubscriptionPage/LensSubscriptionPage.styles';
import { Form, Muted, Notice, Page, PageTitle } from '../subscription.styles';
import { withSubscriptionTexts } from '../subscriptionTexts';

/** Props of {@link AddSubscriptionProduct}. */
export interface AddSubscriptionProductProps {
  /** The lens subscription the product joins. */
  subscriptionId: string;
  /** The chosen product (`/ny-produkt/:articleId`); left out, the page lists the products to choose from. */
  articleId?: string;
}

function useSubscribableProducts() {
  return useShopRead<SubscribableProduct[]>('listSubscribableProducts', [], (client) =>
    client.listSubscribableProducts(),
  );
}

function ChooseProduct({ subscriptionId }: { subscriptionId: string }) {
  const t = useTranslate();
  const { data, error, reload } = useSubscribableProducts();
  const [query, setQuery] = useState('');
  if (error) {
    return (
      <Notice $tone="danger" role="alert">
        <p>{t('subscription.add.loadFailed')}</p>
        <div>
          <Button variant="secondary" onPress={reload}>
            {t('subscription.retry')}
          </Button>
        </div>
      </Notice>
    );
  }
  if (!data) {
    return (
      <div aria-busy="true">
        <VisuallyHidden role="status">{t('subscription.add.loading')}</VisuallyHidden>
        <Skeleton height={480} />
      </div>
    );
  }
  const shown = filterSubscribableProducts(data, query);
  return (
    <>
      <TextField label={t('subscription.add.search')} type="search" value={query} onChange={setQuery} />
      <p role="status" aria-live="polite">
        {shown.length === 0 ? t('subscription.add.noMatch') : null}
      </p>
      <ProductList aria-label={t('subscription.add.choose')}>
        {shown.map((product) => {
          // One lens comes in several pack sizes: the size tells the choices (and their links) apart.
          const pack =
            product.packageAmount === null
              ? null
              : t('productCard.packageAmount', { count: product.packageAmount });
          const choice = t('subscription.add.choice', { name: product.name });
          return (
            <ProductItem key={product.articleId}>
              <ImageFrame src={toAllowedImageUrl(product.imageUrl)} alt="" ratio={1} />
              <ProductText>
                <strong>{product.name}</strong>
                <Muted>
                  {product.brand} · {pack ? `${pack} · ` : null}
                  {t('subscription.add.perDelivery', { price: formatPrice(product.unitPrice) })}
                </Muted>
                <Link
                  href={buildPath('lensSubscriptionAddProduct', {
                    subscriptionId,
                    articleId: product.articleId,
                  })}
                  variant="standalone"
                  // The name starts with the visible text (label in name) and adds the pack size.
                  aria-label={pack ? `${choice}, ${pack}` : undefined}
                >
                  {choice}
                </Link>
              </ProductText>
            </ProductItem>
          );
        })}
      </ProductList>
    </>
  );
}

function AddForm({ subscriptionId, articleId }: { subscriptionId: string; articleId: string }) {
  const t = useTranslate();
  const client = useShopClient();
  const reads = useShopReadCache();
  const product = useShopRead('getProduct', [articleId], (shop) => shop.getProduct(articleId));
  const [skuId, setSkuId] = useState('');
  const [eye, setEye] = useState<(typeof SUBSCRIPTION_EYES)[number]>('both');
  const [quantity, setQuantity] = useState('1');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<
    { added: LensSubscription } | { failed: ReturnType<typeof lensActionFailure> } | null
  >(null);
  // A failure moves focus to its message (as the lens page does), once per failure: not on every
  // render, so changing the eye or the quantity afterwards keeps focus where the shopper is.
  const failureRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!result || !('failed' in result)) return undefined;
    const timer = setTimeout(() => failureRef.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [result]);
  if (product.error) {
    return (
      <Notice $tone="danger" role="alert">
        <p>{t('subscription.add.productMissing')}</p>
        <Link href={buildPath('lensSubscriptionChooseProduct', { subscriptionId })}>
          {t('subscription.add.otherProduct')}
        </Link>
      </Notice>
    );
  }
  if (!product.data) return <Skeleton height={360} />;
  const article = product.data;
  const skus = article.skus.slice(0, 120);
  const chosenSku = skuId || skus[0]?.skuId || '';
  if (result && 'added' in result) {
    return (
      <Notice
        $tone="success"
        role="status"
        tabIndex={-1}
        ref={(node) => void setTimeout(() => node?.focus(), 0)}
      >
        <p>{t('subscription.lens.done.addProduct', { price: formatPrice(result.added.pricePerDelivery) })}</p>
        <Link href={buildPath('lensSubscription', { subscriptionId })} variant="standalone">
          {t('subscription.list.open', {
            name: t('subscription.list.number', { number: result.added.subscriptionNumber }),
          })}
        </Link>
      </Notice>
    );
  }
  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        setBusy(true);
        client
          .addLensProduct(subscriptionId, {
            articleId: String(article.id),
            skuId: chosenSku,
            quantity: Number(quantity),
            eye,
          })
          .then(
            (added) => {
              // The subscription page shows the new line when the shopper goes back to it.
              void reads.put('getLensSubscription', [subscriptionId], added);
              setResult({ added });
            },
            (error: unknown) => setResult({ failed: lensActionFailure('addProduct', error) }),
          )
          .finally(() => setBusy(false));
      }}
    >
      <h2>{article.name}</h2>
      {result && 'failed' in result ? (
        <Notice ref={failureRef} $tone="danger" role="alert" tabIndex={-1}>
          <p>{t(result.failed)}</p>
        </Notice>
      ) : null}
      {skus.length > 1 ? (
        <Select
          label={t('subscription.add.variant')}
          options={skus.map((sku) => ({ value: sku.skuId, label: sku.name ?? sku.skuId }))}
          value={chosenSku}
          onChange={setSkuId}
        />
      ) : null}
      <RadioGroup
        label={t('subscription.add.eye')}
        value={eye}
        onChange={(value) => setEye(value as typeof eye)}
        orientation="horizontal"
      >
        {SUBSCRIPTION_EYES.map((value) => (
          <Radio key={value} value={value}>
            {t(`subscription.lens.eye.${value}`)}
          </Radio>
        ))}
      </RadioGroup>
      <Select
        label={t('subscription.add.quantity')}
        options={SUBSCRIPTION_QUANTITIES.map((value) => ({ value: String(value), label: String(value) }))}
        value={quantity}
        onChange={setQuantity}
      />
      <div>
        <Button type="submit" isLoading={busy} isDisabled={!chosenSku}>
          {t('subscription.add.submit')}
        </Button>
      </div>
      <Link href={buildPath('lensSubscriptionChooseProduct', { subscriptionId })}>
        {t('subscription.add.otherProduct')}
      </Link>
    </Form>
  );
}

function AddSubscriptionProductView({ subscriptionId, articleId }: AddSubscriptionProductProps) {
  const t = useTranslate();
  return (
    <Page aria-labelledby="add-product-title">
      <Link href={buildPath('lensSubscription', { subscriptionId })}>
        {t('subscription.backToSubscription')}
      </Link>
      <PageTitle id="add-product-title">{t('subscription.add.title')}</PageTitle>
      {articleId ? (
        <AddForm key={articleId} subscriptionId={subscriptionId} articleId={articleId} />
      ) : (
        <ChooseProduct subscriptionId={subscriptionId} />
      )}
    </Page>
  );
}

/**
 * Adds a product to a lens subscription: without `articleId` the products that can be subscribed
 * (searchable), with it the product's variant, the eye and the packages per delivery. A product
 * that cannot be subscribed says so; success shows the new price per delivery.
 */
export const AddSubscriptionProduct = /* @__PURE__ */ withSubscriptionTexts(AddSubscriptionProductView);
