// Public API of @glimt/ui: what an integrator composes pages with. Every component, provider and hook
// comes from the client half (`export *`, so no name is written twice); below them the plain
// TypeScript a server may call. The call contracts and answer readers are in `@glimt/ui/api`; rule
// internals are not exported. Every change shows up in the export snapshot test.

// Provider, navigation and consent
export * from './index.client';
export type { GlimtContextValue, GlimtProviderProps, ShopApiConfig } from './shop/GlimtProvider';
export { createBrowserNavigation, createMemoryNavigation } from './navigation/navigation';

export type {
  ClickLike,
  LeaveGuard,
  LinkPrefetchReason,
  MemoryNavigation,
  NavigateOptions,
  NavigationAdapter,
  NavigationLocation,
} from './navigation';

// Theme
export {
  breakpoints,
  colors,
  durations,
  easings,
  fontSizes,
  fontWeights,
  fonts,
  lineHeights,
  media,
  radii,
  shadows,
  space,
  zIndices,
} from './theme/tokens';
export { createTheme, glimtTheme } from './theme/theme';

export type { GlimtTheme, GlimtThemeOverrides, WordmarkProps } from './theme';

// Texts and formatting
export { createTranslator } from './i18n/translate';
export { nb } from './i18n/nb';

export type { MessageKey, Messages, Translate } from './i18n';
export { formatPrice } from './shop/format';

// Primitives
export { isSafeHref, toSafeHref } from './components/primitives/safeHref';

export type {
  ButtonProps,
  ButtonSize,
  ButtonVariant,
  CheckboxProps,
  CollapsibleProps,
  DialogProps,
  DialogSize,
  DialogTriggerButtonProps,
  DialogTriggerProps,
  DrawerPlacement,
  DrawerProps,
  FieldBaseProps,
  FieldDescriptionProps,
  FieldErrorProps,
  FieldProps,
  FieldSize,
  IconButtonProps,
  IconProps,
  ImageFrameProps,
  ImageFrameSource,
  LinkProps,
  LinkVariant,
  NecessityMarkerProps,
  OverlayContent,
  PriceProps,
  PriceSize,
  ProgressBarProps,
  RadioGroupProps,
  RadioProps,
  SelectOption,
  SelectProps,
  SkeletonProps,
  SkeletonRadius,
  SkeletonTextProps,
  SpinnerProps,
  TextFieldProps,
  TextFieldType,
  ToastAction,
  ToastApi,
  ToastClock,
  ToastCloseReason,
  ToastOptions,
  ToastProviderProps,
  ToastTone,
} from './components/primitives';

