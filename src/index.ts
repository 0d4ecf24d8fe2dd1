// Public API of @glimt/ui. Named exports only; every addition shows up in the export snapshot test.

// Provider, navigation and consent
export { GlimtProvider, useConsent, useGlimt } from './index.client';
export type { GlimtContextValue, GlimtProviderProps, ShopApiConfig } from './shop/GlimtProvider';
export {
  createBrowserNavigation,
  createMemoryNavigation,
  isModifiedClick,
  shouldNavigateClientSide,
} from './navigation/navigation';
export { useLocation, useNavigation } from './index.client';
export type { ClickLike, NavigateOptions, NavigationAdapter, NavigationLocation } from './navigation';

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
export { GlobalStyle, Wordmark } from './index.client';
export type { GlimtTheme, GlimtThemeOverrides, WordmarkProps } from './theme';

// Texts and formatting
export { createTranslator } from './i18n/translate';
export { nb } from './i18n/nb';
export { nbBooking } from './i18n/nb.booking';
export { useTranslate } from './index.client';
export type { MessageKey, Messages, Translate } from './i18n';
export { formatPrice } from './shop/format';

// Primitives
export { SAFE_LINK_SCHEMES, isSafeHref, toSafeHref } from './components/primitives/safeHref';
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
  NecessityMarker,
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
  TextField,
  ToastProvider,
  ToastRegion,
  VisuallyHidden,
  buttonStyles,
  fieldHeights,
  useToast,
} from './index.client';
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
  ToastCloseReason,
  ToastOptions,
  ToastProviderProps,
  ToastTone,
} from './components/primitives';

