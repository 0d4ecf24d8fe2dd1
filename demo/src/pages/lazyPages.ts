import { lazy } from 'react';

/**
 * The demo's pages, each a chunk of its own (`React.lazy`): a visitor on the home page does not
 * load the booking wizard, the product page or the category listing. `App` shows them inside
 * `Suspense`, with a fallback a screen tall so the footer never jumps.
 */
// The start page is not lazy: it is where most visits begin, its own code is about 1 kB gzip (its
// product rows are a chunk of their own), and its text then shows in the entry's first paint.
export { HomePage } from './HomePage';
export const CategoryPage = /* @__PURE__ */ lazy(() =>
  import('./CategoryPage').then((module) => ({ default: module.CategoryPage })),
);
export const SearchPage = /* @__PURE__ */ lazy(() =>
  import('./SearchPage').then((module) => ({ default: module.SearchPage })),
);
/** The account routes' login guard (with the account texts it shows a guest). */
export const LoginGate = /* @__PURE__ */ lazy(() =>
  import('./LoginGate').then((module) => ({ default: module.LoginGate })),
);
export const WidgetSearchPage = /* @__PURE__ */ lazy(() =>
  import('../widget/WidgetSearchPage').then((module) => ({ default: module.WidgetSearchPage })),
);
export const ProductPageRoute = /* @__PURE__ */ lazy(() =>
  import('./ProductPageRoute').then((module) => ({ default: module.ProductPageRoute })),
);

const booking = () => import('./BookingPages');
export const BookExamPage = /* @__PURE__ */ lazy(() =>
  booking().then((module) => ({ default: module.BookExamPage })),
);
export const BookHearingTestPage = /* @__PURE__ */ lazy(() =>
  booking().then((module) => ({ default: module.BookHearingTestPage })),
);
export const ManageBookingPage = /* @__PURE__ */ lazy(() =>
  booking().then((module) => ({ default: module.ManageBookingPage })),
);
export const RequisitionPage = /* @__PURE__ */ lazy(() =>
  booking().then((module) => ({ default: module.RequisitionPage })),
);
export const AccountBookExamPage = /* @__PURE__ */ lazy(() =>
  booking().then((module) => ({ default: module.AccountBookExamPage })),
);
export const StoreFinderPage = /* @__PURE__ */ lazy(() =>
  booking().then((module) => ({ default: module.StoreFinderPage })),
);
export const StorePageRoute = /* @__PURE__ */ lazy(() =>
  booking().then((module) => ({ default: module.StorePageRoute })),
);
export const StoreRedirectRoute = /* @__PURE__ */ lazy(() =>
  booking().then((module) => ({ default: module.StoreRedirectRoute })),
);
export const EyeHealthDayPage = /* @__PURE__ */ lazy(() =>
  booking().then((module) => ({ default: module.EyeHealthDayPage })),
);

