export { checkoutTotals, giftCardCovers } from './totals';
export type { CheckoutTotals } from './totals';
export {
  INITIAL_PAYMENT_FLOW,
  canPlaceOrder,
  failureProblem,
  fieldsOf,
  isFieldFixed,
  paymentFlowReducer,
} from './paymentFlow';
export type { CheckoutField, CheckoutProblem, PaymentFlowEvent, PaymentFlowState } from './paymentFlow';
export {
  COLLECTION_POINT_METHODS,
  EMPTY_CHECKOUT_CHOICES,
  EMPTY_CHECKOUT_VALUES,
  clearCheckoutDraft,
  loadCheckoutDraft,
  paymentPayload,
  saveCheckoutDraft,
} from './draft';
export type { CheckoutChoices, CheckoutDraft, CheckoutFormValues } from './draft';
export { REMEMBERED_PURCHASES, claimPurchaseReport } from './purchaseOnce';
export { asksPersonalNumber, chooseDelivery, missingChoices, paysWithGiftCard } from './choices';
export type { CheckoutChoiceField } from './choices';
export { orderPurchase } from './purchase';
export type { OrderPurchase } from './purchase';
// The glasses prescriptions' rules (`./prescriptions`) are imported from their module: through
// this barrel they would reach every checkout import, with the prescription rules behind them.
