import { formatAddressLine } from '../../../shop/format';
import { useTranslate } from '../../../i18n/context';
import type { GeolocationSource } from '../../../hooks/useGeolocation';
import { buildPath } from '../../../shop/routes';
import { roundDistance } from '../../../shop/stores/distance';
import { Button, Link, Radio, RadioGroup, Spinner, TextField, VisuallyHidden } from '../../primitives';
import { OpenStatus } from '../OpenStatus';
import { StoreMap } from '../StoreMap';
import { useBackendNow } from '../../session/useBackendNow';
import { Controls, Item, ItemName, Layout, List, Muted, Root, Status, Title } from './StoreFinder.styles';
import { useStoreFinder } from './useStoreFinder';
import { withBookingTexts } from '../../booking/bookingTexts';

/** Props of {@link StoreFinder}. */
export interface StoreFinderProps {
  /** The search to start with (a city page passes its city). @default '' */
  initialQuery?: string;
  /** The Geolocation API to ask; `null` when there is none. @default navigator.geolocation */
  geolocation?: GeolocationSource | null;
  /** Where "book here" leads, given the store id. @default `/bestill-synstest?butikk={id}` */
  bookingHref?: (storeId: string) => string;
}

const defaultBookingHref = (storeId: string) =>
  `${buildPath('bookExam')}?butikk=${encodeURIComponent(storeId)}`;

function StoreFinderView({
  initialQuery = '',
  geolocation,
  bookingHref = defaultBookingHref,
}: StoreFinderProps) {
  const t = useTranslate();
  const now = useBackendNow();
  const { stores, list, query, setQuery, order, setOrder, location, origin, postcodeSearch } = useStoreFinder(
    initialQuery,
    geolocation,
  );
  // A postcode typed speaks over the location flow: it is what the list follows now.
  const statusText = postcodeSearch
    ? t(`stores.postcode.${postcodeSearch.state}`, {
        postcode: postcodeSearch.postcode,
        place: postcodeSearch.state === 'found' ? postcodeSearch.place.place : '',
      })
    : location.status === 'idle'
      ? ''
      : t(`stores.location.${location.status}`);
  return (
    <Root aria-labelledby="store-finder-title">
      <Title id="store-finder-title">{t('stores.title')}</Title>
      <Controls>
        <TextField
          label={t('stores.searchLabel')}
          type="search"
          value={query}
          onChange={setQuery}
          autoComplete="off"
        />
        <Button variant="secondary" onPress={location.request} isLoading={location.status === 'asking'}>
          {t('stores.useLocation')}
        </Button>
      </Controls>
      <Status role="status">{statusText}</Status>
      {origin ? (
        <RadioGroup
          label={t('stores.sortLabel')}
          orientation="horizontal"
          value={order}
          onChange={(value) => setOrder(value === 'name' ? 'name' : 'distance')}
        >
          <Radio value="distance">{t('stores.sort.distance')}</Radio>
          <Radio value="name">{t('stores.sort.name')}</Radio>
        </RadioGroup>
      ) : null}
      {stores.status === 'error' ? (
        <div role="alert">
          <p>{t('stores.loadFailed')}</p>
          <Button variant="secondary" onPress={stores.reload}>
            {t('booking.retry')}
          </Button>
        </div>
      ) : stores.data === undefined ? (
        <Spinner label={t('booking.loading')} />
      ) : (
        <Layout>
          <section aria-label={t('stores.listLabel')}>
            <Muted aria-live="polite">
              {list.length === 0 ? t('stores.none') : t('stores.count', { count: list.length })}
            </Muted>
            <List>
              {list.map((store) => (
                <Item key={store.id} data-testid="store-item">
                  <ItemName>
                    <Link href={buildPath('store', { slug: store.slug })}>{store.name}</Link>
                  </ItemName>
                  <Muted>
                    {formatAddressLine(store.address)}
                    {store.distanceKm !== null
                      ? ` · ${t('booking.store.distance', { distance: roundDistance(store.distanceKm) })}`
                      : ''}
                  </Muted>
                  <OpenStatus store={store} now={now} />
                  <Link href={bookingHref(store.id)} variant="standalone">
                    {t('stores.book')}
                    <VisuallyHidden>: {store.name}</VisuallyHidden>
                  </Link>
                </Item>
              ))}
            </List>
          </section>
          <StoreMap stores={list} origin={origin} highlightId={origin ? (list[0]?.id ?? null) : null} />
        </Layout>
      )}
    </Root>
  );
}

/**
 * The store finder (`/finn-butikk`): search by name, city or zip code (four digits list every store
 * by distance from that postcode, looked up with the shop client's `findPostcode`); "use my location" with the
 * permission flow (asking, granted, denied, unavailable) announced in a status line; the list by
 * distance or name with open now or the next opening (Oslo time, backend clock); an offline SVG map.
 */
export const StoreFinder = /* @__PURE__ */ withBookingTexts(StoreFinderView);
