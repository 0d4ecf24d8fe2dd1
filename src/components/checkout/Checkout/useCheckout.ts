import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { MessageKey } from '../../../i18n/nb';
import { useLocation, useNavigation } from '../../../navigation/context';
import { predictEmptyCart } from '../../../shop/cart';
import {
  INITIAL_PAYMENT_FLOW,
  asksPersonalNumber,
  canPlaceOrder,
  chooseDelivery,
  checkoutTotals,
  clearCheckoutDraft,
  isFieldFixed,
  loadCheckoutDraft,
  missingChoices,
  paymentFlowReducer,
  paymentPayload,
  saveCheckoutDraft,
  EMPTY_CHECKOUT_CHOICES,
  EMPTY_CHECKOUT_VALUES,
  type CheckoutChoiceField,
  type CheckoutChoices,
  type CheckoutFormValues,
} from '../../../shop/checkout';
import { isShopApiRequestError } from '../../../shop/client';
import { buildPath } from '../../../shop/routes';
import type { Discount } from '../../../shop/schemas/checkout';
import { toSafeUrl } from '../../../utils/url';
import { safeSessionStorage } from '../../../utils/safeStorage';
import { useShopSession } from '../../session/ShopSessionProvider';
import { useCart } from '../../session/useCart';
import { useShopRead } from '../../session/useShopRead';
import { PERSONAL_NUMBER_RULES } from '../PaymentFields';
import { useLensPrescriptions } from './useLensPrescriptions';
import { usePrescriptions } from './usePrescriptions';

/** The query parameter the payment provider comes back with (`/checkout?klarna=<transaction>`). */
const RETURN_PARAM = 'klarna';

const CHOICE_MESSAGES: Readonly<Record<CheckoutChoiceField, MessageKey>> = {
  deliveryMethodId: 'checkout.delivery.required',
  storeId: 'checkout.store.required',
  collectionPointId: 'checkout.point.required',
  paymentMethodId: 'checkout.payment.required',
};

/**
 * The checkout's state and wiring: the form (react-hook-form, restored from the draft kept across
 * the trip to the payment provider), the choices, the backend's options, the discount code and the
 * payment flow (`src/shop/checkout`). The view only renders what this returns.
 */
