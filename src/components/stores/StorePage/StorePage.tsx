import { useEffect } from 'react';
import { useTranslate } from '../../../i18n/context';
import { useNavigation } from '../../../navigation';
import { formatDayNb, osloWallClock } from '../../../shop/osloTime';
import { buildPath } from '../../../shop/routes';
import type { StoreDayHours } from '../../../shop/schemas/stores';
import { storesInCityHref } from '../../../shop/stores/links';
import { hoursFrom, upcomingDeviations } from '../../../shop/stores/openingHours';
import { Button, Link, Spinner } from '../../primitives';
import { useShopRead } from '../../session/useShopRead';
import { OpenStatus } from '../OpenStatus';
import { useBackendNow } from '../../session/useBackendNow';
import { Columns, Root, Section, Table, Title } from './StorePage.styles';
import { withBookingTexts } from '../../booking/bookingTexts';

/** Props of {@link StorePage}. */
export interface StorePageProps {
  /** The store's slug (or id). */
  slug: string;
}

function HoursRow({ day }: { day: StoreDayHours }) {
  const t = useTranslate();
  const hours = day.opens && day.closes ? `${day.opens}–${day.closes}` : t('store.closedDay');
  return (
    <tr data-deviation={day.deviation ? '' : undefined}>
      <th scope="row">{formatDayNb(day.date, 'EEEE d. MMM')}</th>
      <td>{day.deviation ? `${hours} (${day.deviation})` : hours}</td>
    </tr>
  );
}

function StorePageView({ slug }: StorePageProps) {
  const t = useTranslate();
  const now = useBackendNow();
  const store = useShopRead('getStore', [slug], (shop) => shop.getStore(slug));
  if (store.status === 'error') {
    return (
      <Root>
        <Title>{t('store.notFound')}</Title>
        <Link href={buildPath('storeFinder')}>{t('store.backToFinder')}</Link>
      </Root>
    );
  }
  if (!store.data) return <Spinner label={t('booking.loading')} />;
  const data = store.data;
  const today = now ? osloWallClock(now).date : null;
  return (
    <Root aria-labelledby="store-title">
      <Title id="store-title">{data.name}</Title>
      <OpenStatus store={data} now={now} />
      <Link href={`${buildPath('bookExam')}?butikk=${encodeURIComponent(data.id)}`} variant="standalone">
        {t('stores.book')}
      </Link>
      <Columns>
        <Section aria-labelledby="store-address">
          <h2 id="store-address">{t('store.address')}</h2>
          <p>{data.address.street}</p>
          <p>
            {data.address.zipCode} {data.address.city}
          </p>
          <p>
            <Link href={storesInCityHref(data.address.city)}>
              {t('store.moreInCity', { city: data.address.city })}
            </Link>
          </p>
          <h2>{t('store.contact')}</h2>
          <p>
            <Link href={`tel:${data.phone.replace(/\s/g, '')}`}>{data.phone}</Link>
          </p>
          <p>
            <Link href={`mailto:${data.email}`}>{data.email}</Link>
          </p>
        </Section>
        <Section aria-labelledby="store-hours">
          <h2 id="store-hours">{t('store.hours')}</h2>
          {today ? (
            <Table>
              <tbody>
                {hoursFrom(data, today, 7).map((day) => (
                  <HoursRow key={day.date} day={day} />
                ))}
              </tbody>
            </Table>
          ) : null}
          {data.lunchClosure ? (
            <p>{t('store.lunch', { from: data.lunchClosure.from, to: data.lunchClosure.to })}</p>
          ) : null}
        </Section>
      </Columns>
      {today && upcomingDeviations(data, today).length > 0 ? (
        <Section aria-labelledby="store-deviations">
          <h2 id="store-deviations">{t('store.deviations')}</h2>
          <Table>
            <tbody>
              {upcomingDeviations(data, today).map((deviation) => (
                <tr key={deviation.date}>
                  <th scope="row">{formatDayNb(deviation.date, 'EEEE d. MMMM')}</th>
                  <td>
                    {deviation.label}:{' '}
                    {deviation.opens && deviation.closes
                      ? `${deviation.opens}–${deviation.closes}`
                      : t('store.closedDay')}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Section>
      ) : null}
      <Link href={buildPath('storeFinder')}>{t('store.backToFinder')}</Link>
    </Root>
  );
}

/**
 * A store's page: address and contact, "open now" (Oslo time, backend clock), the next seven days'
 * hours with deviations and the lunch closure, upcoming deviating days, and "book at this store".
 */
export const StorePage = /* @__PURE__ */ withBookingTexts(StorePageView);

/** Props of {@link StoreRedirect}. */
export interface StoreRedirectProps {
  /** The store id of the store-id route. */
  storeId: string;
}

function StoreRedirectView({ storeId }: StoreRedirectProps) {
  const t = useTranslate();
  const navigation = useNavigation();
  const store = useShopRead('getStore', [storeId], (shop) => shop.getStore(storeId));
  const slug = store.data?.slug;
  useEffect(() => {
    if (slug) navigation.navigate(buildPath('store', { slug }), { replace: true });
  }, [slug, navigation]);
  if (store.status === 'error') {
    return (
      <Root>
        <Title>{t('store.notFound')}</Title>
        <Button variant="secondary" onPress={store.reload}>
          {t('booking.retry')}
        </Button>
      </Root>
    );
  }
  return <Spinner label={t('booking.loading')} />;
}

/** The store-id route: looks the store up and replaces the address with its page's. */
export const StoreRedirect = /* @__PURE__ */ withBookingTexts(StoreRedirectView);
