'use client';
// The client half of @glimt/ui: every React component, provider and hook. `src/index.ts` re-exports
// these names from here, and the build keeps this file a module of its own (`dist/internal/client.js`)
// whose "use client" directive is the boundary for React Server Components. Everything else the index
// exports is plain TypeScript that a Server Component may call (`formatPrice`, routes, adapters...).
// `scripts/client-boundary.mjs` checks the built graph: the server half never reaches React.
export { GlimtProvider, useConsent, useGlimt } from './shop/GlimtProvider';
export { useLocation, useNavigation } from './navigation';
export { GlobalStyle, Wordmark } from './theme';
export { useTranslate } from './i18n';
export {
  Button,
  CartIcon,
  Checkbox,
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  Collapsible,
  Dialog,
  DialogTrigger,
  Drawer,
  ExternalIcon,
  Field,
  FieldDescription,
  FieldError,
  IconButton,
  ImageFrame,
  Link,
  MenuIcon,
  MinusIcon,
  PlusIcon,
  Price,
  ProgressBar,
  Radio,
  RadioGroup,
  SearchIcon,
  Select,
  Skeleton,
  SkeletonText,
  Spinner,
  Swatch,
  SwatchGroup,
  TextField,
  ToastProvider,
  VisuallyHidden,
  useToast,
} from './components/primitives';
export { ShopSessionProvider, useShopClient, useShopSession } from './components/session';
export { ProductCard, ProductCarousel, ProductPage, Recommendations } from './components/product';
export { GlassesConfigurator } from './components/product/GlassesConfigurator';
export { ProductModelView } from './components/product/ModelView';
export { CartDrawer } from './components/cart';
export {
  Footer,
  Header,
  MobileBar,
  MobileBarAction,
  NotFound,
  RouteProgress,
  ShopLayout,
  SlideMenu,
  StoreBanner,
  UnsupportedBrowserNotice,
  useRouteProgress,
} from './components/shell';
export { SiteSearchOverlay, SiteSearchPage } from './components/search';
export { useProductPageView, useTrackedVisibility, useTracker } from './tracking/react';
export { SHOP_TOAST_DURATION, WIDGET_TOAST } from './components/primitives';

export { BookingWizard, EyeHealthDayForm, ManageBooking, RequisitionDecision } from './components/booking';
export { CheckoutPage, OrderConfirmation } from './components/checkout';
export {
  AddSubscriptionProduct,
  LensSubscriptionPage,
  SubscriptionList,
  UpdatePaymentMethod,
} from './components/subscription';
export { OpenStatus, StoreFinder, StorePage, StoreRedirect } from './components/stores';
export { FormTextField } from './components/primitives';
// The company agreement: the form a company fills and the signing party's page (issue 21)
export { B2bAgreementForm, B2bAgreementSigning } from './components/b2b';
// The store staff tools and the customer's payment request page (issue 21)
export { PaymentRequestPage, StaffCustomerTools } from './components/staff';
// The Lifestyle glasses subscription pages and the winback (issue 20)
export {
  GlassesDocument,
  GlassesDocuments,
  GlassesPerks,
  GlassesSubscriptionPage,
} from './components/subscription/GlassesSubscription';
export { ConnectLifestyle } from './components/subscription/ConnectLifestyle';
export { Winback, WinbackConfirmation } from './components/subscription/Winback';
// The virtual try-on (its face detector is a chunk of its own, reached only through `import()`)
export { VirtualTryOn } from './components/product/TryOn';
// Content and service pages, the cookie list and consent settings, gift card, friends (issue 19)
export { ConsentSettings, ContentPage, CookieList } from './components/content';
export { GiftCardLookup } from './components/account/GiftCardLookup';
export { FriendsSignup } from './components/account/FriendsSignup';
// The account area's pages (issue 19): layout, overview, my details, orders and returns, invoices
export { AccountLayout } from './components/account/AccountLayout';
export { AccountOverview } from './components/account/AccountOverview';
export { MyBookings } from './components/account/MyBookings';
export { MyDetails } from './components/account/MyDetails';
export { OrderDetails, OrderList, OrderReturnPage } from './components/account/Orders';
export { FinanceDetailsPage, InvoiceDetails, PaymentsAndInvoices } from './components/account/Invoices';
// The account area's way in and out: login (password, Mobile BankID), registration, e-mail
// verification, password reset, logout and the login guard
export { AccountGate } from './components/account/AccountGate';
export { LoginPage } from './components/account/LoginPage';
export { LogoutPage } from './components/account/LogoutPage';
export { RegisterPage } from './components/account/RegisterPage';
export { ResetPasswordPage } from './components/account/ResetPasswordPage';
export { VerifyEmailPage } from './components/account/VerifyEmailPage';