const content = () => import('./ContentPages');
export const ContentRoutePage = /* @__PURE__ */ lazy(() =>
  content().then((module) => ({ default: module.ContentRoutePage })),
);
export const CookieListPage = /* @__PURE__ */ lazy(() =>
  content().then((module) => ({ default: module.CookieListPage })),
);
export const GiftCardPage = /* @__PURE__ */ lazy(() =>
  content().then((module) => ({ default: module.GiftCardPage })),
);
export const FriendsSignupPage = /* @__PURE__ */ lazy(() =>
  content().then((module) => ({ default: module.FriendsSignupPage })),
);
export const DemoConsentSettings = /* @__PURE__ */ lazy(() =>
  content().then((module) => ({ default: module.DemoConsentSettings })),
);
const glassesSubscription = () => import('./GlassesSubscriptionPages');
export const GlassesSubscriptionRoute = /* @__PURE__ */ lazy(() =>
  glassesSubscription().then((module) => ({ default: module.GlassesSubscriptionRoute })),
);
export const GlassesPerksRoute = /* @__PURE__ */ lazy(() =>
  glassesSubscription().then((module) => ({ default: module.GlassesPerksRoute })),
);
export const GlassesDocumentsRoute = /* @__PURE__ */ lazy(() =>
  glassesSubscription().then((module) => ({ default: module.GlassesDocumentsRoute })),
);
export const GlassesDocumentRoute = /* @__PURE__ */ lazy(() =>
  glassesSubscription().then((module) => ({ default: module.GlassesDocumentRoute })),
);
export const ConnectLifestyleRoute = /* @__PURE__ */ lazy(() =>
  glassesSubscription().then((module) => ({ default: module.ConnectLifestyleRoute })),
);
export const WinbackRoute = /* @__PURE__ */ lazy(() =>
  glassesSubscription().then((module) => ({ default: module.WinbackRoute })),
);
export const WinbackConfirmationRoute = /* @__PURE__ */ lazy(() =>
  glassesSubscription().then((module) => ({ default: module.WinbackConfirmationRoute })),
);
const account = () => import('./AccountPages');
export const AccountOverviewPage = /* @__PURE__ */ lazy(() =>
  account().then((module) => ({ default: module.AccountOverviewPage })),
);
export const MyDetailsPage = /* @__PURE__ */ lazy(() =>
  account().then((module) => ({ default: module.MyDetailsPage })),
);
export const OrdersPage = /* @__PURE__ */ lazy(() =>
  account().then((module) => ({ default: module.OrdersPage })),
);
export const OrderPage = /* @__PURE__ */ lazy(() =>
  account().then((module) => ({ default: module.OrderPage })),
);
export const OrderReturnRoute = /* @__PURE__ */ lazy(() =>
  account().then((module) => ({ default: module.OrderReturnRoute })),
);
export const PaymentsPage = /* @__PURE__ */ lazy(() =>
  account().then((module) => ({ default: module.PaymentsPage })),
);
export const InvoicePage = /* @__PURE__ */ lazy(() =>
  account().then((module) => ({ default: module.InvoicePage })),
);
export const FinanceDetailsRoute = /* @__PURE__ */ lazy(() =>
  account().then((module) => ({ default: module.FinanceDetailsRoute })),
);
const auth = () => import('./AuthPages');
export const LoginRoute = /* @__PURE__ */ lazy(() =>
  auth().then((module) => ({ default: module.LoginRoute })),
);
export const LogoutRoute = /* @__PURE__ */ lazy(() =>
  auth().then((module) => ({ default: module.LogoutRoute })),
);
export const RegisterRoute = /* @__PURE__ */ lazy(() =>
  auth().then((module) => ({ default: module.RegisterRoute })),
);
export const ResetPasswordRoute = /* @__PURE__ */ lazy(() =>
  auth().then((module) => ({ default: module.ResetPasswordRoute })),
);
export const SubscriptionListRoute = /* @__PURE__ */ lazy(() =>
  glassesSubscription().then((module) => ({ default: module.SubscriptionListRoute })),
);
export const LensSubscriptionRoute = /* @__PURE__ */ lazy(() =>
  glassesSubscription().then((module) => ({ default: module.LensSubscriptionRoute })),
);
export const AddSubscriptionProductRoute = /* @__PURE__ */ lazy(() =>
  glassesSubscription().then((module) => ({ default: module.AddSubscriptionProductRoute })),
);
export const UpdatePaymentMethodRoute = /* @__PURE__ */ lazy(() =>
  glassesSubscription().then((module) => ({ default: module.UpdatePaymentMethodRoute })),
);

const checkout = () => import('./CheckoutPages');
export const CheckoutRoute = /* @__PURE__ */ lazy(() =>
  checkout().then((module) => ({ default: module.CheckoutRoute })),
);
export const OrderConfirmationRoute = /* @__PURE__ */ lazy(() =>
  checkout().then((module) => ({ default: module.OrderConfirmationRoute })),
);
export const B2bAgreementPage = /* @__PURE__ */ lazy(() =>
  import('./B2bPages').then((module) => ({ default: module.B2bAgreementPage })),
);
const staff = () => import('./StaffPages');
export const StaffToolsPage = /* @__PURE__ */ lazy(() =>
  staff().then((module) => ({ default: module.StaffToolsPage })),
);
export const PaymentRequestRoute = /* @__PURE__ */ lazy(() =>
  staff().then((module) => ({ default: module.PaymentRequestRoute })),
);