// Shop data layer: enumerations, contract schemas, adapters
export {
  AA_TEXT_CONTRAST,
  CART_PRODUCT_IMAGE_SIZES,
  DEFAULT_IMAGE_HOSTS,
  DEFAULT_MEDIA_RATIO,
  DEFAULT_MOBILE_MEDIA_RATIO,
  DEFAULT_PRODUCT_IMAGE_SIZES,
  FALLBACK_FLAG_COLORS,
  PRODUCT_IMAGE_WIDTHS,
  PRODUCT_MEDIA_DESKTOP_QUERY,
  PRODUCT_MEDIA_MOBILE_QUERY,
  VIDEO_CONTROLS_HIDE_MS,
  VIDEO_DESKTOP_MIN_WIDTH,
  buildProductHref,
  buildSrcSet,
  contrastRatio,
  getArticleStockState,
  isAllowedMediaUrl,
  parseColor,
  productHref,
  readableTextColor,
  relativeLuminance,
  resolveCardMedia,
  resolveCardPrice,
  resolveFlagColors,
  toAllowedMediaUrl,
  toHex,
  toVideoSources,
  usesSubscriptionPricing,
} from './shop/product';
export {
  ARTICLE_REQUEST_HEADERS,
  CatalogueContract,
  StockState,
  getPriceState,
  getRecommendationSalePrice,
  getStockState,
  parseArticleResponse,
  parseRecommendationResponse,
  parseSiteSearchResponse,
} from './shop/adapters/article';
export {
  AccountProblem,
  AgeGroup,
  BankIdStatus,
  CART_SUBSCRIPTION_INTERVALS,
  CURRENCIES,
  CurrencyByMarket,
  DELIVERY_METHOD_IDS,
  DeliveryMethod,
  FinanceType,
  GlassesSubscriptionStatus,
  INVOICE_PAYMENT_METHODS,
  INVOICE_STATUSES,
  InvoicePaymentMethod,
  InvoiceStatus,
  LensType,
  LoginType,
  Market,
  ORDER_STATUS_LABELS,
  OrderStatus,
  PaymentMethod,
  PaymentStepResult,
  RequisitionStatus,
  RequisitionType,
  ReturnStatus,
  SUBSCRIPTION_INTERVAL_MONTHS,
  StockStatus,
  SubscriptionStatus,
} from './shop/enums';
export { ApiContractError, isApiContractError, parseContract } from './shop/adapters/errors';
export {
  AuthContract,
  parseAcceptTermsResponse,
  parseBankIdCancelResponse,
  parseBankIdPollResponse,
  parseBankIdStartResponse,
  parseForgotPasswordResponse,
  parseLoginResponse,
  parseLogoutResponse,
  parseRegisterResponse,
  parseResendVerificationResponse,
  parseResetPasswordResponse,
  parseVerifyEmailResponse,
} from './shop/adapters/auth';
export { B2bContract, parseAgreementResponse, parseOrganisationResponse } from './shop/adapters/b2b';
export {
  BookingContract,
  parseAgeGroupListsResponse,
  parseBookingResponse,
  parseCancelBookingResponse,
  parseDaySlotsResponse,
  parseExamTypeListResponse,
  parseEyeHealthDayResponse,
} from './shop/adapters/bookings';
export {
  CONTENT_PAGE_ROUTES,
  PLACEHOLDER_HREF,
  ROUTE_ALIASES,
  SHOP_ROUTES,
  brandSlug,
  buildPath,
  buildSearchHref,
  contentPageHref,
  isBookingPath,
  isCheckoutPath,
  isSearchPath,
  matchRoute,
  parseSearchParams,
} from './shop/routes';
export {
  CartContract,
  parseCartResponse,
  parseGetUserResponse,
  parseShopperResponse,
} from './shop/adapters/cart';
export {
  CheckoutContract,
  parseCollectionPointListResponse,
  parseDeliveryOptionListResponse,
  parseDiscountResponse,
  parseOrderConfirmationResponse,
  parsePaymentMethodListResponse,
  parsePaymentStepResponse,
} from './shop/adapters/checkout';
export {
  CustomerContract,
  parseCustomerResponse,
  parseCustomerUpdateResponse,
} from './shop/adapters/customer';
export {
  FriendsContract,
  parseFriendsMembershipResponse,
  parseFriendsSignupResponse,
  parseReferralResponse,
} from './shop/adapters/friends';
export { GiftCardContract, parseGiftCardBalanceResponse } from './shop/adapters/giftcard';
export {
  InvoicesContract,
  parseFinanceDetailsResponse,
  parseInvoiceOverviewResponse,
  parseInvoiceResponse,
} from './shop/adapters/invoices';
export {
  LENS_EYE_SEPARATOR,
  formatAxis,
  formatDiopter,
  formatLensEye,
  formatLensPrescription,
  formatMillimetres,
  glassesPrescriptionRows,
  lensPrescriptionEyes,
  prescriptionLabels,
} from './shop/prescription';
export {
  DIOPTER_STEP,
  GLASSES_ADDITION_RANGE,
  GLASSES_AXIS_RANGE,
  GLASSES_CYLINDER_RANGE,
  GLASSES_EYES,
  GLASSES_EYE_FIELDS,
  GLASSES_SPHERE_RANGE,
  MAX_SPHERE_PLUS_ADDITION,
  MAX_WORKING_DISTANCE_CM,
  PUPILLARY_DISTANCE_RANGE,
  TOTAL_PUPILLARY_DISTANCE_RANGE,
  WORKING_DISTANCE_FIELDS,
  emptyGlassesPrescriptionInput,
  glassesTotalPrice,
  lensColourConflict,
  parseAxis,
  parseDecimal,
  parseDiopter,
  parseGlassesPrescription,
  parsePupillaryDistance,
  parseWorkingDistance,
  validateGlassesPrescription,
} from './shop/prescription/glasses';
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
export {
  LENS_COLOUR_CONFLICT_MESSAGE,
  glassesIssueMessage,
  glassesIssueMessages,
} from './shop/validation/glasses';
export {
  MAX_CART_LINE_QUANTITY,
  adoptConfirmedCart,
  canDecreaseQuantity,
  canIncreaseQuantity,
  cartLineKey,
  cartSyncView,
  cartUpdatePayload,
  clampCartQuantity,
  createCartSync,
  decreaseRemovesLine,
  decreasedQuantity,
  failCartRequest,
  followsFrame,
  increasedQuantity,
  isCartSyncIdle,
  linesFollowing,
  predictCartQuantity,
  predictEmptyCart,
  removedCartLines,
  requestCartQuantity,
  requestEmptyCart,
  settleCartRequest,
  subscriptionIntervalText,
  takeCartRequest,
} from './shop/cart';
export { MAX_PRICE, PRICE_RULE_MESSAGE, envelope, isPriceAmount } from './shop/schemas/common';
export { MEDIA_SIZES, PriceState, RECOMMENDATION_TYPES } from './shop/schemas/article';
export {
  GLASSES_LENS_KINDS,
  LENS_OPTION_GROUPS,
  PRODUCT_MAX_COLOUR_VARIANTS,
  PRODUCT_MAX_LENS_OPTIONS,
  PRODUCT_MAX_PARAMETER_VALUES,
  USP_BADGES,
} from './shop/schemas/product';
export {
  OrdersContract,
  parseOrderListResponse,
  parseOrderResponse,
  parseOrderReturnResponse,
} from './shop/adapters/orders';
export {
  POPULAR_SEARCHES,
  SITE_SEARCH_DEBOUNCE_MS,
  SITE_SEARCH_GROUP_ORDER,
  SITE_SEARCH_MIN_QUERY_LENGTH,
  SITE_SEARCH_OVERLAY_LIMITS,
  SITE_SEARCH_PRODUCT_BASE_PATH,
  SITE_SEARCH_SCOPES,
  SITE_SEARCH_SCOPE_GROUPS,
  countSiteSearchHits,
  countSiteSearchHitsByScope,
  flattenSiteSearchGroups,
  groupSiteSearchResults,
  isSearchableQuery,
  isSiteSearchEmpty,
  normalizeSearchQuery,
  scopeGroups,
  siteSearchImageSrc,
  siteSearchItemLabel,
  siteSearchStoreHref,
  siteSearchThumbnailSrc,
} from './shop/siteSearch';
export {
  RECOMMENDATIONS_PATH,
  RECOMMENDATION_CONSENT_LEVEL,
  RECOMMENDATION_DEFAULTS,
  RECOMMENDATION_FETCH_SETTINGS,
  RECOMMENDATION_MAX_LIMIT,
  RECOMMENDATION_STOCK_STATUS,
  buildRecommendationPath,
  createRecommendationClient,
  marketFromCurrency,
  recommendationArticleId,
  recommendationCurrency,
  recommendationToArticle,
  splitPageUrl,
  toRecommendationQuery,
  toRecommendedProduct,
} from './shop/recommendations';
export { RequestTimeoutError, isRequestTimeoutError } from './utils/timeout';
export { RequisitionsContract, parseRequisitionResponse } from './shop/adapters/requisitions';
export {
  SHOP_CALL_TIMEOUTS,
  SHOP_CSRF_HEADER,
  ShopApiRequestError,
  ShopNetworkError,
  createShopClient,
  isShopApiRequestError,
  isShopNetworkError,
} from './shop/client';
export {
  StaffContract,
  parseCustomerPaymentRequestResponse,
  parsePaymentRequestResponse,
  parseStaffBasketResponse,
  parseStaffCustomerResponse,
  parseStaffCustomerSearchResponse,
} from './shop/adapters/staff';
export {
  StoresContract,
  parseStoreHoursResponse,
  parseStoreListResponse,
  parseStoreResponse,
} from './shop/adapters/stores';
export {
  SubscriptionsContract,
  parseGlassesSubscriptionResponse,
  parseLensSubscriptionResponse,
  parsePerkListResponse,
  parseSubscriptionDocumentListResponse,
  parseSubscriptionDocumentResponse,
  parseSubscriptionOverviewResponse,
  parseUpdatePaymentMethodResponse,
  parseWinbackResponse,
} from './shop/adapters/subscriptions';
export { WEEKDAYS } from './shop/schemas/stores';
export { parseApiError } from './shop/adapters/apiError';
export { resolvePrice } from './shop/format';
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
  PrescriptionLabels,
  PricePart,
  PricePartName,
  ReadableTextOptions,
  RebookPayload,
  RecommendationClient,
  RecommendationClientOptions,
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
  SiteSearchResponse,
  Sku,
  Slot,
  Specification,
  StaffAddProductPayload,
  StaffBasket,
  StaffCreateCustomerPayload,
  StaffCustomerHit,
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
export { ShopSessionProvider, hasCartPreviewParam, useShopClient, useShopSession } from './index.client';
export type { ShopSession, ShopSessionProviderProps, ShopSessionStatus } from './components/session';