// Shop data layer: enumerations, contract schemas, adapters
export { DEFAULT_IMAGE_HOSTS, productHref, toAllowedMediaUrl } from './shop/product';
// The media gate's answers, the only values an image frame takes (see ImageFrame).
export { toSrcSet } from './utils/url';
export type { MediaUrl, SrcSet, SrcSetCandidate } from './utils/url';
export { StockState } from './shop/adapters/article';
export {
  AccountProblem,
  AgeGroup,
  BankIdStatus,
  CurrencyByMarket,
  DeliveryMethod,
  FinanceType,
  GlassesSubscriptionStatus,
  InvoicePaymentMethod,
  InvoiceStatus,
  LensType,
  LoginType,
  Market,
  OrderStatus,
  PaymentMethod,
  PaymentStepResult,
  RequisitionStatus,
  RequisitionType,
  ReturnStatus,
  StockStatus,
  SubscriptionStatus,
} from './shop/enums';
export { ApiContractError, isApiContractError } from './shop/adapters/errors';
export { SHOP_ROUTES, matchRoute } from './shop/routes';
export type {
  GlassesEye,
  GlassesEyeField,
  GlassesEyeInput,
  GlassesFieldPath,
  GlassesIssue,
  GlassesPrescriptionInput,
  GlassesRuleError,
  GlassesRuleOptions,
  LensColourConflictInput,
  ParsedPupillaryDistance,
  ParsedValue,
  ParsedWorkingDistance,
  WorkingDistanceField,
  WorkingDistancesInput,
} from './shop/prescription/glasses';
export { PriceState } from './shop/schemas/article';
export { RequestTimeoutError, isRequestTimeoutError } from './utils/timeout';
export {
  SHOP_CALL_TIMEOUTS,
  ShopApiRequestError,
  ShopNetworkError,
  createShopClient,
  isShopApiRequestError,
  isShopNetworkError,
} from './shop/client';
export type {
  AcceptTermsPayload,
  AddSubscriptionProductPayload,
  Address,
  AgeGroupInfo,
  AgeGroupLists,
  Agreement,
  AgreementPayload,
  ApiErrorBody,
  ApiFieldError,
  Article,
  ArticleInput,
  ArticlePrice,
  ArticleResponse,
  AuditoryBookingPayload,
  BankIdOrder,
  BankIdOrderRefPayload,
  BankIdPoll,
  BankIdStartPayload,
  Booking,
  BookingCustomer,
  BuildPathArgs,
  CancelBookingResult,
  CardMedia,
  CardPicture,
  CardPrice,
  CardPriceOptions,
  Cart,
  CartHead,
  CartItem,
  CartItemPrice,
  CartLineRef,
  CartQuantityIntent,
  CartResponse,
  CartSubscriptionInterval,
  CartSync,
  CartSyncRequest,
  CartUpdatePayload,
  CategoryHit,
  ChangeIntervalPayload,
  CheckoutConfig,
  CheckoutCustomer,
  CityHit,
  CollectionPoint,
  ConnectGlassesPayload,
  ContactLensPrescription,
  ContentPageHrefOptions,
  ContentPageKey,
  ContractIssue,
  CreateBookingPayload,
  Currency,
  Customer,
  CustomerRole,
  CustomerUpdatePayload,
  DaySlots,
  DeliveryOption,
  DeviatingHours,
  Discount,
  DiscountCodePayload,
  ExamLevel,
  ExamType,
  EyeHealthDayPayload,
  EyeHealthDayResult,
  Finance,
  FinanceDetails,
  Flag,
  FlagColors,
  ForgotPasswordPayload,
  FriendsMembership,
  FriendsSignupPayload,
  GetUserResponse,
  GiftCardBalance,
  GiftCardBalancePayload,
  GlassesEyePrescription,
  GlassesPrescription,
  GlassesPrescriptionRow,
  GlassesSubscription,
  GroupSiteSearchOptions,
  Invoice,
  InvoiceOverview,
  LensEyePrescription,
  LensSubscription,
  LoginPayload,
  LoginResult,
  LunchClosure,
  MarketLike,
  Media,
  MediaItem,
  MediaSize,
  MediaVariant,
  MobileMedia,
  Ok,
  OpeningHours,
  Order,
  OrderLine,
  OrderReturn,
  OrderReturnPayload,
  OrderStatusLabel,
  OrderSummary,
  Organisation,
  PageHit,
  PaymentMethodOption,
  PaymentRequest,
  PaymentRequestPayload,
  CustomerPaymentRequest,
  PaymentStepOutcome,
  PaymentStepPayload,
  Perk,
  PostcodePlace,
  PrescriptionLabels,
  PricePart,
  PricePartName,
  ReadableTextOptions,
  RebookPayload,
  RecommendationCurrency,
  RecommendationItem,
  RecommendationMappingOptions,
  RecommendationProductId,
  RecommendationQuery,
  RecommendationRequest,
  RecommendationResponse,
  RecommendationType,
  RecommendedProduct,
  Referral,
  RegisterPayload,
  RegisterResult,
  RejectRequisitionPayload,
  Requisition,
  ResendVerificationPayload,
  ResetPasswordPayload,
  ResolvedPrice,
  ReturnReason,
  Rgb,
  RouteLogger,
  RouteParamNames,
  SearchHitGroup,
  SearchScope,
  ShopApiError,
  ShopCallKind,
  ShopClient,
  ShopClientOptions,
  ShopRequestOptions,
  ShopRouteArea,
  ShopRouteDefinition,
  ShopRouteMatch,
  ShopRouteName,
  ShopRouteNotFound,
  ShopRouteOptions,
  ShopRouteParams,
  ShopRoutePattern,
  ShopRouteResult,
  ShopStartOptions,
  ShopStartResult,
  ShopperResponse,
  ShopperSession,
  SiteSearchGroup,
  SiteSearchGroupKey,
  SiteSearchItem,
  SiteSearchRequestOptions,
  SiteSearchResponse,
  Sku,
  Slot,
  Specification,
  StaffAddProductPayload,
  StaffBasket,
  StaffCreateCustomerPayload,
  StaffCustomerHit,
  StockAlertPayload,
  Store,
  StoreDayHours,
  StoreHit,
  StoreService,
  SubscriptionDocument,
  SubscriptionDocumentDetail,
  SubscriptionIntervalMonths,
  SubscriptionOverview,
  SubscriptionProduct,
  TemporaryAddress,
  TemporaryAddressPayload,
  UpdatePaymentMethodPayload,
  UpdatePaymentMethodResult,
  User,
  VerifyEmailPayload,
  VideoSource,
  VideoSourceInfo,
  Weekday,
  WinbackAcceptPayload,
  WinbackOffer,
} from './shop';

// Shop session: client, user, cart, cart drawer state, notifications

export type { ShopSession, ShopSessionProviderProps, ShopSessionStatus } from './components/session';

// Shop components
export { carouselImageSizes } from './shop/carousel';

