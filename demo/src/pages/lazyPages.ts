import { lazy } from 'react';

/**
 * The demo's pages, each a chunk of its own (`React.lazy`): a visitor on the home page does not
 * load the booking wizard, the product page or the category listing. `App` shows them inside
 * `Suspense`, with a fallback a screen tall so the footer never jumps.
 */
export const HomePage = /* @__PURE__ */ lazy(() =>
  import('./HomePage').then((module) => ({ default: module.HomePage })),
);
export const CategoryPage = /* @__PURE__ */ lazy(() =>
  import('./CategoryPage').then((module) => ({ default: module.CategoryPage })),
);
export const SearchPage = /* @__PURE__ */ lazy(() =>
  import('./SearchPage').then((module) => ({ default: module.SearchPage })),
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