// Shop components
export { carouselImageSizeHint, carouselImageSizes } from './shop/carousel';
export { getCarouselPosition } from './utils/carousel';
export {
  ContactLensForm,
  ProductCard,
  ProductCarousel,
  ProductFlags,
  ProductMedia,
  ProductPage,
  ProductPrice,
  ProductStockStatus,
  ProductVideo,
  ProductVtoBadge,
  Recommendations,
  useRecommendations,
} from './index.client';
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
export { GlassesConfigurator } from './index.client';
export type { GlassesChoice, GlassesConfiguratorProps } from './components/product/GlassesConfigurator';
// The product page's 3D view (model-viewer loads with import() when it mounts)
export { ProductModelView } from './index.client';
export type { ProductModelViewProps } from './components/product/ModelView';
export { CartDrawer, CartLine, QuantityControl, useCartActions } from './index.client';
export type {
  CartActions,
  CartDrawerProps,
  CartLineProps,
  QuantityControlProps,
  UseCartActionsOptions,
} from './components/cart';
export {
  CART_BADGE_MAX,
  SCROLL_FOLD_THRESHOLD,
  cartBadgeText,
  headerSearchQuery,
  isBookExamPath,
  isCurrentPath,
  nextScrollFold,
  showsBookExamButton,
  showsCartToggle,
} from './shop/header';
export {
  HEADER_BAR_HEIGHT,
  HEADER_FOLD_ROW_HEIGHT,
  MAIN_CONTENT_ID,
} from './components/shell/Header/constants';
export {
  IDLE_ROUTE_PROGRESS,
  ROUTE_PROGRESS_TIMING,
  createRouteProgress,
  nextTrickleValue,
} from './shop/routeProgress';
export { PAYMENT_ICON_NAMES, paymentIconsFor } from './shop/paymentMarks';
export { REQUIRED_BROWSER_FEATURES, isBrowserSupported, missingBrowserFeatures } from './shop/browserSupport';
export { createFooterSections } from './shop/footer';
export { createShopMenu } from './shop/menu';
export {
  Footer,
  Header,
  MobileBar,
  NotFound,
  PaymentIcons,
  RouteProgress,
  ShopLayout,
  SlideMenu,
  StoreBanner,
  UnsupportedBrowserNotice,
  useRouteProgress,
  useScrollFold,
} from './index.client';
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
export { SiteSearchOverlay, SiteSearchPage, useSiteSearch } from './index.client';
export type {
  SiteSearchOverlayProps,
  SiteSearchState,
  SiteSearchStatus,
  UseSiteSearchOptions,
} from './components/search';

