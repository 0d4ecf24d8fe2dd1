import type { ReactNode } from 'react';
import {
  AccountGate,
  SHOP_ROUTES,
  routeNeedsLogin,
  type ShopRouteMatch,
  type ShopRouteName,
} from '@glimt/ui';
import {
  AccountBookExamPage,
  BookExamPage,
  BookHearingTestPage,
  CategoryPage,
  EyeHealthDayPage,
  HomePage,
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
  press: { title: 'Presse' },
  login: { title: 'Logg inn', render: (props) => <LoginRoute {...props} /> },
  logout: { title: 'Logg ut', render: () => <LogoutRoute /> },
  register: { title: 'Registrer deg', render: () => <RegisterRoute /> },
  resetPassword: { title: 'Glemt passord', render: () => <ResetPasswordRoute /> },
  account: { title: 'Min konto' },
  friendsSignup: { title: 'Bli medlem i Glimt Friends' },
  subscriptions: { title: 'Mine abonnementer' },
  lensSubscription: { title: 'Linseabonnement' },
  lensSubscriptionChooseProduct: { title: 'Velg produkt å legge til' },
  lensSubscriptionAddProduct: { title: 'Legg til produkt' },
  lensSubscriptionUpdatePayment: { title: 'Oppdater betalingsmåte' },
  glassesSubscription: { title: 'Brilleabonnement' },
  glassesSubscriptionDocuments: { title: 'Avtaledokumenter' },
  glassesSubscriptionDocument: { title: 'Dokument' },
  glassesSubscriptionPerks: { title: 'Fordeler' },
  invoice: { title: 'Faktura' },
  paymentsAndInvoices: { title: 'Betaling og fakturaer' },
  financeDetails: { title: 'Finansieringsdetaljer' },
  orders: { title: 'Mine ordrer' },
  order: { title: 'Ordre' },
  orderReturn: { title: 'Returner produkter' },
  myDetails: { title: 'Mine opplysninger' },
  accountBookExam: { title: 'Bestill synstest', render: (props) => <AccountBookExamPage {...props} /> },
  connectLifestyle: { title: 'Koble til brilleabonnement' },
  bookExam: { title: 'Bestill synstest', render: (props) => <BookExamPage {...props} /> },
  bookExamDetails: { title: 'Din timebestilling', render: (props) => <ManageBookingPage {...props} /> },
  storeFinder: { title: 'Finn butikk', render: (props) => <StoreFinderPage {...props} /> },
  store: { title: 'Butikk', render: (props) => <StorePageRoute {...props} /> },
  storeById: { title: 'Butikk', render: (props) => <StoreRedirectRoute {...props} /> },
  storesInCity: { title: 'Butikker', render: (props) => <StoreFinderPage {...props} /> },
  bookHearingTest: { title: 'Bestill hørselstest', render: (props) => <BookHearingTestPage {...props} /> },
  cookieList: { title: 'Informasjonskapsler i bruk' },
  b2bAgreement: { title: 'Signer firmaavtale' },
  b2bEyeHealthDay: { title: 'Bestill øyehelsedag', render: () => <EyeHealthDayPage /> },
  winback: { title: 'Angre oppsigelse' },
  winbackConfirmation: { title: 'Oppsigelsen er angret' },
  giftCard: { title: 'Sjekk saldo på gavekort' },

  // Shop and shell routes
  home: { title: 'Briller, linser og synstest', render: () => <HomePage /> },
  checkout: { title: 'Kasse', hideMobileBar: true },
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
  aboutBrand: { title: 'Om Glimt' },
  contactUs: { title: 'Kontakt oss' },
  friends: { title: 'Glimt Friends' },
  friendsBenefits: { title: 'Medlemsfordeler' },
  friendsTerms: { title: 'Medlemsvilkår' },
  friendsFaq: { title: 'Spørsmål og svar om Glimt Friends' },
  sustainability: { title: 'Bærekraft' },
  transparencyAct: { title: 'Åpenhetsloven' },
  companyAgreements: { title: 'Firmaavtaler' },
  purchaseTerms: { title: 'Kjøps- og leveransevilkår' },
  privacyPolicy: { title: 'Personvernerklæring' },
  cookies: { title: 'Informasjonskapsler' },
  accessibility: { title: 'Tilgjengelighetserklæring' },
  glassesSubscriptionInfo: { title: 'Brilleabonnement Lifestyle' },
  lensSubscriptionInfo: { title: 'Linseabonnement Glimt Lifestyle' },
  myPagesTerms: { title: 'Vilkår for Min side' },
};

/** The page of a matched route: its own, or the placeholder; an account page behind the login guard. */
export function renderRoute(props: DemoPageProps): ReactNode {
  return withLoginGuard(props.match.name, renderPage(props));
}

/** Every `/min-konto/*` page but login, logout, register and reset sends a guest to the login. */
function withLoginGuard(name: ShopRouteName, page: ReactNode): ReactNode {
  return routeNeedsLogin(name) ? <AccountGate>{page}</AccountGate> : page;
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
