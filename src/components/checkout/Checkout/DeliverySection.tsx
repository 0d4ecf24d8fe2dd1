import { useState } from 'react';
import { useTranslate } from '../../../i18n/context';
import { COLLECTION_POINT_METHODS } from '../../../shop/checkout';
import { formatAddressLine, formatPrice } from '../../../shop/format';
import { formatDayNb } from '../../../shop/osloTime';
import type { CollectionPoint } from '../../../shop/schemas/checkout';
import { zipCode as zipCodeRule } from '../../../shop/validation/rules';
import { Button, Radio, RadioGroup, Select, Spinner, TextField } from '../../primitives';
import { useShopClient } from '../../session/ShopSessionProvider';
import { useShopRead } from '../../session/useShopRead';
import type { CheckoutController } from './useCheckout';
import { Muted, Notice, Row, Section } from './CheckoutPage.styles';

/** The most collection points listed (the backend answers five). */
const MAX_POINTS = 10;

/** Delivery: the backend's options by id; a store for click and collect; a collection point by zip code. */
export function DeliverySection({ checkout }: { checkout: CheckoutController }) {
  const t = useTranslate();
  const client = useShopClient();
  const { choices, choose, choiceErrors, deliveryOptions } = checkout;
  const method = choices.deliveryMethodId;
  const stores = useShopRead('listStores', method === 119 ? [''] : null, (shop) => shop.listStores({}));
  const [zip, setZip] = useState(choices.collectionZip);
  const [zipError, setZipError] = useState(false);
  const [points, setPoints] = useState<{ zip: string; list: CollectionPoint[] } | null>(null);
  const [pointsFailed, setPointsFailed] = useState(false);
  const needsPoint = method !== null && COLLECTION_POINT_METHODS.includes(method);

  const findPoints = async () => {
    const wanted = zip.trim();
    if (zipCodeRule(wanted) !== null || method === null) {
      setZipError(true);
      return;
    }
    setZipError(false);
    setPointsFailed(false);
    try {
      const list = await client.getCollectionPoints(wanted, method);
      setPoints({ zip: wanted, list: list.slice(0, MAX_POINTS) });
      choose({ collectionZip: wanted, collectionPointId: '' });
    } catch {
      setPointsFailed(true);
    }
  };

  return (
    <Section aria-labelledby="checkout-delivery">
      <h2 id="checkout-delivery">{t('checkout.delivery')}</h2>
      {deliveryOptions.status === 'error' ? (
        <Notice $tone="danger" role="alert">
          <p>{t('checkout.delivery.loadFailed')}</p>
          <Button variant="secondary" onPress={deliveryOptions.reload}>
            {t('common.retry')}
          </Button>
        </Notice>
      ) : !deliveryOptions.data ? (
        <Spinner label={t('checkout.loading')} />
      ) : (
        <RadioGroup
          label={t('checkout.delivery.choose')}
          // null, not '': with '' react-aria takes '' as the chosen value and no option can be tabbed to.
          value={method === null ? null : String(method)}
          onChange={(value) => choose({ deliveryMethodId: Number(value) as typeof method })}
          isInvalid={Boolean(choiceErrors.deliveryMethodId)}
          errorMessage={choiceErrors.deliveryMethodId ? t(choiceErrors.deliveryMethodId) : undefined}
          isRequired
        >
          {deliveryOptions.data.map((option) => (
            <Radio
              key={option.id}
              value={String(option.id)}
              description={[
                option.description,
                option.estimatedDelivery
                  ? t('checkout.delivery.estimate', {
                      from: formatDayNb(option.estimatedDelivery.from, 'd. MMM'),
                      to: formatDayNb(option.estimatedDelivery.to, 'd. MMM'),
                    })
                  : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            >
              {option.name} – {option.price === 0 ? t('checkout.delivery.free') : formatPrice(option.price)}
            </Radio>
          ))}
        </RadioGroup>
      )}

      {method === 119 ? (
        stores.data ? (
          <Select
            label={t('checkout.store')}
            options={stores.data
              .slice(0, 200)
              .map((store) => ({ value: store.id, label: `${store.name}, ${store.address.city}` }))}
            value={choices.storeId}
            onChange={(storeId) => choose({ storeId })}
            isInvalid={Boolean(choiceErrors.storeId)}
            errorMessage={choiceErrors.storeId ? t(choiceErrors.storeId) : undefined}
            isRequired
          />
        ) : stores.status === 'error' ? (
          <Notice $tone="danger" role="alert">
            <p>{t('checkout.delivery.loadFailed')}</p>
          </Notice>
        ) : (
          <Spinner label={t('checkout.loading')} />
        )
      ) : null}

      {needsPoint ? (
        <>
          <Row>
            <TextField
              label={t('checkout.point.zip')}
              value={zip}
              onChange={setZip}
              inputMode="numeric"
              autoComplete="postal-code"
              isInvalid={zipError}
              errorMessage={zipError ? t('checkout.point.invalidZip') : undefined}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  void findPoints();
                }
              }}
            />
            <Button variant="secondary" onPress={() => void findPoints()}>
              {t('checkout.point.search')}
            </Button>
          </Row>
          {pointsFailed ? (
            <Notice $tone="danger" role="alert">
              <p>{t('checkout.point.loadFailed')}</p>
            </Notice>
          ) : null}
          {points ? (
            <RadioGroup
              label={t('checkout.point.list', { zip: points.zip })}
              value={choices.collectionPointId || null}
              onChange={(collectionPointId) => choose({ collectionPointId })}
              isInvalid={Boolean(choiceErrors.collectionPointId)}
              errorMessage={choiceErrors.collectionPointId ? t(choiceErrors.collectionPointId) : undefined}
              isRequired
            >
              {points.list.map((point) => (
                <Radio
                  key={point.id}
                  value={point.id}
                  description={t('checkout.point.details', {
                    address: formatAddressLine(point.address),
                    distance:
                      point.distanceMeters < 1000
                        ? `${point.distanceMeters} m`
                        : `${(point.distanceMeters / 1000).toFixed(1).replace('.', ',')} km`,
                    hours: point.openingHours,
                  })}
                >
                  {point.name} ({point.carrier})
                </Radio>
              ))}
            </RadioGroup>
          ) : choiceErrors.collectionPointId ? (
            <Muted role="alert">{t(choiceErrors.collectionPointId)}</Muted>
          ) : null}
        </>
      ) : null}
    </Section>
  );
}
