import { lazy, type FunctionComponent, type LazyExoticComponent } from 'react';
import {
  loadAccountPages,
  loadAuthPages,
  loadB2bPages,
  loadBookingPages,
  loadCategoryPage,
  loadCheckoutPages,
  loadContentPages,
  loadGlassesSubscriptionPages,
  loadLoginGate,
  loadProductPageRoute,
  loadSearchPage,
  loadStaffPages,
  loadWidgetSearchPage,
} from './pageLoaders';

/**
 * The demo's pages, each a chunk of its own (`React.lazy`): a visitor on the home page does not
 * load the booking wizard, the product page or the category listing. `App` shows them inside
 * `Suspense`, with a fallback a screen tall so the footer never jumps.
 */
// The start page is not lazy: it is where most visits begin, its own code is about 1 kB gzip (its
// product rows are a chunk of their own), and its text then shows in the entry's first paint.
export { HomePage } from './HomePage';

/** A page's loader stays on its lazy component, so a test can tell which chunk a route renders. */
export type LazyPage<P extends object> = LazyExoticComponent<FunctionComponent<P>> & {
  load: () => Promise<unknown>;
};

function lazyPage<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => FunctionComponent<P>,
): LazyPage<P> {
  return Object.assign(
    lazy(() => load().then((module) => ({ default: pick(module) }))),
    { load },
  );
}

