import type { ReactNode } from 'react';
import { SHOP_ROUTES, routeNeedsLogin, type ShopRouteMatch, type ShopRouteName } from '@glimt/ui';
import {
  AccountArea,
  AccountBookExamPage,
  AccountOverviewPage,
  FinanceDetailsRoute,
  InvoicePage,
  MyDetailsPage,
  OrderPage,
  OrderReturnRoute,
  OrdersPage,
  PaymentsPage,
  BookExamPage,
  BookHearingTestPage,
  CategoryPage,
  CheckoutRoute,
  OrderConfirmationRoute,
  ContentRoutePage,
  CookieListPage,
  FriendsSignupPage,
  GiftCardPage,
  ConnectLifestyleRoute,
  GlassesDocumentRoute,
  GlassesDocumentsRoute,
  GlassesPerksRoute,
  GlassesSubscriptionRoute,
  AddSubscriptionProductRoute,
  LensSubscriptionRoute,
  SubscriptionListRoute,
  UpdatePaymentMethodRoute,
  EyeHealthDayPage,
  B2bAgreementPage,
  StaffToolsPage,
  PaymentRequestRoute,
  RequisitionPage,
  HomePage,
  LoginGate,
  LoginRoute,
  LogoutRoute,
  ManageBookingPage,
  ProductPageRoute,
  RegisterRoute,
  ResetPasswordRoute,
  SearchPage,
  StoreFinderPage,
  StorePageRoute,
  StoreRedirectRoute,
  WinbackConfirmationRoute,
  WinbackRoute,
} from './pages/lazyPages';
import { PlaceholderPage } from './pages/PlaceholderPage';

/** What a page receives: the matched route and the URL's query. */
export interface DemoPageProps {
  match: ShopRouteMatch;
  pathname: string;
  search: string;
}

/** One route of the demo. */
export interface DemoRoute {
  /** The page's purpose in Norwegian: the heading of a placeholder and the document title. */
  title: string;
  /** The page; a placeholder with the title when left out (the page arrives with a later issue). */
  render?: (props: DemoPageProps) => ReactNode;
  /** The page completes the route progress itself once its data is in (see `routeProgress.ts`). */
  completesRouteProgress?: boolean;
  /** Hide the mobile bottom buttons on this page. */
  hideMobileBar?: boolean;
}

/** A content page from the content API (`GET /api/content/{route name}`). */
const content = (title: string): DemoRoute => ({
  title,
  render: (props) => <ContentRoutePage {...props} />,
});

const category = (title: string): DemoRoute => ({
  title,
  completesRouteProgress: true,
  render: ({ pathname }) => <CategoryPage key={pathname} pathname={pathname} title={title} />,
});

/**
 * Every route of the shop spec (section 2) mapped to its page. The record is typed over every route
 * name, so a route added to `SHOP_ROUTES` does not compile here until it has a page.
 */
