import { useMemo, useRef, useState } from 'react';
import { useTranslate } from '../../../../i18n/context';
import { useGeolocation, type GeolocationSource } from '../../../../hooks/useGeolocation';
import type { StoreService } from '../../../../shop/schemas/stores';
import { filterStores, roundDistance, sortStores } from '../../../../shop/stores/distance';
import { Button, Radio, RadioGroup, Spinner, TextField } from '../../../primitives';
import { useShopRead } from '../../../session/useShopRead';
import { Alert, Muted } from '../BookingWizard.styles';
import { StepForm } from '../StepForm';
import { focusFirstInvalid, type StepProps } from './types';

/** How many stores the step lists at once (the search narrows them). */
const SHOWN_STORES = 8;

/** The store step: search by name or city, nearest first once the shopper shares the location. */
export function StoreStep({
  draft,
  send,
  onBack,
  service,
  geolocation,
}: StepProps & { service: StoreService | undefined; geolocation?: GeolocationSource | null }) {
  const t = useTranslate();
  const root = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState('');
  const [showErrors, setShowErrors] = useState(false);
  const location = useGeolocation(geolocation);
  const stores = useShopRead('listStores', [service ?? ''], (shop) => shop.listStores({ service }), {
    keepPreviousData: true,
  });
  const shown = useMemo(() => {
    const sorted = sortStores(filterStores(stores.data ?? [], query), location.position);
    const top = sorted.slice(0, SHOWN_STORES);
    const chosen = sorted.find((store) => store.id === draft.storeId);
    return chosen && !top.includes(chosen) ? [...top, chosen] : top;
  }, [stores.data, query, location.position, draft.storeId]);
  const invalid = showErrors && !draft.storeId;
  const submit = () => {
    if (draft.storeId) send({ type: 'next' });
    else {
      setShowErrors(true);
      focusFirstInvalid(root.current);
    }
  };
  return (
    <StepForm onSubmit={submit} onBack={onBack}>
      <div ref={root} style={{ display: 'grid', gap: 16 }}>
        <TextField
          label={t('booking.store.searchLabel')}
          type="search"
          value={query}
          onChange={setQuery}
          autoComplete="off"
        />
        <div>
          <Button variant="secondary" onPress={location.request} isLoading={location.status === 'asking'}>
            {t('booking.store.useLocation')}
          </Button>
        </div>
        <Muted role="status">
          {location.status === 'idle' ? '' : t(`stores.location.${location.status}`)}
        </Muted>
        {stores.status === 'error' ? (
          <Alert role="alert">
            <p>{t('stores.loadFailed')}</p>
            <div>
              <Button variant="secondary" onPress={stores.reload}>
                {t('booking.retry')}
              </Button>
            </div>
          </Alert>
        ) : !stores.data ? (
          <Spinner label={t('booking.loading')} />
        ) : shown.length === 0 ? (
          <Muted>{t('booking.store.none')}</Muted>
        ) : (
          <div data-invalid={invalid}>
            <RadioGroup
              label={t('booking.store.label')}
              value={draft.storeId || null}
              onChange={(storeId) => send({ type: 'update', patch: { storeId } })}
              isRequired
              isInvalid={invalid}
              errorMessage={t('validation.chooseOne')}
            >
              {shown.map((store) => (
                <Radio
                  key={store.id}
                  value={store.id}
                  description={`${store.address.street}, ${store.address.city}${
                    store.distanceKm !== null
                      ? ` · ${t('booking.store.distance', { distance: roundDistance(store.distanceKm) })}`
                      : ''
                  }`}
                >
                  {store.name}
                </Radio>
              ))}
            </RadioGroup>
          </div>
        )}
      </div>
    </StepForm>
  );
}
