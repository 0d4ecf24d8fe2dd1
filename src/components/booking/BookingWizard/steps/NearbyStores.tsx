import { useTranslate } from '../../../../i18n/context';
import type { StoreService } from '../../../../shop/schemas/stores';
import { sortStores } from '../../../../shop/stores/distance';
import { Button, Spinner } from '../../../primitives';
import { useShopRead } from '../../../session/useShopRead';
import { Alert } from '../BookingWizard.styles';

/** How many nearby stores are asked for times, and how many with times are offered. */
const ASKED = 4;
const OFFERED = 3;

/** Props of {@link NearbyStores}. */
export interface NearbyStoresProps {
  storeId: string;
  storeName: string;
  service: StoreService | undefined;
  examTypeId: string;
  today: string;
  days: number;
  /** Called with the store chosen instead. */
  onChoose: (storeId: string) => void;
}

/** "No available times in the store": the nearest stores that have times, to switch to. */
export function NearbyStores({
  storeId,
  storeName,
  service,
  examTypeId,
  today,
  days,
  onChoose,
}: NearbyStoresProps) {
  const t = useTranslate();
  // A read of its own (several calls in one): its name is not a client method's, so it shares no
  // answer with a plain `listStores`.
  const nearby = useShopRead(
    'nearbyStoresWithTimes',
    [storeId, examTypeId, today, days, service ?? ''],
    async (client) => {
      const stores = await client.listStores({ service });
      const here = stores.find((store) => store.id === storeId);
      const candidates = sortStores(
        stores.filter((store) => store.id !== storeId),
        here?.location ?? null,
      ).slice(0, ASKED);
      const answers = await Promise.all(
        candidates.map((store) =>
          client
            .getAvailability({ storeId: store.id, from: today, days, examTypeId: examTypeId || undefined })
            .then((availability) => (availability.days.some((day) => day.free > 0) ? store : null))
            .catch(() => null),
        ),
      );
      return answers.filter((store) => store !== null).slice(0, OFFERED);
    },
  );
  return (
    <Alert role="alert" $tone="warning">
      <p>{t('booking.time.noTimes', { store: storeName })}</p>
      {nearby.data === undefined ? (
        nearby.status === 'error' ? null : (
          <Spinner label={t('booking.loading')} />
        )
      ) : nearby.data.length > 0 ? (
        <>
          <p>{t('booking.time.nearby')}</p>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
            {nearby.data.map((store) => (
              <Button key={store.id} variant="secondary" onPress={() => onChoose(store.id)}>
                {t('booking.time.chooseStore', { store: store.name })}
              </Button>
            ))}
          </div>
        </>
      ) : null}
    </Alert>
  );
}
