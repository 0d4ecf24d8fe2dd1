import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigation } from '../../../navigation/context';
import { INITIAL_PAYMENT_FLOW } from '../../../shop/checkout/paymentFlow';
import { isShopApiRequestError } from '../../../shop/client';
import { buildPath } from '../../../shop/routes';
import type { CustomerPaymentRequest } from '../../../shop/schemas/staff';
import {
  EMPTY_REQUEST_PAYMENT,
  canPayRequest,
  requestPayPayload,
  requestPaymentReducer,
  type RequestPaymentMethod,
  type RequestPaymentValues,
} from '../../../shop/staff/requestPayment';
import { toSafeUrl } from '../../../utils/url';
import { useShopClient } from '../../session/ShopSessionProvider';

/** The query parameter Klarna comes back with (`/betalingsforesporsel/{token}?klarna=<transaction>`). */
const RETURN_PARAM = 'klarna';

/** The payment form's typed fields (the method is a choice beside them). */
export type RequestPaymentFields = Omit<RequestPaymentValues, 'paymentMethodId'>;

/**
 * Paying a payment request from its page: the form (react-hook-form), the method, and the payment
 * flow of `shop/staff/requestPayment` (the checkout's, paid once). Klarna's trip goes out to the
 * provider and back to this page with `?klarna=`; the payment is finished once per transaction and
 * only while the request is still waiting. Once paid (or closed), `onSettled` reads the request
 * again and the page's address loses the provider's parameter, so a reload does not pay again.
 */
export function useRequestPayment(
  token: string,
  request: CustomerPaymentRequest | undefined,
  onSettled: () => void,
) {
  const client = useShopClient();
  const navigation = useNavigation();
  const { search } = useLocation();
  const form = useForm<RequestPaymentFields>({
    defaultValues: {
      ssn: EMPTY_REQUEST_PAYMENT.ssn,
      giftCardNumber: EMPTY_REQUEST_PAYMENT.giftCardNumber,
      giftCardPin: EMPTY_REQUEST_PAYMENT.giftCardPin,
    },
    mode: 'onTouched',
  });
  const [method, setMethod] = useState<RequestPaymentMethod>(60);
  const [flow, dispatch] = useReducer(requestPaymentReducer, INITIAL_PAYMENT_FLOW);

  const run = useCallback(
    async (transactionId?: string) => {
      const payload = requestPayPayload({ ...form.getValues(), paymentMethodId: method }, transactionId);
      if (!payload) return;
      try {
        dispatch({ type: 'answered', outcome: await client.payPaymentRequest(token, payload) });
      } catch (error) {
        dispatch({
          type: 'failed',
          status: isShopApiRequestError(error) ? error.status : undefined,
          code: isShopApiRequestError(error) ? error.code : undefined,
        });
      }
    },
    [client, form, method, token],
  );

  /** "Betal": checks the fields shown, then asks the payment step (once). */
  const pay = form.handleSubmit(() => {
    if (!canPayRequest(flow)) return;
    dispatch({ type: 'placeOrder' });
    void run();
  });

  // Back from Klarna: finish with its transaction, once, and only while the request waits for it.
  const transactionId = new URLSearchParams(search).get(RETURN_PARAM);
  const resumed = useRef<string | null>(null);
  const waiting = request?.status === 'sent';
  useEffect(() => {
    if (!transactionId || resumed.current === transactionId || !waiting) return;
    resumed.current = transactionId;
    dispatch({ type: 'resume', transactionId });
    void run(transactionId);
  }, [transactionId, waiting, run]);

  const settled = useRef(onSettled);
  settled.current = onSettled;
  const returned = useRef(transactionId);
  returned.current = transactionId;
  useEffect(() => {
    if (flow.phase === 'atProvider') {
      const target = toSafeUrl(flow.redirectUrl);
      if (target) navigation.navigate(target);
      return;
    }
    if (flow.phase === 'completed' || flow.phase === 'closed') {
      settled.current();
      if (returned.current) navigation.navigate(buildPath('paymentRequest', { token }), { replace: true });
    }
  }, [flow, navigation, token]);

  // A problem takes focus (after the commit); when Klarna asks for the personal number, its field.
  const askSsn = (flow.phase === 'editing' || flow.phase === 'paying') && flow.askSsn;
  const problem = flow.phase === 'editing' ? flow.problem : null;
  const problemRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (flow.phase !== 'editing' || flow.problem === null) return;
    const ssn = flow.problem === 'ssnRequired';
    const timer = setTimeout(() => (ssn ? form.setFocus('ssn') : problemRef.current?.focus()), 0);
    return () => clearTimeout(timer);
  }, [flow, form]);

  return {
    form,
    method,
    choose: (next: RequestPaymentMethod) => setMethod(next),
    flow,
    pay,
    askSsn,
    problem,
    /** The problem's notice (it takes focus when it shows). */
    problemRef,
    busy: flow.phase === 'paying' || flow.phase === 'atProvider',
    resuming: transactionId !== null && flow.phase === 'paying',
  };
}

/** What {@link useRequestPayment} returns. */
export type RequestPaymentController = ReturnType<typeof useRequestPayment>;