export type {
  CartAddition,
  CarouselItemBox,
  CarouselMetrics,
  CarouselPosition,
  ContactLensFormProps,
  ProductPageProps,
  ProductPageSlotContext,
  ProductPageTracker,
  ProductCardLayout,
  ProductCardProps,
  ProductCarouselLayout,
  ProductCarouselProps,
  ProductFlagsProps,
  ProductMediaProps,
  ProductPriceProps,
  ProductStockStatusProps,
  ProductVideoProps,
  ProductVtoBadgeProps,
  RecommendationsProps,
  RecommendationsStatus,
  UseRecommendationsOptions,
  UseRecommendationsResult,
} from './components/product';

export type { GlassesChoice, GlassesConfiguratorProps } from './components/product/GlassesConfigurator';
// The product page's 3D view (model-viewer loads with import() when it mounts)

export type { ProductModelViewProps } from './components/product/ModelView';

export type { CartDrawerProps, CartLineProps, QuantityControlProps } from './components/cart';
export { MAIN_CONTENT_ID } from './components/shell/Header/constants';
export { createRouteProgress } from './shop/routeProgress';
export { isBrowserSupported, missingBrowserFeatures } from './shop/browserSupport';

export type {
  BrowserEnv,
  BrowserFeature,
  FooterLink,
  FooterProps,
  FooterSection,
  FooterSectionOptions,
  HeaderProps,
  MenuGroup,
  MenuLabel,
  MenuLink,
  MenuSection,
  MenuSectionId,
  MobileBarActionProps,
  MobileBarProps,
  NotFoundProps,
  PaymentIconId,
  PaymentIconsProps,
  RouteProgressController,
  RouteProgressPhase,
  RouteProgressProps,
  RouteProgressState,
  RouteProgressTiming,
  ScrollFoldOptions,
  ScrollFoldState,
  ShopLayoutProps,
  SlideMenuProps,
  StoreBannerProps,
  UnsupportedBrowserNoticeProps,
} from './components/shell';

export type {
  SiteSearchOverlayProps,
  SiteSearchState,
  SiteSearchStatus,
  UseSiteSearchOptions,
} from './components/search';

// Checkout and the order confirmation, with the checkout's rules

export type { OrderConfirmationProps, OrderConfirmationTracker } from './components/checkout';
export type {
  CheckoutChoiceField,
  CheckoutChoices,
  CheckoutField,
  CheckoutFormValues,
  CheckoutProblem,
  CheckoutTotals,
  OrderPurchase,
  PaymentFlowEvent,
  PaymentFlowState,
} from './shop/checkout';
export type { CheckoutCalls } from './shop/client.checkout';

// Booking and stores: the wizard, managing a booking, the store finder and store pages

export type {
  BookingCalendarProps,
  BookingOutcomeProps,
  BookingWizardProps,
  ManageBookingProps,
  RequisitionDecisionProps,
} from './components/booking';

export type {
  OpenStatusProps,
  StoreFinderProps,
  StoreMapProps,
  StorePageProps,
  StoreRedirectProps,
} from './components/stores';

// The company agreement: the form a company fills and the signing party's page (issue 21)

export type { B2bAgreementFormProps, B2bAgreementSigningProps } from './components/b2b';
export type { B2bCalls } from './shop/client.b2b';
export type {
  AgreementFormValues,
  AgreementLevel,
  AgreementStateView,
  ProtectiveClass,
  ReferenceType,
} from './shop/b2b/agreement';
// The store staff tools and the customer's payment request page (issue 21)

export type { PaymentRequestPageProps, StaffCustomerToolsProps } from './components/staff';
export type { StaffCalls } from './shop/client.staff';
export type {
  PaymentRequestStatusView,
  StaffAccess,
  StaffCall,
  StaffCustomerFormValues,
} from './shop/staff/staffTools';
export type { FormTextFieldProps } from './components/primitives';
export type {
  BookingDraft,
  BookingKind,
  BookingStepId,
  BookingWizardEvent,
  BookingWizardState,
  CalendarCell,
  CancellationTerms,
  TimeSlot,
} from './shop/booking';
export type { GeoPoint, OpenState, StoreWithDistance } from './shop/stores';
export type { FieldRule, RuleResult } from './shop/validation';
export type { GeolocationSource, GeolocationStatus } from './hooks/useGeolocation';
export type { BookingCallKind, BookingCalls } from './shop/client.booking';

// React bindings of the framework-free tracker (@glimt/ui/tracking stays React-free)

// React-layer constants of the client half (what the shell and toasts measure)

export type {
  ColourVariant,
  GlassesLensKind,
  LensOption,
  LensOptionGroup,
  LensParameters,
  ProductDetail,
  ProductDetailInput,
  TryOnAssets,
  UspBadge,
} from './shop/schemas/product';
export type { WorkingDistances } from './shop/schemas/cart';

