import { useCallback, useEffect, useRef, useState } from 'react';
import type { PaymentRequest, StaffCustomerHit } from '../../../shop/schemas/staff';
import { loadStaffResume, saveStaffResume } from '../../../shop/staff/staffTools';
import { safeSessionStorage } from '../../../utils/safeStorage';

/** The step the tools show. `restored`: brought back from the tab's session, not chosen just now. */
export type StaffStep =
  | { name: 'search' }
  | { name: 'create' }
  | { name: 'customer'; customer: StaffCustomerHit; created: boolean }
  | { name: 'sent'; customer: StaffCustomerHit; request: PaymentRequest; restored: boolean };

/**
 * The staff tools' steps: look up (or create) a customer, put products together for them, send the
 * payment request, then follow its status. `visit` counts each step shown, so a step's heading takes
 * focus even when the same step comes back (a new request for the same customer). The customer and
 * the request are kept for the tab's session (`shop/staff` `StaffResume`), so a store user who leaves
 * the tools comes back to them; the basket itself is read from the backend.
 */
export function useStaffTools() {
  const [step, setStep] = useState<StaffStep>({ name: 'search' });
  const [visit, setVisit] = useState(0);
  // A step chosen before the stored one has been read wins over it.
  const moved = useRef(false);
  const go = useCallback((next: StaffStep) => {
    moved.current = true;
    setStep(next);
    setVisit((count) => count + 1);
    if (next.name === 'customer')
      saveStaffResume(safeSessionStorage, { customer: next.customer, request: null });
    else if (next.name === 'sent')
      saveStaffResume(safeSessionStorage, { customer: next.customer, request: next.request });
    else saveStaffResume(safeSessionStorage, null);
  }, []);

  // Back in the tools: the customer or the request the store user left (storage only in an effect;
  // its reader loads with `import()`, and a failed load starts the tools afresh).
  useEffect(() => {
    let live = true;
    loadStaffResume(safeSessionStorage)
      .catch(() => null)
      .then((resume) => {
        if (!resume || !live || moved.current) return;
        setStep(
          resume.request
            ? { name: 'sent', customer: resume.customer, request: resume.request, restored: true }
            : { name: 'customer', customer: resume.customer, created: false },
        );
      });
    return () => {
      live = false;
    };
  }, []);

  return {
    step,
    /** A key that changes with every step shown (for the heading's focus). */
    stepKey: `${step.name}-${visit}`,
    toSearch: useCallback(() => go({ name: 'search' }), [go]),
    toCreate: useCallback(() => go({ name: 'create' }), [go]),
    choose: useCallback(
      (customer: StaffCustomerHit, created = false) => go({ name: 'customer', customer, created }),
      [go],
    ),
    sent: useCallback(
      (customer: StaffCustomerHit, request: PaymentRequest) =>
        go({ name: 'sent', customer, request, restored: false }),
      [go],
    ),
    /** A refreshed request: the same step, no focus move. */
    setRequest: useCallback((request: PaymentRequest) => {
      setStep((current) => {
        if (current.name !== 'sent') return current;
        saveStaffResume(safeSessionStorage, { customer: current.customer, request });
        return { ...current, request };
      });
    }, []),
  };
}
