/**
 * The demo's page modules, each a chunk of its own loaded with `import()`. React-free on purpose:
 * the boot script (`../boot.ts`) starts the visitor's page with them while the app's own code is
 * still on its way (`../routePages.ts`), and `lazyPages.ts` wraps the same loaders for `React.lazy`.
 */
export const loadCategoryPage = () => import('./CategoryPage');
export const loadSearchPage = () => import('./SearchPage');
export const loadLoginGate = () => import('./LoginGate');
export const loadWidgetSearchPage = () => import('../widget/WidgetSearchPage');
export const loadProductPageRoute = () => import('./ProductPageRoute');
export const loadBookingPages = () => import('./BookingPages');
export const loadContentPages = () => import('./ContentPages');
export const loadGlassesSubscriptionPages = () => import('./GlassesSubscriptionPages');
export const loadAccountPages = () => import('./AccountPages');
export const loadAuthPages = () => import('./AuthPages');
export const loadCheckoutPages = () => import('./CheckoutPages');
export const loadB2bPages = () => import('./B2bPages');
export const loadStaffPages = () => import('./StaffPages');