// Checkout and the order confirmation, with the checkout's rules
export { CheckoutPage, OrderConfirmation } from './index.client';
export type { OrderConfirmationProps, OrderConfirmationTracker } from './components/checkout';
export {
  INITIAL_PAYMENT_FLOW,
  canPlaceOrder,
  checkoutTotals,
  giftCardCovers,
  missingChoices,
  orderPurchase,
  paymentFlowReducer,
  paymentPayload,
} from './shop/checkout';
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
export {
  BookingCalendar,
  BookingOutcome,
  BookingWizard,
  EyeHealthDayForm,
  ManageBooking,
  MyBookings,
  RequisitionDecision,
  bookingErrorMessage,
} from './index.client';
export type {
  BookingCalendarProps,
  BookingOutcomeProps,
  BookingWizardProps,
  ManageBookingProps,
  RequisitionDecisionProps,
} from './components/booking';
export {
  OpenStatus,
  STORE_LIST_LIMIT,
  StoreFinder,
  StoreMap,
  StorePage,
  StoreRedirect,
  useBackendNow,
} from './index.client';
export type {
  OpenStatusProps,
  StoreFinderProps,
  StoreMapProps,
  StorePageProps,
  StoreRedirectProps,
} from './components/stores';
export { FormTextField } from './index.client';
// The company agreement: the form a company fills and the signing party's page (issue 21)
export { B2bAgreementForm, B2bAgreementSigning } from './index.client';
export type { B2bAgreementFormProps, B2bAgreementSigningProps } from './components/b2b';
export { nbB2b } from './i18n/nb.b2b';
export type { B2bCalls } from './shop/client.b2b';
export {
  AGREEMENT_LEVELS,
  PROTECTIVE_CLASSES,
  REFERENCE_EXAMPLES,
  REFERENCE_TYPES,
  agreementPayload,
  agreementStateView,
  b2bErrorMessage,
  normaliseOrganisationNumber,
  referenceExample,
} from './shop/b2b/agreement';
export type {
  AgreementFormValues,
  AgreementLevel,
  AgreementStateView,
  ProtectiveClass,
  ReferenceType,
} from './shop/b2b/agreement';
// The store staff tools and the customer's payment request page (issue 21)
export { PaymentRequestPage, StaffCustomerTools } from './index.client';
export type { PaymentRequestPageProps, StaffCustomerToolsProps } from './components/staff';
export { nbStaff } from './i18n/nb.staff';
export type { StaffCalls } from './shop/client.staff';
export {
  STAFF_QUANTITY_MAX,
  STAFF_QUERY_MIN_LENGTH,
  paymentRequestStatusView,
  sentToText,
  staffAccess,
  staffCustomerPayload,
  staffErrorMessage,
  staffQuantity,
  staffQuery,
} from './shop/staff/staffTools';
export type {
  PaymentRequestStatusView,
  StaffAccess,
  StaffCall,
  StaffCustomerFormValues,
} from './shop/staff/staffTools';
export type { FormTextFieldProps } from './components/primitives';
export { BOOKING_HORIZON_DAYS, EXAM_MINUTES, groupSlots, monthGrid } from './shop/booking/availability';
export {
  FREE_CANCELLATION_HOURS,
  LATE_CANCELLATION_FEE,
  cancellationTerms,
} from './shop/booking/cancellation';
export {
  bookingSteps,
  bookingWizardReducer,
  emptyDraft,
  hasUnsavedChanges,
  isStepComplete,
  stepPosition,
} from './shop/booking/steps';
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
export { filterStores, haversineKm, sortStores } from './shop/stores/distance';
export { hoursOn, openState, openStatusMessage } from './shop/stores/openingHours';
export { norwayOutlinePath, projectPoint } from './shop/stores/map';
export type { GeoPoint, OpenState, StoreWithDistance } from './shop/stores';
export {
  PASSWORD_MIN_LENGTH,
  accepted as acceptedRule,
  all as combineRules,
  bankAccountNumber as bankAccountNumberRule,
  birthDate as birthDateRule,
  email as emailRule,
  giftCardNumber as giftCardNumberRule,
  giftCardPin as giftCardPinRule,
  lifestyleSubscriptionNumber as lifestyleSubscriptionNumberRule,
  maxLength as maxLengthRule,
  name as nameRule,
  password as passwordRule,
  personalNumber as personalNumberRule,
  phone as phoneRule,
  required as requiredRule,
  sameAs as sameAsRule,
  zipCode as zipCodeRule,
} from './shop/validation/rules';
export type { FieldRule, RuleResult } from './shop/validation';
export { BOOKING_CALL_TIMEOUTS } from './shop/client.booking.types';
export type { GeolocationSource, GeolocationStatus } from './hooks/useGeolocation';
export type { BookingCallKind, BookingCalls } from './shop/client.booking';