export function useCheckout() {
  const session = useShopSession();
  const { client, cart, user, isStoreUser } = session;
  const { confirmChange } = useCart();
  const navigation = useNavigation();
  const { search } = useLocation();
  const draft = useMemo(() => loadCheckoutDraft(safeSessionStorage), []);
  const form = useForm<CheckoutFormValues>({
    defaultValues: { ...EMPTY_CHECKOUT_VALUES, ...draft?.values },
    mode: 'onTouched',
  });
  const [choices, setChoices] = useState<CheckoutChoices>(
    () => draft?.choices ?? { ...EMPTY_CHECKOUT_CHOICES, paymentMethodId: 60 },
  );
  const [choiceErrors, setChoiceErrors] = useState<Partial<Record<CheckoutChoiceField, MessageKey>>>({});
  const [discount, setDiscount] = useState<Discount | null>(null);
  const [flow, dispatch] = useReducer(paymentFlowReducer, INITIAL_PAYMENT_FLOW);
  const prescriptions = usePrescriptions(cart, confirmChange);
  const lenses = useLensPrescriptions(cart);
  // "Fullfør kjøpet" was refused for the glasses' prescriptions or the lenses' strength; each
  // refusal counts, so the page moves focus to the first thing to fix every time.
  const [prescriptionRefusals, setPrescriptionRefusals] = useState(0);

  const subtotal = cart?.totalCost ?? 0;
  // The options depend on the cart's sum (free shipping): asked again when it changes, the ones
  // before kept meanwhile so the chosen radio stays in place.
  const deliveryOptions = useShopRead(
    'getDeliveryOptions',
    cart && cart.items.length > 0 ? [subtotal] : null,
    (shop) => shop.getDeliveryOptions(),
    { keepPreviousData: true },
  );
  const paymentMethods = useShopRead('getPaymentMethods', cart ? [] : null, (shop) =>
    shop.getPaymentMethods(),
  );
  const delivery = deliveryOptions.data?.find((option) => option.id === choices.deliveryMethodId) ?? null;
  const totals = checkoutTotals(subtotal, discount, delivery);

  // A logged-in customer's own details fill the fields still empty (never a store user's).
  const readsCustomer = user !== null && user !== undefined && !user.isStore;
  const customer = useShopRead('getCustomer', readsCustomer ? [] : null, (shop) => shop.getCustomer());
  useEffect(() => {
    if (!customer.data) return;
    const known = customer.data;
    for (const field of ['firstName', 'lastName', 'email', 'mobile', 'street', 'zipCode', 'city'] as const) {
      if (known[field] && !form.getValues(field).trim()) form.setValue(field, known[field]);
    }
  }, [customer.data, form]);

  // The draft follows every change, so the trip to the provider or a reload loses nothing typed.
  const values = form.watch();
  useEffect(() => {
    saveCheckoutDraft(safeSessionStorage, values, choices);
  }, [values, choices]);

  const choose = useCallback((patch: Partial<CheckoutChoices>) => {
    setChoices((previous) => {
      const next =
        patch.deliveryMethodId !== undefined ? chooseDelivery(previous, patch.deliveryMethodId) : previous;
      return { ...next, ...patch, deliveryMethodId: patch.deliveryMethodId ?? next.deliveryMethodId };
    });
    setChoiceErrors({});
  }, []);

  // The personal number as the payment step last saw it: a problem about it is answered once the
  // shopper has typed another one that passes the shop's rule.
  const ssnSent = useRef('');
  const runPayment = useCallback(
    async (transactionId?: string) => {
      const payload = paymentPayload(form.getValues(), choices, transactionId);
      if (!payload) return;
      ssnSent.current = form.getValues('ssn');
      try {
        dispatch({ type: 'answered', outcome: await client.pay(payload) });
      } catch (error) {
        dispatch({
          type: 'failed',
          status: isShopApiRequestError(error) ? error.status : undefined,
          code: isShopApiRequestError(error) ? error.code : undefined,
        });
      }
    },
    [client, choices, form],
  );

  const showMissingChoices = useCallback(() => {
    const missing = missingChoices(choices);
    setChoiceErrors(Object.fromEntries(missing.map((field) => [field, CHOICE_MESSAGES[field]])));
    return missing.length > 0;
  }, [choices]);

  /** The details and the choices checked, then the payment step asked (once). */
  const submitDetails = form.handleSubmit(
    () => {
      if (showMissingChoices()) return;
      if (!canPlaceOrder(flow)) return;
      dispatch({ type: 'placeOrder' });
      void runPayment();
    },
    () => {
      showMissingChoices();
    },
  );

  /**
   * "Fullfør kjøpet": first every glasses line's prescription and every lens line's strength (open
   * forms are checked and saved), then the details and the choices, then the payment step (once).
   * While a prescription is missing the order waits: the details' and choices' errors show too,
   * and the page focuses the first thing to fix in the prescriptions.
   */
  const placeOrder = useCallback(async () => {
    if (!canPlaceOrder(flow)) return;
    const prescriptionsReady = await prescriptions.saveOpenForms();
    const lensesReady = await lenses.saveOpenForms();
    if (!prescriptionsReady || !lensesReady) {
      await form.trigger();
      showMissingChoices();
      setPrescriptionRefusals((count) => count + 1);
      return;
    }
    setPrescriptionRefusals(0);
    await submitDetails();
  }, [flow, prescriptions, lenses, showMissingChoices, form, submitDetails]);

  // Back from the payment provider: finish the payment with its transaction (once per transaction).
  const transactionId = new URLSearchParams(search).get(RETURN_PARAM);
  const resumed = useRef<string | null>(null);
  useEffect(() => {
    if (!transactionId || resumed.current === transactionId || !cart) return;
    resumed.current = transactionId;
    dispatch({ type: 'resume', transactionId });
    void runPayment(transactionId);
  }, [transactionId, cart, runPayment]);

  // The payment step's answer moves the page: on to the provider, or to the confirmation (the cart
  // as it is at that moment is emptied the way the server emptied it).
  useEffect(() => {
    if (flow.phase === 'atProvider') {
      const target = toSafeUrl(flow.redirectUrl);
      if (target) navigation.navigate(target);
    }
    if (flow.phase === 'completed') {
      clearCheckoutDraft(safeSessionStorage);
      confirmChange(predictEmptyCart);
      navigation.navigate(buildPath('orderConfirmation', { orderNumber: flow.orderNumber }), {
        replace: true,
      });
    }
  }, [flow, navigation, confirmChange]);

  // The payment step's answer (paying → editing): the fields it names get their errors and, when it
  // found a glasses line without a prescription (changed elsewhere), the lines are read again, so
  // the line opens its form. Once per answer: not again as the shopper fixes a field.
  const { reload: reloadPrescriptions } = prescriptions;
  const phaseBefore = useRef(flow.phase);
  useEffect(() => {
    const answered = phaseBefore.current === 'paying' && flow.phase === 'editing';
    phaseBefore.current = flow.phase;
    if (!answered || flow.phase !== 'editing' || flow.fields.length === 0) return;
    const choiceFields = new Set<string>(Object.keys(CHOICE_MESSAGES));
    const formErrors = flow.fields.filter(
      (field) => !choiceFields.has(field) && field !== 'giftCard' && field !== 'prescriptions',
    );
    for (const field of formErrors) {
      form.setError(field as keyof CheckoutFormValues, { type: 'server', message: 'validation.required' });
    }
    const fromServer = flow.fields.filter((field) => choiceFields.has(field)) as CheckoutChoiceField[];
    if (fromServer.length > 0)
      setChoiceErrors(Object.fromEntries(fromServer.map((field) => [field, CHOICE_MESSAGES[field]])));
    if (flow.fields.includes('prescriptions')) reloadPrescriptions();
  }, [flow, form, reloadPrescriptions]);

  // Issue #40: the personal number the payment step asked for, fixed: its error and the problem go.
  const ssn = values.ssn;
  const ssnPointedAt = flow.phase === 'editing' && flow.fields.includes('ssn');
  useEffect(() => {
    if (!ssnPointedAt || !isFieldFixed(ssnSent.current, ssn, PERSONAL_NUMBER_RULES)) return;
    if (form.getFieldState('ssn').error?.type === 'server') form.clearErrors('ssn');
    dispatch({ type: 'fieldFixed', field: 'ssn' });
  }, [ssnPointedAt, ssn, form]);

  // The personal number is asked for as soon as a guest chooses Klarna, or when the step asked.
  const askSsn = asksPersonalNumber(choices, {
    isGuest: user === null,
    askedByPaymentStep: (flow.phase === 'editing' || flow.phase === 'paying') && flow.askSsn,
  });

  return {
    cart,
    isStoreUser,
    form,
    choices,
    choose,
    choiceErrors,
    discount,
    setDiscount,
    deliveryOptions,
    paymentMethods,
    delivery,
    totals,
    flow,
    /** Whether the personal number's field shows (with the payment choice, see `asksPersonalNumber`). */
    askSsn,
    placeOrder,
    prescriptions,
    /** The contact lens lines and their strength. */
    lenses,
    /** How often "Fullfør kjøpet" was refused for the prescriptions (0 once it went on). */
    prescriptionRefusals,
    prefilled: customer.data !== undefined,
    resuming: transactionId !== null && flow.phase === 'paying',
  };
}

/** What {@link useCheckout} returns. */
export type CheckoutController = ReturnType<typeof useCheckout>;
