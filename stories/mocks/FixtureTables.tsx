/**
 * Tables for the "Mocks/Fake backend" docs page, generated from the fixtures of `@glimt/ui/mocks`,
 * so the page always shows what the fake backend really holds.
 */
import type { CSSProperties, ReactNode } from 'react';
import {
  CANCELLATION_FEE,
  CONNECTABLE_GLASSES_SUBSCRIPTION_NUMBER,
  FAILING_DIRECT_DEBIT_ACCOUNT,
  FAILING_ORGANISATION_NUMBER,
  FAILING_SSN,
  FULLY_BOOKED_STORE_ID,
  LOGIN_UNAVAILABLE_EMAIL,
  PROVIDER_DOWN_STORE_ID,
  bankIdTestNumbers,
  getMockStore,
  mockAccounts,
  mockAgeGroups,
  mockArticles,
  mockBrands,
  mockCategories,
  mockContentPages,
  mockDiscountCodes,
  mockExamTypes,
  mockGiftCards,
  mockGlassesSubscriptions,
  mockInvoices,
  mockLensSubscriptions,
  mockOrders,
  mockOrganisations,
  mockProductDisplays,
  mockRequisitions,
  mockStores,
} from '@glimt/ui/mocks';

const tableStyle: CSSProperties = {
  borderCollapse: 'collapse',
  width: '100%',
  fontSize: 14,
  margin: '8px 0 24px',
};
const cellStyle: CSSProperties = {
  borderBottom: '1px solid #d7dadf',
  padding: '6px 8px',
  textAlign: 'left',
  verticalAlign: 'top',
};