// React bindings of the framework-free tracker (@glimt/ui/tracking stays React-free)
export { useProductPageView, useTrackedVisibility, useTracker } from './index.client';

// React-layer constants of the client half (what the shell and toasts measure)
export { MOBILE_BAR_HEIGHT, SHOP_TOAST_DURATION, WIDGET_TOAST } from './index.client';
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
export { Swatch, SwatchGroup } from './index.client';
export type { SwatchGroupProps, SwatchProps } from './components/primitives';
export {
  BuyState,
  GALLERY_IMAGE_SIZES,
  PRODUCT_SKU_PARAM,
  USP_BADGE_KEYS,
  addToCartErrorKey,
  chooseSku,
  galleryThumbnail,
  isContactLens,
  isFrameWithLenses,
  predictedCartLine,
  productAnalyticsItem,
  productTitle,
  quantityAfterAdding,
  resolveBuyState,
  searchWithSku,
  skuFromSearch,
  skuPublicationStatus,
  specificationRows,
  zoomImage,
} from './shop/productPage';
export type { ProductAnalyticsItem, SpecificationRow } from './shop/productPage';
export {
  EYES,
  LENS_MAX_PACKAGES,
  LENS_ORDER_PROCESSING_WORKING_DAYS,
  LENS_ORDER_SHIPPING_WORKING_DAYS,
  LENS_PARAMETERS,
  LENS_SUBSCRIPTION_MONTHS,
  canSubscribe,
  effectiveLensChoice,
  emptyLensEye,
  initialLensChoice,
  lensCartPayload,
  lensPackages,
  lensParametersAsked,
  lensPrice,
  subscriptionIntervalCode,
  validateLensChoice,
} from './shop/lensPurchase';
export type {
  Eye,
  LensChoiceError,
  LensEyeChoice,
  LensParameter,
  LensPurchaseChoice,
  LensSubscriptionMonths,
} from './shop/lensPurchase';
export { predictCartLine } from './shop/cart';

