// @glimt/ui/api: the shop API's call contracts and answer readers, for those who call the shop API
// themselves (a server, a worker, another framework). Plain TypeScript: safe in a Server Component and
// in plain Node. The components in `@glimt/ui` use these same readers through `createShopClient`.
export {
  ARTICLE_REQUEST_HEADERS,
  CatalogueContract,
  parseArticleResponse,
  parseRecommendationResponse,
  parseSiteSearchResponse,
} from '../shop/adapters/article';
export { parseContract } from '../shop/adapters/errors';
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
} from '../shop/adapters/auth';
export { B2bContract, parseAgreementResponse, parseOrganisationResponse } from '../shop/adapters/b2b';
export {
  BookingContract,
  parseAgeGroupListsResponse,
  parseAvailabilityResponse,
  parseBackendTimeResponse,
  parseBookingListResponse,
  parseBookingResponse,
  parseCancelBookingResponse,
  parseDaySlotsResponse,
  parseExamTypeListResponse,
  parseEyeHealthDayResponse,
} from '../shop/adapters/bookings';
export {
  CartContract,
  parseCartResponse,
  parseGetUserResponse,
  parseShopperResponse,
} from '../shop/adapters/cart';
export {
  CheckoutContract,
  parseCollectionPointListResponse,
  parseDeliveryOptionListResponse,
  parseDiscountResponse,
  parseOrderConfirmationResponse,
  parsePaymentMethodListResponse,
  parsePaymentStepResponse,
} from '../shop/adapters/checkout';
export {
  CustomerContract,
  parseCustomerResponse,
  parseCustomerUpdateResponse,
} from '../shop/adapters/customer';
export {
  FriendsContract,
  parseFriendsMembershipResponse,
  parseFriendsSignupResponse,
  parseReferralResponse,
} from '../shop/adapters/friends';
export { GiftCardContract, parseGiftCardBalanceResponse } from '../shop/adapters/giftcard';
export {
  InvoicesContract,
  parseFinanceDetailsResponse,
  parseInvoiceOverviewResponse,
  parseInvoiceResponse,
} from '../shop/adapters/invoices';
export { envelope } from '../shop/schemas/common';
export {
  OrdersContract,
  parseOrderListResponse,
  parseOrderResponse,
  parseOrderReturnResponse,
} from '../shop/adapters/orders';
export { RequisitionsContract, parseRequisitionResponse } from '../shop/adapters/requisitions';
export { SHOP_CSRF_HEADER } from '../shop/client';
export {
  StaffContract,
  parseCustomerPaymentRequestResponse,
  parsePaymentRequestResponse,
  parseStaffBasketResponse,
  parseStaffCustomerResponse,
  parseStaffCustomerSearchResponse,
} from '../shop/adapters/staff';
export {
  StoresContract,
  parsePostcodeResponse,
  parseStoreHoursResponse,
  parseStoreListResponse,
  parseStoreResponse,
} from '../shop/adapters/stores';
export { StockAlertContract, parseStockAlertResponse } from '../shop/adapters/stockAlert';
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
} from '../shop/adapters/subscriptions';
export { parseApiError } from '../shop/adapters/apiError';
export { ContentContract, parseContentPageResponse, parseCookieListResponse } from '../shop/adapters/content';