export const CategoryPage = /* @__PURE__ */ lazyPage(loadCategoryPage, (module) => module.CategoryPage);
export const SearchPage = /* @__PURE__ */ lazyPage(loadSearchPage, (module) => module.SearchPage);
export const LoginGate = /* @__PURE__ */ lazyPage(loadLoginGate, (module) => module.LoginGate);
export const AccountArea = /* @__PURE__ */ lazyPage(loadLoginGate, (module) => module.AccountArea);
export const WidgetSearchPage = /* @__PURE__ */ lazyPage(
  loadWidgetSearchPage,
  (module) => module.WidgetSearchPage,
);
export const ProductPageRoute = /* @__PURE__ */ lazyPage(
  loadProductPageRoute,
  (module) => module.ProductPageRoute,
);
export const BookExamPage = /* @__PURE__ */ lazyPage(loadBookingPages, (module) => module.BookExamPage);
export const BookHearingTestPage = /* @__PURE__ */ lazyPage(
  loadBookingPages,
  (module) => module.BookHearingTestPage,
);
export const ManageBookingPage = /* @__PURE__ */ lazyPage(
  loadBookingPages,
  (module) => module.ManageBookingPage,
);
export const RequisitionPage = /* @__PURE__ */ lazyPage(loadBookingPages, (module) => module.RequisitionPage);
export const AccountBookExamPage = /* @__PURE__ */ lazyPage(
  loadBookingPages,
  (module) => module.AccountBookExamPage,
);
export const StoreFinderPage = /* @__PURE__ */ lazyPage(loadBookingPages, (module) => module.StoreFinderPage);
export const StorePageRoute = /* @__PURE__ */ lazyPage(loadBookingPages, (module) => module.StorePageRoute);
export const StoreRedirectRoute = /* @__PURE__ */ lazyPage(
  loadBookingPages,
  (module) => module.StoreRedirectRoute,
);
export const EyeHealthDayPage = /* @__PURE__ */ lazyPage(
  loadBookingPages,
  (module) => module.EyeHealthDayPage,
);
export const ContentRoutePage = /* @__PURE__ */ lazyPage(
  loadContentPages,
  (module) => module.ContentRoutePage,
);
export const CookieListPage = /* @__PURE__ */ lazyPage(loadContentPages, (module) => module.CookieListPage);
export const GiftCardPage = /* @__PURE__ */ lazyPage(loadContentPages, (module) => module.GiftCardPage);
export const FriendsSignupPage = /* @__PURE__ */ lazyPage(
  loadContentPages,
  (module) => module.FriendsSignupPage,
);
export const DemoConsentSettings = /* @__PURE__ */ lazyPage(
  loadContentPages,
  (module) => module.DemoConsentSettings,
);
export const GlassesSubscriptionRoute = /* @__PURE__ */ lazyPage(
  loadGlassesSubscriptionPages,
  (module) => module.GlassesSubscriptionRoute,
);
export const GlassesPerksRoute = /* @__PURE__ */ lazyPage(
  loadGlassesSubscriptionPages,
  (module) => module.GlassesPerksRoute,
);
export const GlassesDocumentsRoute = /* @__PURE__ */ lazyPage(
  loadGlassesSubscriptionPages,
  (module) => module.GlassesDocumentsRoute,
);
export const GlassesDocumentRoute = /* @__PURE__ */ lazyPage(
  loadGlassesSubscriptionPages,
  (module) => module.GlassesDocumentRoute,
);
export const ConnectLifestyleRoute = /* @__PURE__ */ lazyPage(
  loadGlassesSubscriptionPages,
  (module) => module.ConnectLifestyleRoute,
);
export const WinbackRoute = /* @__PURE__ */ lazyPage(
  loadGlassesSubscriptionPages,
  (module) => module.WinbackRoute,
);
export const WinbackConfirmationRoute = /* @__PURE__ */ lazyPage(
  loadGlassesSubscriptionPages,
  (module) => module.WinbackConfirmationRoute,
);
export const AccountOverviewPage = /* @__PURE__ */ lazyPage(
  loadAccountPages,
  (module) => module.AccountOverviewPage,
);
export const MyDetailsPage = /* @__PURE__ */ lazyPage(loadAccountPages, (module) => module.MyDetailsPage);
export const OrdersPage = /* @__PURE__ */ lazyPage(loadAccountPages, (module) => module.OrdersPage);
export const OrderPage = /* @__PURE__ */ lazyPage(loadAccountPages, (module) => module.OrderPage);
export const OrderReturnRoute = /* @__PURE__ */ lazyPage(
  loadAccountPages,
  (module) => module.OrderReturnRoute,
);
export const PaymentsPage = /* @__PURE__ */ lazyPage(loadAccountPages, (module) => module.PaymentsPage);
export const InvoicePage = /* @__PURE__ */ lazyPage(loadAccountPages, (module) => module.InvoicePage);
export const FinanceDetailsRoute = /* @__PURE__ */ lazyPage(
  loadAccountPages,
  (module) => module.FinanceDetailsRoute,
);
export const LoginRoute = /* @__PURE__ */ lazyPage(loadAuthPages, (module) => module.LoginRoute);
export const LogoutRoute = /* @__PURE__ */ lazyPage(loadAuthPages, (module) => module.LogoutRoute);
export const RegisterRoute = /* @__PURE__ */ lazyPage(loadAuthPages, (module) => module.RegisterRoute);
export const ResetPasswordRoute = /* @__PURE__ */ lazyPage(
  loadAuthPages,
  (module) => module.ResetPasswordRoute,
);
export const SubscriptionListRoute = /* @__PURE__ */ lazyPage(
  loadGlassesSubscriptionPages,
  (module) => module.SubscriptionListRoute,
);
export const LensSubscriptionRoute = /* @__PURE__ */ lazyPage(
  loadGlassesSubscriptionPages,
  (module) => module.LensSubscriptionRoute,
);
export const AddSubscriptionProductRoute = /* @__PURE__ */ lazyPage(
  loadGlassesSubscriptionPages,
  (module) => module.AddSubscriptionProductRoute,
);
export const UpdatePaymentMethodRoute = /* @__PURE__ */ lazyPage(
  loadGlassesSubscriptionPages,
  (module) => module.UpdatePaymentMethodRoute,
);
export const CheckoutRoute = /* @__PURE__ */ lazyPage(loadCheckoutPages, (module) => module.CheckoutRoute);
export const OrderConfirmationRoute = /* @__PURE__ */ lazyPage(
  loadCheckoutPages,
  (module) => module.OrderConfirmationRoute,
);
export const B2bAgreementPage = /* @__PURE__ */ lazyPage(loadB2bPages, (module) => module.B2bAgreementPage);
export const StaffToolsPage = /* @__PURE__ */ lazyPage(loadStaffPages, (module) => module.StaffToolsPage);
export const PaymentRequestRoute = /* @__PURE__ */ lazyPage(
  loadStaffPages,
  (module) => module.PaymentRequestRoute,
);