// Subscriptions (issue 20): the pages (client half), the state machines and date rules
export {
  AddSubscriptionProduct,
  LensSubscriptionPage,
  SubscriptionList,
  UpdatePaymentMethod,
} from './index.client';
export type {
  AddSubscriptionProductProps,
  LensSubscriptionPageProps,
  UpdatePaymentMethodProps,
} from './components/subscription';
export { nbSubscription } from './i18n/nb.subscription';
export {
  LENS_ACTION_DONE,
  LENS_INTERVAL_CHOICES,
  lensActionFailure,
  nextDeliveryLine,
  productsByEye,
} from './shop/subscriptions/lensPage';
export type { LensPageAction, NextDeliveryLine } from './shop/subscriptions/lensPage';
export {
  SUBSCRIPTION_EYES,
  SUBSCRIPTION_QUANTITIES,
  filterSubscribableProducts,
} from './shop/subscriptions/addProduct';
export {
  LENS_SUBSCRIPTION_ACTIONS,
  TEMPORARY_ADDRESS_MAX_DAYS,
  allowedLensActions,
  canDoLensAction,
  earliestLensDeliveryDate,
  lensDeliverySchedule,
  lensSubscriptionState,
  temporaryAddressDateIssues,
  temporaryAddressPhase,
} from './shop/subscriptions/lens';
export type {
  LensDeliverySchedule,
  LensSubscriptionAction,
  LensSubscriptionState,
  TemporaryAddressDateIssue,
} from './shop/subscriptions/lens';
export {
  GLASSES_NOTICE_PERIOD_DAYS,
  WINBACK_FREE_MONTHS,
  allowedGlassesActions,
  glassesSubscriptionState,
  noticePeriodEnd,
  winbackAvailable,
} from './shop/subscriptions/glasses';
export type { GlassesSubscriptionAction, GlassesSubscriptionState } from './shop/subscriptions/glasses';
export { glassesFailureMessage, terminationTerms, winbackTerms } from './shop/subscriptions/glassesPages';
export type {
  GlassesCall,
  GlassesCallFailure,
  TerminationTerms,
  WinbackTerms,
} from './shop/subscriptions/glassesPages';

