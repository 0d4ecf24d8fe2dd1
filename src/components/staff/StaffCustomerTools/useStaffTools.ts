import { useCallback, useState } from 'react';
import type { PaymentRequest, StaffBasket, StaffCustomerHit } from '../../../shop/schemas/staff';

/** The step the tools show. */
export type StaffStep =
  | { name: 'search' }
  | { name: 'create' }
  | { name: 'customer'; customer: StaffCustomerHit; basket: StaffBasket | null; created: boolean }
  | { name: 'sent'; customer: StaffCustomerHit; request: PaymentRequest };

/**
 * The staff tools' steps: look up (or create) a customer, put products together for them, send the
 * payment request, then follow its status. `visit` counts each step shown, so a step's heading takes
 * focus even when the same step comes back (a new request for the same customer).
 */
export function useStaffTools() {
  const [step, setStep] = useState<StaffStep>({ name: 'search' });
  const [visit, setVisit] = useState(0);
  const go = useCallback((next: StaffStep) => {
    setStep(next);
    setVisit((count) => count + 1);
  }, []);
  return {
    step,
    /** A key that changes with every step shown (for the heading's focus). */
    stepKey: `${step.name}-${visit}`,
    toSearch: useCallback(() => go({ name: 'search' }), [go]),
    toCreate: useCallback(() => go({ name: 'create' }), [go]),
    choose: useCallback(
      (customer: StaffCustomerHit, created = false) =>
        go({ name: 'customer', customer, basket: null, created }),
      [go],
    ),
    /** The basket after a product was added: the same step, no focus move. */
    setBasket: useCallback(
      (basket: StaffBasket) =>
        setStep((current) => (current.name === 'customer' ? { ...current, basket } : current)),
      [],
    ),
    sent: useCallback(
      (customer: StaffCustomerHit, request: PaymentRequest) => go({ name: 'sent', customer, request }),
      [go],
    ),
    /** A refreshed request: the same step, no focus move. */
    setRequest: useCallback(
      (request: PaymentRequest) =>
        setStep((current) => (current.name === 'sent' ? { ...current, request } : current)),
      [],
    ),
  };
}