export type { SwatchGroupProps, SwatchProps } from './components/primitives';
export { BuyState } from './shop/productPage';
export type { ProductAnalyticsItem, SpecificationRow } from './shop/productPage';
export type {
  Eye,
  LensChoiceError,
  LensEyeChoice,
  LensParameter,
  LensPurchaseChoice,
  LensSubscriptionMonths,
} from './shop/lensPurchase';

// Subscriptions (issue 20): the pages (client half), the state machines and date rules

export type {
  AddSubscriptionProductProps,
  LensSubscriptionPageProps,
  UpdatePaymentMethodProps,
} from './components/subscription';
export type { LensPageAction, NextDeliveryLine } from './shop/subscriptions/lensPage';
export type {
  LensDeliverySchedule,
  LensSubscriptionAction,
  LensSubscriptionState,
  TemporaryAddressDateIssue,
} from './shop/subscriptions/lens';
export type { GlassesSubscriptionAction, GlassesSubscriptionState } from './shop/subscriptions/glasses';
export type {
  GlassesCall,
  GlassesCallFailure,
  TerminationTerms,
  WinbackTerms,
} from './shop/subscriptions/glassesPages';

// The Lifestyle glasses subscription pages and the winback (client half)

export type {
  GlassesDocumentProps,
  GlassesDocumentsProps,
  GlassesPerksProps,
  GlassesSubscriptionPageProps,
} from './components/subscription/GlassesSubscription';
export type { WinbackProps } from './components/subscription/Winback';

// The virtual try-on: the view (client half) and its rules

export type { VirtualTryOnProps } from './components/product/TryOn';
export type {
  CameraNavigator,
  EyeCentres,
  EyePlacementOptions,
  OverlayPlacement,
  TryOnEvent,
  TryOnPoint,
  TryOnProblem,
  TryOnState,
  TryOnStatus,
  TryOnTexts,
  VideoSize,
} from './shop/tryOn';

// Content and service pages, the cookie list and consent settings, gift card, friends (issue 19)

export type { ConsentSettingsProps, ContentPageLayoutProps, ContentPageProps } from './components/content';

export type { FriendsSignupProps } from './components/account/FriendsSignup';
export type { ConsentChoice, ContentKey, ContentLinkTarget, ResolvedContentLink } from './shop/content';
export type {
  ContentBlock,
  ContentCallToAction,
  ContentContact,
  ContentFaqItem,
  ContentInline,
  ContentLink,
  ContentPageData,
  ContentSection,
  CookieCategory,
  CookieCategoryId,
  CookieInfo,
  CookieList as CookieListData,
} from './shop/schemas/content';
export type { ContentCalls } from './shop/client.content';
export type { FriendsFailure } from './shop/account/friends';
export type { GiftCardDisplay, GiftCardFailure } from './shop/account/giftCard';
// The account area's pages (issue 19): layout, overview, my details, orders and returns, invoices

export type { AccountLayoutProps } from './components/account/AccountLayout';
export type { AccountOverviewProps } from './components/account/AccountOverview';
export type { MyBookingsProps } from './components/account/MyBookings';
export type { OrderDetailsProps, OrderReturnProps } from './components/account/Orders';
export type {
  FinanceDetailsProps,
  InvoiceDetailsProps,
  PaymentsAndInvoicesProps,
} from './components/account/Invoices';
export type { LinePrices, OrderTotals, StatusText, TrackingInfo } from './shop/account/orders';
export type { StatusTone } from './shop/account/tone';
export type { ReturnFormErrors, ReturnFormValues, ReturnLineChoice } from './shop/account/orderReturn';
export type { InvoiceSummary } from './shop/account/invoices';
export type { AccountNavItem, AccountNavRoute } from './shop/account/navigation';
export type { CustomerFormValues } from './shop/account/customer';
// The account area's way in and out: the views (client half) and their rules

export type { AccountGateProps } from './components/account/AccountGate';
export type { LoginPageProps } from './components/account/LoginPage';
export type { RegisterPageProps } from './components/account/RegisterPage';
export type { ResetPasswordPageProps } from './components/account/ResetPasswordPage';
export type { VerifyEmailPageProps } from './components/account/VerifyEmailPage';
export type {
  BankIdPendingHint,
  LoginErrorKind,
  LoginEvent,
  LoginMethod,
  LoginProblemState,
  LoginState,
} from './shop/account/login';
export type { BankIdPoller, BankIdPollerOptions } from './shop/account/bankIdPolling';
export { routeNeedsLogin } from './shop/account/guard';
export { VERIFY_EMAIL_PARAM } from './shop/account/links';
export type {
  RegisterFormValues,
  RegisterIdentity,
  RegisterServerErrors,
  RegisterTextField,
} from './shop/account/register';