// The Lifestyle glasses subscription pages and the winback (client half)
export {
  ConnectLifestyle,
  GlassesDocument,
  GlassesDocuments,
  GlassesPerks,
  GlassesSubscriptionPage,
  Winback,
  WinbackConfirmation,
} from './index.client';
export type {
  GlassesDocumentProps,
  GlassesDocumentsProps,
  GlassesPerksProps,
  GlassesSubscriptionPageProps,
} from './components/subscription/GlassesSubscription';
export type { WinbackProps } from './components/subscription/Winback';
export { easterSunday, isWorkingDay, norwegianHolidays, workingDaysBefore } from './shop/workingDays';
export { nbProduct } from './i18n/nb.product';

// The virtual try-on: the view (client half) and its rules
export { VirtualTryOn } from './index.client';
export type { VirtualTryOnProps } from './components/product/TryOn';
export {
  INITIAL_TRY_ON_STATE,
  TRY_ON_DETECTION_INTERVAL_MS,
  TRY_ON_FOLLOW_RATE,
  TRY_ON_KEY_STEP,
  TRY_ON_MISSES_BEFORE_MANUAL,
  TRY_ON_SCALE_RANGE,
  TRY_ON_SCALE_STEP,
  TYPICAL_PUPIL_DISTANCE_MM,
  cameraProblemOf,
  clampPlacement,
  followPlacement,
  initialManualPlacement,
  isCameraSupported,
  isDetecting,
  moveOverlay,
  overlayKeyAction,
  placeFrameOnEyes,
  scaleOverlay,
  tryOnReducer,
  tryOnSnapshotFileName,
  tryOnTexts,
} from './shop/tryOn';
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
export { ConsentSettings, ContentPage, ContentPageLayout, CookieList } from './index.client';
export type { ConsentSettingsProps, ContentPageLayoutProps, ContentPageProps } from './components/content';
export { FriendsSignup, GiftCardLookup } from './index.client';
export type { FriendsSignupProps } from './components/account/FriendsSignup';
export {
  CONTENT_PAGE_KEYS,
  consentChoices,
  consentFromChoices,
  consentLevelOfCategory,
  contentKeyHref,
  contentKeyOfRoute,
  isContentKey,
  resolveContentLink,
} from './shop/content';
export type { ConsentChoice, ContentKey, ContentLinkTarget, ResolvedContentLink } from './shop/content';
export { ContentContract, parseContentPageResponse, parseCookieListResponse } from './shop/adapters/content';
export { CONTENT_BOUNDS, COOKIE_CATEGORY_IDS } from './shop/schemas/content';
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
export {
  FRIENDS_PERK_KEYS,
  FRIEND_FREE_MONTHS,
  REFERRER_FREE_MONTHS,
  friendsFailure,
  normaliseReferralCode,
  referralCode as referralCodeRule,
} from './shop/account/friends';
export type { FriendsFailure } from './shop/account/friends';
export {
  giftCardDisplay,
  giftCardFailure,
  giftCardFailureKey,
  giftCardPayload,
} from './shop/account/giftCard';
export type { GiftCardDisplay, GiftCardFailure } from './shop/account/giftCard';
// The account area's pages (issue 19): layout, overview, my details, orders and returns, invoices
export {
  AccountLayout,
  AccountOverview,
  FinanceDetailsPage,
  InvoiceDetails,
  MyDetails,
  OrderDetails,
  OrderList,
  OrderReturnPage,
  PaymentsAndInvoices,
} from './index.client';
export type { AccountLayoutProps } from './components/account/AccountLayout';
export type { AccountOverviewProps } from './components/account/AccountOverview';
export type { OrderDetailsProps, OrderReturnProps } from './components/account/Orders';
export type {
  FinanceDetailsProps,
  InvoiceDetailsProps,
  PaymentsAndInvoicesProps,
} from './components/account/Invoices';
export {
  RETURN_REASONS,
  linePrices,
  orderStatusLabelOfCode,
  orderStatusText,
  orderTotals,
  returnStatusText,
  returnableItemCount,
  returnableQuantity,
  trackingInfo,
} from './shop/account/orders';
export type { LinePrices, OrderTotals, StatusText, TrackingInfo } from './shop/account/orders';
export type { StatusTone } from './shop/account/tone';
export {
  RETURN_COMMENT_MAX_LENGTH,
  initialReturnForm,
  returnPayload,
  validateReturn,
} from './shop/account/orderReturn';
export type { ReturnFormErrors, ReturnFormValues, ReturnLineChoice } from './shop/account/orderReturn';
export {
  invoicePaymentMethodKey,
  invoiceStatusText,
  isInvoiceOpen,
  isInvoiceOverdue,
  sortInvoices,
  summariseInvoices,
} from './shop/account/invoices';
export type { InvoiceSummary } from './shop/account/invoices';
export { latestOrders, nextBooking } from './shop/account/overview';
export { accountNavItems, currentAccountNavRoute } from './shop/account/navigation';
export type { AccountNavItem, AccountNavRoute } from './shop/account/navigation';
export { customerChanges } from './shop/account/customer';
export type { CustomerFormValues } from './shop/account/customer';
// The account area's way in and out: the views (client half) and their rules
export {
  AccountGate,
  LoginPage,
  LogoutPage,
  RegisterPage,
  ResetPasswordPage,
  VerifyEmailPage,
} from './index.client';
export type { AccountGateProps } from './components/account/AccountGate';
export type { LoginPageProps } from './components/account/LoginPage';
export type { RegisterPageProps } from './components/account/RegisterPage';
export type { ResetPasswordPageProps } from './components/account/ResetPasswordPage';
export type { VerifyEmailPageProps } from './components/account/VerifyEmailPage';
export {
  BANKID_HINT_MESSAGES,
  INITIAL_LOGIN_STATE,
  LOGIN_ERROR_MESSAGES,
  LOGIN_PROBLEM_TEXTS,
  bankIdOutcomeError,
  loginErrorOf,
  loginReducer,
  stateOfResult,
} from './shop/account/login';
export type {
  BankIdPendingHint,
  LoginErrorKind,
  LoginEvent,
  LoginMethod,
  LoginProblemState,
  LoginState,
} from './shop/account/login';
export {
  BANKID_DEFAULT_LIFETIME_MS,
  BANKID_EXPIRED_POLL,
  BANKID_MAX_LIFETIME_MS,
  BANKID_POLL_INTERVAL_BOUNDS,
  bankIdDeadline,
  bankIdPollInterval,
  isFinalBankIdPoll,
  startBankIdPolling,
} from './shop/account/bankIdPolling';
export type { BankIdPoller, BankIdPollerOptions } from './shop/account/bankIdPolling';
export {
  ACCOUNT_HOME_PATH,
  RETURN_TO_MAX_LENGTH,
  RETURN_TO_PARAM,
  guestRedirectFor,
  isSafeReturnTo,
  loginRedirectFor,
  returnToFromSearch,
  routeNeedsLogin,
  safeReturnTo,
} from './shop/account/guard';
export {
  LINK_TOKEN_MAX_LENGTH,
  RESET_TOKEN_PARAM,
  VERIFY_EMAIL_PARAM,
  linkToken,
  linkTokenFromSearch,
} from './shop/account/links';
export { EMPTY_REGISTER_VALUES, registerPayloadFrom, registerServerErrors } from './shop/account/register';
export type {
  RegisterFormValues,
  RegisterIdentity,
  RegisterServerErrors,
  RegisterTextField,
} from './shop/account/register';