export const DEMO_ROUTES: Record<ShopRouteName, DemoRoute> = {
  // Account and service routes
  press: content('Presse'),
  login: { title: 'Logg inn', render: (props) => <LoginRoute {...props} /> },
  logout: { title: 'Logg ut', render: () => <LogoutRoute /> },
  register: { title: 'Registrer deg', render: () => <RegisterRoute /> },
  resetPassword: { title: 'Glemt passord', render: () => <ResetPasswordRoute /> },
  account: { title: 'Min konto', render: (props) => <AccountOverviewPage {...props} /> },
  friendsSignup: { title: 'Bli medlem i Glimt Friends', render: (props) => <FriendsSignupPage {...props} /> },
  subscriptions: { title: 'Mine abonnementer', render: () => <SubscriptionListRoute /> },
  lensSubscription: { title: 'Linseabonnement', render: (props) => <LensSubscriptionRoute {...props} /> },
  lensSubscriptionChooseProduct: {
    title: 'Velg produkt å legge til',
    render: (props) => <AddSubscriptionProductRoute {...props} />,
  },
  lensSubscriptionAddProduct: {
    title: 'Legg til produkt',
    render: (props) => <AddSubscriptionProductRoute {...props} />,
  },
  lensSubscriptionUpdatePayment: {
    title: 'Oppdater betalingsmåte',
    render: (props) => <UpdatePaymentMethodRoute {...props} />,
  },
  glassesSubscription: {
    title: 'Brilleabonnement',
    render: (props) => <GlassesSubscriptionRoute {...props} />,
  },
  glassesSubscriptionDocuments: {
    title: 'Avtaledokumenter',
    render: (props) => <GlassesDocumentsRoute {...props} />,
  },
  glassesSubscriptionDocument: { title: 'Dokument', render: (props) => <GlassesDocumentRoute {...props} /> },
  glassesSubscriptionPerks: { title: 'Fordeler', render: (props) => <GlassesPerksRoute {...props} /> },
  invoice: { title: 'Faktura', render: (props) => <InvoicePage {...props} /> },
  paymentsAndInvoices: { title: 'Betaling og fakturaer', render: (props) => <PaymentsPage {...props} /> },
  financeDetails: { title: 'Finansieringsdetaljer', render: (props) => <FinanceDetailsRoute {...props} /> },
  orders: { title: 'Mine ordrer', render: (props) => <OrdersPage {...props} /> },
  order: { title: 'Ordre', render: (props) => <OrderPage {...props} /> },
  orderReturn: { title: 'Returner produkter', render: (props) => <OrderReturnRoute {...props} /> },
  myDetails: { title: 'Mine opplysninger', render: (props) => <MyDetailsPage {...props} /> },
  accountBookExam: { title: 'Bestill synstest', render: (props) => <AccountBookExamPage {...props} /> },
  connectLifestyle: { title: 'Koble til brilleabonnement', render: () => <ConnectLifestyleRoute /> },
  bookExam: { title: 'Bestill synstest', render: (props) => <BookExamPage {...props} /> },
  bookExamDetails: { title: 'Din timebestilling', render: (props) => <ManageBookingPage {...props} /> },
  storeFinder: { title: 'Finn butikk', render: (props) => <StoreFinderPage {...props} /> },
  store: { title: 'Butikk', render: (props) => <StorePageRoute {...props} /> },
  storeById: { title: 'Butikk', render: (props) => <StoreRedirectRoute {...props} /> },
  storesInCity: { title: 'Butikker', render: (props) => <StoreFinderPage {...props} /> },
  bookHearingTest: { title: 'Bestill hørselstest', render: (props) => <BookHearingTestPage {...props} /> },
  cookieList: { title: 'Informasjonskapsler i bruk', render: () => <CookieListPage /> },
  b2bAgreement: { title: 'Signer firmaavtale', render: (props) => <B2bAgreementPage {...props} /> },
  b2bEyeHealthDay: { title: 'Bestill øyehelsedag', render: () => <EyeHealthDayPage /> },
  staffTools: { title: 'Butikkverktøy', render: () => <StaffToolsPage /> },
  paymentRequest: { title: 'Betalingsforespørsel', render: (props) => <PaymentRequestRoute {...props} /> },
  requisition: {
    title: 'Rekvisisjon',
    render: (props) => (
      <LoginGate>
        <RequisitionPage {...props} />
      </LoginGate>
    ),
  },
  winback: { title: 'Angre oppsigelse', render: () => <WinbackRoute /> },
  winbackConfirmation: { title: 'Oppsigelsen er angret', render: () => <WinbackConfirmationRoute /> },
  giftCard: { title: 'Sjekk saldo på gavekort', render: () => <GiftCardPage /> },

  // Shop and shell routes
  home: { title: 'Briller, linser og synstest', render: () => <HomePage /> },
  checkout: { title: 'Kasse', hideMobileBar: true, render: () => <CheckoutRoute /> },
  orderConfirmation: {
    title: 'Ordrebekreftelse',
    hideMobileBar: true,
    render: (props) => <OrderConfirmationRoute {...props} />,
  },
  booking: { title: 'Timebestilling', render: (props) => <BookExamPage {...props} /> },
  search: { title: 'Søk', render: () => <SearchPage /> },
  product: { title: 'Produkt', render: (props) => <ProductPageRoute {...props} /> },
  glasses: category('Briller'),
  glassesSubcategory: category('Briller'),
  sunglasses: category('Solbriller'),
  sunglassesSubcategory: category('Solbriller'),
  sportsGlasses: category('Sportsbriller'),
  sportsGlassesSubcategory: category('Sportsbriller'),
  contactLenses: category('Kontaktlinser'),
  contactLensesSubcategory: category('Kontaktlinser'),
  eyeHealth: category('Øyehelse'),
  eyeHealthSubcategory: category('Øyehelse'),
  glassesAccessories: category('Tilbehør til briller'),
  sportsGlassesAccessories: category('Tilbehør til sportsbriller'),
  contactLensAccessories: category('Tilbehør til kontaktlinser'),

  // Content pages
  aboutBrand: content('Om Glimt'),
  contactUs: content('Kontakt oss'),
  friends: content('Glimt Friends'),
  friendsBenefits: content('Medlemsfordeler'),
  friendsTerms: content('Medlemsvilkår'),
  friendsFaq: content('Spørsmål og svar om Glimt Friends'),
  sustainability: content('Bærekraft'),
  transparencyAct: content('Åpenhetsloven'),
  companyAgreements: content('Firmaavtaler'),
  purchaseTerms: content('Kjøps- og leveransevilkår'),
  privacyPolicy: content('Personvernerklæring'),
  cookies: content('Informasjonskapsler'),
  accessibility: content('Tilgjengelighetserklæring'),
  glassesSubscriptionInfo: content('Brilleabonnement Lifestyle'),
  lensSubscriptionInfo: content('Linseabonnement Glimt Lifestyle'),
  myPagesTerms: content('Vilkår for Min side'),
  faq: content('Spørsmål og svar'),
};

/**
 * The page of a matched route: its own, or the placeholder. Every `/min-konto/*` page but login,
 * logout, register and reset is an account-area page: a guest is sent to the login, a customer sees
 * it inside the account layout.
 */
export function renderRoute(props: DemoPageProps): ReactNode {
  const page = renderPage(props);
  return routeNeedsLogin(props.match.name) ? (
    <AccountArea pathname={props.pathname}>{page}</AccountArea>
  ) : (
    page
  );
}

function renderPage(props: DemoPageProps): ReactNode {
  const route = DEMO_ROUTES[props.match.name];
  if (route.render) return route.render(props);
  return (
    <PlaceholderPage
      title={route.title}
      pattern={SHOP_ROUTES[props.match.name].pattern}
      params={props.match.params}
    />
  );
}
