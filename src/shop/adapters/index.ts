// The shop's adapters: one per API area. Each parses a raw reply into typed domain objects and
// throws ApiContractError when it does not fit, so no component ever reads a raw response.
export { parseApiError } from './apiError';
export type { ShopApiError } from './apiError';
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
} from './article';
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
} from './auth';
export { B2bContract, parseAgreementResponse, parseOrganisationResponse } from './b2b';
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
} from './bookings';
export { CartContract, parseCartResponse, parseGetUserResponse, parseShopperResponse } from './cart';
export type { Cart, ShopperSession } from './cart';
export {
  CheckoutContract,
  parseCollectionPointListResponse,
  parseDeliveryOptionListResponse,
  parseDiscountResponse,
  parseOrderConfirmationResponse,
  parsePaymentMethodListResponse,
  parsePaymentStepResponse,
} from './checkout';
export { CustomerContract, parseCustomerResponse, parseCustomerUpdateResponse } from './customer';
export { ApiContractError, isApiContractError, parseContract } from './errors';
export type { ContractIssue } from './errors';
export {
  FriendsContract,
  parseFriendsMembershipResponse,
  parseFriendsSignupResponse,
  parseReferralResponse,
} from './friends';
export { GiftCardContract, parseGiftCardBalanceResponse } from './giftcard';
export { StockAlertContract, parseStockAlertResponse } from './stockAlert';
export {
  InvoicesContract,
  parseFinanceDetailsResponse,
  parseInvoiceOverviewResponse,
  parseInvoiceResponse,
} from './invoices';
export {
  OrdersContract,
  parseOrderListResponse,
  parseOrderResponse,
  parseOrderReturnResponse,
} from './orders';
export { RequisitionsContract, parseRequisitionResponse } from './requisitions';
export {
  StaffContract,
  parseCustomerPaymentRequestResponse,
  parsePaymentRequestResponse,
  parseStaffBasketResponse,
  parseStaffCustomerResponse,
  parseStaffCustomerSearchResponse,
} from './staff';
export {
  StoresContract,
  parsePostcodeResponse,
  parseStoreHoursResponse,
  parseStoreListResponse,
  parseStoreResponse,
} from './stores';
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
} from './subscriptions';
