import { useState } from 'react';
import { useTranslate } from '../../../i18n/context';
import { formatPrice } from '../../../shop/format';
import { formatLensEye, prescriptionLabels } from '../../../shop/prescription/format';
import { nameWithBrand } from '../../../shop/productName';
import { toAllowedImageUrl } from '../../../utils/url';
import type { LensSubscription, SubscriptionProduct } from '../../../shop/schemas/subscriptions';
import { canDoLensAction } from '../../../shop/subscriptions/lens';
import { productsByEye } from '../../../shop/subscriptions/lensPage';
import { useShopClient } from '../../session/ShopSessionProvider';
import { Button, ImageFrame, Select } from '../../primitives';
import { Muted, Row } from '../subscription.styles';
import { ConfirmAction } from './ConfirmAction';
import { EyeGroup, ProductItem, ProductList, ProductText } from './LensSubscriptionPage.styles';
import type { LensSubscriptionState } from './useLensSubscription';

const QUANTITIES = /* @__PURE__ */ Array.from({ length: 12 }, (_, index) => String(index + 1));

function ProductRow({
  subscription,
  product,
  state,
  canChange,
}: {
  subscription: LensSubscription;
  product: SubscriptionProduct;
  state: Pick<LensSubscriptionState, 'busy' | 'run'>;
  canChange: boolean;
}) {
  const t = useTranslate();
  const client = useShopClient();
  const [quantity, setQuantity] = useState(String(product.quantity));
  // The eye tells apart the same lens ordered for both eyes (two rows of one name otherwise).
  const title = nameWithBrand(product.brand, product.name);
  const name = `${title} (${t(`subscription.lens.eye.${product.eye}`)})`;
  const price = (answer: LensSubscription) => ({ price: formatPrice(answer.pricePerDelivery) });
  // What is delivered for this eye, as the cart and the order show a lens prescription.
  const strength = product.prescription ? formatLensEye(product.prescription, prescriptionLabels(t)) : '';
  return (
    <ProductItem>
      <ImageFrame src={toAllowedImageUrl(product.imageUrl)} alt="" ratio={1} />
      <ProductText>
        {/* The brand once, in the name (#40: "Biofinity" over "Biofinity · kr 539"). */}
        <strong>{title}</strong>
        {strength ? <span>{t('subscription.lens.strength', { strength })}</span> : null}
        <Muted>{formatPrice(product.unitPrice)}</Muted>
        {canChange ? (
          <Row>
            <Select
              label={t('subscription.lens.quantity', { name })}
              options={QUANTITIES.map((value) => ({ value, label: value }))}
              value={quantity}
              onChange={setQuantity}
              size="sm"
            />
            <Button
              size="sm"
              variant="secondary"
              isDisabled={quantity === String(product.quantity)}
              isLoading={state.busy === 'changeProduct'}
              onPress={() =>
                void state.run(
                  'changeProduct',
                  () => client.changeLensProduct(subscription.id, product.lineId, Number(quantity)),
                  price,
                )
              }
            >
              {t('subscription.lens.saveQuantity')}
            </Button>
            {subscription.products.length > 1 ? (
              <ConfirmAction
                label={t('subscription.lens.removeProduct', { name })}
                question={t('subscription.lens.confirmRemove', { name })}
                consequence={t('subscription.lens.confirmRemoveText')}
                confirmLabel={t('subscription.lens.removeProduct', { name })}
                keepLabel={t('subscription.lens.cancelEdit')}
                isBusy={state.busy === 'removeProduct'}
                onConfirm={() =>
                  state.run(
                    'removeProduct',
                    () => client.removeLensProduct(subscription.id, product.lineId),
                    price,
                  )
                }
              />
            ) : null}
          </Row>
        ) : (
          <span>{t('subscription.lens.packages', { count: product.quantity })}</span>
        )}
      </ProductText>
    </ProductItem>
  );
}

/** The subscription's products by eye, with quantity changes and removal while the state allows. */
export function LensProducts({
  subscription,
  state,
}: {
  subscription: LensSubscription;
  state: Pick<LensSubscriptionState, 'busy' | 'run'>;
}) {
  const t = useTranslate();
  const canChange = canDoLensAction(subscription, 'addProduct');
  return (
    <>
      {productsByEye(subscription.products).map((group) => (
        <EyeGroup key={group.eye}>
          <h3>{t(`subscription.lens.eye.${group.eye}`)}</h3>
          <ProductList>
            {group.products.map((product) => (
              <ProductRow
                // A new quantity from the server starts the row's own choice from it.
                key={`${product.lineId}:${product.quantity}`}
                subscription={subscription}
                product={product}
                state={state}
                canChange={canChange}
              />
            ))}
          </ProductList>
        </EyeGroup>
      ))}
    </>
  );
}