function Table({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: readonly string[];
  rows: ReadonlyArray<readonly ReactNode[]>;
}) {
  return (
    <table style={tableStyle}>
      <caption style={{ textAlign: 'left', fontWeight: 600, padding: '4px 0' }}>{caption}</caption>
      <thead>
        <tr>
          {head.map((title) => (
            <th key={title} scope="col" style={cellStyle}>
              {title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={index}>
            {row.map((cell, column) => (
              <td key={column} style={cellStyle}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const DAY_SHORT: Record<string, string> = {
  monday: 'man',
  tuesday: 'tir',
  wednesday: 'ons',
  thursday: 'tor',
  friday: 'fre',
  saturday: 'lør',
  sunday: 'søn',
};

/** "man–fre 10:00–21:00, lør 10:00–20:00, søn stengt" from a store's regular hours. */
function summariseHours(hours: (typeof mockStores)[number]['openingHours']): string {
  const groups: Array<{ from: string; to: string; text: string }> = [];
  for (const day of hours) {
    const text = day.opens && day.closes ? `${day.opens}–${day.closes}` : 'stengt';
    const last = groups[groups.length - 1];
    if (last && last.text === text) last.to = day.day;
    else groups.push({ from: day.day, to: day.day, text });
  }
  return groups
    .map(
      (group) =>
        `${DAY_SHORT[group.from]}${group.from === group.to ? '' : `–${DAY_SHORT[group.to]}`} ${group.text}`,
    )
    .join(', ');
}

/** Deviations every store has (shown as one note). */
const HOLIDAY_LABELS = [
  'Julaften',
  '1. juledag',
  '2. juledag',
  'Nyttårsaften',
  '1. nyttårsdag',
  'Søndagsåpent før jul',
];

/** The 26 stores with address, hours, lunch closure, deviations and services. */
export function StoreTable() {
  return (
    <Table
      caption={`Butikker (${mockStores.length})`}
      head={['Id', 'Navn og slug', 'Adresse', 'Åpningstider', 'Lunsj', 'Avvik', 'Tjenester']}
      rows={mockStores.map((store) => [
        store.id,
        <>
          {store.name}
          <br />
          <code>{store.slug}</code>
        </>,
        `${store.address.street}, ${store.address.zipCode} ${store.address.city}`,
        summariseHours(store.openingHours),
        store.lunchClosure ? `${store.lunchClosure.from}–${store.lunchClosure.to} (hverdager)` : '–',
        [
          ...store.deviatingHours
            .filter((deviation) => !HOLIDAY_LABELS.includes(deviation.label))
            .map(
              (deviation) =>
                `${deviation.date}: ${deviation.label} ${deviation.opens ? `${deviation.opens}–${deviation.closes}` : '(stengt)'}`,
            ),
          store.deviatingHours.some((deviation) => deviation.label === 'Søndagsåpent før jul')
            ? 'jul og nyttår, søndagsåpent før jul'
            : 'jul og nyttår',
        ].join('; '),
        [
          store.services.join(', '),
          store.externalBooking ? ' · ekstern booking (forespørsel)' : '',
          store.id === FULLY_BOOKED_STORE_ID ? ' · fullbooket' : '',
          store.id === PROVIDER_DOWN_STORE_ID ? ' · leverandør nede (503)' : '',
        ].join(''),
      ])}
    />
  );
}

/** Accounts with their test credentials. */
export function AccountTable() {
  return (
    <Table
      caption="Kontoer og testinnlogging"
      head={['Nøkkel', 'Navn', 'E-post', 'Passord', 'Personnummer (BankID)', 'Rolle', 'Hva den viser']}
      rows={mockAccounts.map((account) => [
        <code key="key">{account.key}</code>,
        account.customer.role === 'store'
          ? (getMockStore(account.customer.storeId ?? '')?.name ?? account.customer.firstName)
          : `${account.customer.firstName} ${account.customer.lastName}`,
        account.customer.email,
        <code key="password">{account.password}</code>,
        account.personalNumber ?? '–',
        account.customer.role,
        account.description,
      ])}
    />
  );
}

/** BankID test numbers and their outcomes. */
export function BankIdTable() {
  return (
    <Table
      caption="Mobile BankID-testnumre"
      head={['Personnummer', 'Utfall', 'Forløp']}
      rows={[
        ...bankIdTestNumbers.map((entry) => [entry.personalNumber, entry.outcome, entry.description]),
        ['(uten nummer)', 'complete', 'QR-kode eller samme enhet: Kari Nordmann etter to ventende svar.'],
        ['(andre nummer)', 'failed', 'Ukjent person: failed med hintCode startFailed.'],
      ]}
    />
  );
}

/** Gift cards with number, PIN and balance. */
export function GiftCardTable() {
  return (
    <Table
      caption="Gavekort"
      head={['Nummer', 'PIN', 'Saldo', 'Gyldig til', 'Beskrivelse']}
      rows={mockGiftCards.map((card) => [
        card.number,
        card.pin,
        `kr ${card.balance}`,
        card.expiresOn,
        card.description,
      ])}
    />
  );
}

/** Account data in every status: orders, invoices, subscriptions, requisitions, companies. */
export function AccountDataTable() {
  const count = <T,>(items: readonly T[], key: (item: T) => string) => {
    const counts = new Map<string, number>();
    for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
    return [...counts].map(([value, n]) => `${value} (${n})`).join(', ');
  };
  return (
    <Table
      caption="Kontodata (Kari Nordmann, 100001)"
      head={['Hva', 'Antall', 'Statuser']}
      rows={[
        ['Ordrer', mockOrders.length, count(mockOrders, (order) => `${order.statusLabel}/${order.status}`)],
        ['Fakturaer', mockInvoices.length, count(mockInvoices, (invoice) => invoice.status)],
        [
          'Betalingsmåter (faktura)',
          mockInvoices.length,
          count(mockInvoices, (invoice) => invoice.paymentMethod),
        ],
        [
          'Linseabonnement',
          mockLensSubscriptions.length,
          count(
            mockLensSubscriptions,
            (entry) =>
              `${entry.subscription.id}: ${entry.subscription.status}${entry.subscription.frozen ? ' frosset' : ''}`,
          ),
        ],
        [
          'Brilleabonnement',
          mockGlassesSubscriptions.length,
          count(
            mockGlassesSubscriptions,
            (entry) =>
              `${entry.subscription.id}: ${entry.subscription.status}${entry.subscription.winback ? ' (oppsagt, winback)' : ''}${entry.customerNumber === null ? ' (ikke koblet)' : ''}`,
          ),
        ],
        [
          'Rekvisisjoner',
          mockRequisitions.length,
          count(mockRequisitions, (requisition) => `${requisition.id}: ${requisition.status}`),
        ],
        [
          'Bedrifter',
          mockOrganisations.length,
          mockOrganisations
            .map((organisation) => `${organisation.organisationNumber} ${organisation.name}`)
            .join(', '),
        ],
        [
          'Synstesttyper',
          mockExamTypes.length,
          mockExamTypes
            .map((type) => `${type.name} (${type.levels.map((level) => level.name).join(', ')})`)
            .join('; '),
        ],
        [
          'Aldersgrupper',
          mockAgeGroups.booking.length,
          `${mockAgeGroups.booking.map((group) => group.label).join(', ')} · ${mockAgeGroups.alternative.map((group) => group.label).join(', ')}`,
        ],
      ]}
    />
  );
}

/** Test triggers of the fake backend's error paths. */
export function TriggerTable() {
  return (
    <Table
      caption="Utløsere for feil og spesialtilfeller"
      head={['Kall', 'Gjør dette', 'Svar']}
      rows={[
        ['POST /api/auth/login', `e-post ${LOGIN_UNAVAILABLE_EMAIL}`, '503 LoginUnavailable'],
        ['POST /api/auth/login', 'feil passord', '401 LoginFailed'],
        ['POST /api/booking', `butikk ${FULLY_BOOKED_STORE_ID}`, 'ingen ledige tider'],
        ['POST /api/booking', `butikk ${PROVIDER_DOWN_STORE_ID}`, '503 ExternalProviderUnavailable'],
        ['POST /api/booking/:id/cancel', 'mindre enn 24 timer før', `gebyr kr ${CANCELLATION_FEE}`],
        ['POST /api/checkout/payment', `ssn ${FAILING_SSN}`, 'result 0 (Failed)'],
        ['POST /api/checkout/payment', 'Klarna uten ssn som gjest', 'result 1 (SsnRequired)'],
        ['POST /api/checkout/payment', 'manglende kundefelt', 'result 2 (ValidationsRequired)'],
        ['POST /api/checkout/payment', 'ukjent eller gammel transactionId', 'result 99 (TransactionExpired)'],
        [
          'POST /api/checkout/discount-code',
          mockDiscountCodes.map((code) => code.code).join(' / '),
          'gyldige koder; andre gir 404',
        ],
        ['GET /api/b2b/organisation/:nr', FAILING_ORGANISATION_NUMBER, '502 OrganisationLookupFailed'],
        [
          'POST …/lens/:id/payment-method',
          `direct debit ${FAILING_DIRECT_DEBIT_ACCOUNT}`,
          '409 DirectDebitRegistrationFailed',
        ],
        [
          'POST /api/subscriptions/glasses/connect',
          CONNECTABLE_GLASSES_SUBSCRIPTION_NUMBER,
          'kobles til kontoen',
        ],
      ]}
    />
  );
}

/** Counts of backend A's catalogue. */
export function CatalogueTable() {
  const byCategory = new Map<string, number>();
  for (const article of mockArticles)
    byCategory.set(article.category, (byCategory.get(article.category) ?? 0) + 1);
  return (
    <Table
      caption={`Katalog (${mockArticles.length} artikler)`}
      head={['Hva', 'Antall']}
      rows={[
        ...[...byCategory].map(([category, n]) => [category, n]),
        ['Merker', mockBrands.length],
        ['Kategorisider', mockCategories.length],
        ['Innholdssider', mockContentPages.length],
        ['Widget-produkter', mockProductDisplays.length],
        [
          'Med video',
          mockArticles.filter((article) =>
            article.medias.some((media) => Object.values(media).some((item) => item?.video)),
          ).length,
        ],
      ]}
    />
  );
}
