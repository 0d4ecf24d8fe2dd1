import {
  BookingWizard,
  EyeHealthDayForm,
  ManageBooking,
  MyBookings,
  RequisitionDecision,
  StoreFinder,
  StorePage,
  StoreRedirect,
} from '@glimt/ui';
import type { DemoPageProps } from '../routes';

/** A path parameter of the matched route. */
function param(match: DemoPageProps['match'], name: string): string {
  return (match.params as Record<string, string | undefined>)[name] ?? '';
}

/** `?butikk=` of a store page's "book here" link. */
function storeParam(search: string): string | undefined {
  return new URLSearchParams(search).get('butikk') ?? undefined;
}

/** `/bestill-synstest` (and `/booking`): the booking wizard, with a store chosen beforehand when linked. */
export function BookExamPage({ search }: DemoPageProps) {
  return <BookingWizard initialStoreId={storeParam(search)} />;
}

/** `/bestill-horselstest`: the auditory booking. */
export function BookHearingTestPage({ search }: DemoPageProps) {
  return <BookingWizard kind="auditory" initialStoreId={storeParam(search)} />;
}

/** `/bestill-synstest/:id`: a booking's details, change time or cancel. */
export function ManageBookingPage({ match }: DemoPageProps) {
  return <ManageBooking key={param(match, 'id')} bookingId={param(match, 'id')} />;
}

/** `/rekvisisjon/:id`: the manager's page from the requisition e-mail (behind the login guard). */
export function RequisitionPage({ match }: DemoPageProps) {
  return <RequisitionDecision key={param(match, 'id')} requisitionId={param(match, 'id')} />;
}

/** `/min-konto/bestill-synstest`: the customer's bookings (upcoming and past), then the wizard for a new one. */
export function AccountBookExamPage({ search }: DemoPageProps) {
  return (
    <>
      <MyBookings />
      <BookingWizard initialStoreId={storeParam(search)} />
    </>
  );
}

/** `/finn-butikk` and `/butikker/:city`: the store finder, a city page starting with its city. */
export function StoreFinderPage({ match }: DemoPageProps) {
  const city = param(match, 'city').replace(/-/g, ' ');
  return <StoreFinder key={city} initialQuery={city} />;
}

/** `/finn-butikk/:slug`: one store. */
export function StorePageRoute({ match }: DemoPageProps) {
  return <StorePage key={param(match, 'slug')} slug={param(match, 'slug')} />;
}

/** `/butikk/:storeId`: redirects to the store's page. */
export function StoreRedirectRoute({ match }: DemoPageProps) {
  return <StoreRedirect storeId={param(match, 'storeId')} />;
}

/** `/b2b/oyehelsedag`: a company asks for an eye-health day. */
export function EyeHealthDayPage() {
  return <EyeHealthDayForm />;
}
