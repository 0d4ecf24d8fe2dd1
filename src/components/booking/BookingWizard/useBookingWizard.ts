import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import type { MessageKey } from '../../../i18n/nb';
import { safeSessionStorage } from '../../../utils/safeStorage';
import { draftToKeep, restoreDraft } from '../../../shop/formDraft';
import {
  bookingSteps,
  bookingWizardReducer,
  emptyDraft,
  furthestStep,
  type BookingCustomerDraft,
  type BookingDraft,
  type BookingKind,
  type BookingStepId,
  type BookingWizardEvent,
  type BookingWizardState,
} from '../../../shop/booking/steps';
import { bookingCustomerOf, prefillsCustomer } from '../../../shop/booking/prefill';
import { isShopApiRequestError } from '../../../shop/client';
import type { Booking, CreateBookingPayload } from '../../../shop/schemas/bookings';
import { useOptionalShopSession, useShopClient } from '../../session/ShopSessionProvider';
import { useShopRead, useShopReadCache } from '../../session/useShopRead';

/** Options of {@link useBookingWizard}. */
export interface UseBookingWizardOptions {
  kind: BookingKind;
  /** A store chosen before the wizard (`?butikk=` from a store page). */
  initialStoreId?: string;
  /**
   * Details to fill in. Without it, inside a `ShopSessionProvider`, a logged-in customer's own
   * details are read (`getCustomer`) and fill the fields still empty.
   */
  prefill?: Partial<BookingCustomerDraft>;
  /** A booking to move: the wizard starts at the time step and confirming rebooks it. */
  rebooking?: Booking;
}

/**
 * Where a restored wizard is kept (session storage): the step, the choices and what was typed, read
 * back through the form draft rules (`shop/formDraft`: no secrets, no personal numbers).
 */
const storageKey = (kind: BookingKind) => `glimt.booking.${kind}`;
interface Stored {
  step: BookingStepId;
  draft: Pick<
    BookingDraft,
    'examTypeId' | 'levelId' | 'ageGroupId' | 'storeId' | 'date' | 'start' | 'withRequisition'
  >;
  /** What was typed: the note, the customer's details and the requisition (see {@link typedOf}). */
  typed?: unknown;
}

/** The typed part of a draft, as the form draft rules keep it. */
type Typed = Pick<BookingDraft, 'note' | 'customer' | 'requisition'>;
const typedOf = ({ note, customer, requisition }: BookingDraft): Typed => ({ note, customer, requisition });

/** Stored data is hostile: only a step name and string choices are taken back. */
function isStored(value: unknown): value is Stored {
  if (typeof value !== 'object' || value === null) return false;
  const { step, draft } = value as { step?: unknown; draft?: Record<string, unknown> };
  if (typeof step !== 'string' || typeof draft !== 'object' || draft === null) return false;
  const texts = ['examTypeId', 'levelId', 'ageGroupId', 'storeId', 'date', 'start'];
  return (
    texts.every((key) => typeof draft[key] === 'string' && (draft[key] as string).length < 100) &&
    typeof draft.withRequisition === 'boolean'
  );
}

/** The fields that hold text: typed details win over the ones filled in for the shopper. */
function nonEmpty(customer: Partial<BookingCustomerDraft> | undefined): Partial<BookingCustomerDraft> {
  return Object.fromEntries(Object.entries(customer ?? {}).filter(([, value]) => value !== ''));
}

function initialState({
  kind,
  initialStoreId,
  prefill,
  rebooking,
}: UseBookingWizardOptions): BookingWizardState {
  const empty = emptyDraft(kind);
  if (rebooking) {
    const draft: BookingDraft = {
      ...empty,
      examTypeId: rebooking.examTypeId,
      levelId: rebooking.levelId,
      ageGroupId: rebooking.ageGroupId,
      storeId: rebooking.storeId,
      customer: { ...empty.customer, ...rebooking.customer },
      note: rebooking.noteToStore ?? '',
    };
    return { kind, step: 'time', draft };
  }
  const stored = safeSessionStorage.getJSON<Stored | null>(storageKey(kind), null, isStored);
  const typed = restoreDraft(stored?.typed, typedOf(empty));
  let draft: BookingDraft = {
    ...empty,
    ...(stored?.draft ?? {}),
    ...typed,
    customer: { ...empty.customer, ...prefill, ...nonEmpty(typed?.customer) },
  };
  if (initialStoreId && initialStoreId !== draft.storeId)
    draft = { ...draft, storeId: initialStoreId, date: '', start: '' };
  const steps = bookingSteps(kind, draft);
  const furthest = steps.indexOf(furthestStep(kind, draft));
  const wanted = stored ? steps.indexOf(stored.step) : 0;
  const step = steps[Math.max(0, Math.min(wanted < 0 ? 0 : wanted, furthest))] ?? steps[0] ?? 'store';
  return { kind, step, draft };
}

/** The error codes of a booking answer and the message each shows. */
export function bookingErrorMessage(error: unknown): MessageKey {
  if (isShopApiRequestError(error)) {
    if (error.code === 'SlotTaken') return 'booking.error.slotTaken';
    if (error.code === 'ExternalProviderUnavailable') return 'booking.error.providerUnavailable';
    if (error.code === 'LocationUnavailable') return 'booking.error.locationUnavailable';
  }
  return 'booking.error.generic';
}

function toPayload(draft: BookingDraft): CreateBookingPayload {
  const note = draft.note.trim();
  return {
    storeId: draft.storeId,
    examTypeId: draft.examTypeId,
    levelId: draft.levelId,
    ageGroupId: draft.ageGroupId as CreateBookingPayload['ageGroupId'],
    start: draft.start,
    customer: {
      firstName: draft.customer.firstName.trim(),
      lastName: draft.customer.lastName.trim(),
      email: draft.customer.email.trim(),
      mobile: draft.customer.mobile.replace(/\s/g, ''),
    },
    ...(note ? { noteToStore: note } : {}),
    ...(draft.withRequisition && draft.requisition.type
      ? {
          requisition: {
            type: draft.requisition.type,
            reference: draft.requisition.reference.trim(),
            ...(draft.requisition.managerEmail.trim()
              ? { managerEmail: draft.requisition.managerEmail.trim() }
              : {}),
          },
        }
      : {}),
  };
}

/** The wizard's state, data and actions. */
export function useBookingWizard(options: UseBookingWizardOptions) {
  const client = useShopClient();
  const reads = useShopReadCache();
  const [state, dispatch] = useReducer(bookingWizardReducer, options, initialState);
  const [notice, setNotice] = useState<MessageKey | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<Booking | null>(null);
  const session = useOptionalShopSession();
  const readsCustomer = !options.prefill && !options.rebooking && prefillsCustomer(session?.user);
  const customer = useShopRead('getCustomer', readsCustomer ? [] : null, (shop) => shop.getCustomer());
  const ownDetails = useMemo(
    () => (customer.data ? bookingCustomerOf(customer.data) : undefined),
    [customer.data],
  );
  useEffect(() => {
    if (ownDetails) dispatch({ type: 'prefill', customer: ownDetails });
  }, [ownDetails]);
  /** Details filled in for the shopper: not their changes (the leave warning). */
  const prefilled = options.prefill ?? ownDetails;
  const examTypes = useShopRead('getExamTypes', [], (shop) => shop.getExamTypes());
  const ageGroups = useShopRead('getAgeGroups', [], (shop) => shop.getAgeGroups());

  useEffect(() => {
    if (outcome || options.rebooking) return;
    const { examTypeId, levelId, ageGroupId, storeId, date, start, withRequisition } = state.draft;
    const typed = draftToKeep(typedOf(state.draft), typedOf(emptyDraft(state.kind)));
    const stored: Stored = {
      step: state.step,
      draft: { examTypeId, levelId, ageGroupId, storeId, date, start, withRequisition },
      ...(typed ? { typed } : {}),
    };
    safeSessionStorage.setJSON(storageKey(state.kind), stored);
  }, [state, outcome, options.rebooking]);

  const send = useCallback(
    (event: BookingWizardEvent) => {
      if (event.type !== 'update') setNotice(null);
      dispatch(event);
    },
    [dispatch],
  );

  const confirm = useCallback(async () => {
    setSubmitting(true);
    setNotice(null);
    try {
      const payload = toPayload(state.draft);
      const booking = options.rebooking
        ? await client.rebook(
            options.rebooking.id,
            { start: payload.start, storeId: payload.storeId },
            { accessToken: options.rebooking.accessToken },
          )
        : state.kind === 'auditory'
          ? await client.createAuditoryBooking({
              storeId: payload.storeId,
              levelId: payload.levelId || 'standard',
              ageGroupId: payload.ageGroupId,
              start: payload.start,
              customer: payload.customer,
              ...(payload.noteToStore ? { noteToStore: payload.noteToStore } : {}),
            })
          : await client.createBooking(payload);
      safeSessionStorage.removeItem(storageKey(state.kind));
      // The booking took a time (and a rebooking gave one back): no view may show the old free times.
      reads.forget(['getSlots', 'getAvailability']);
      // The customer's own list of times (the account's booking page shows it above the wizard) has it.
      reads.revalidate(['getMyBookings']);
      setOutcome(booking);
    } catch (error) {
      const message = bookingErrorMessage(error);
      if (message === 'booking.error.slotTaken') dispatch({ type: 'slotTaken' });
      setNotice(message);
    } finally {
      setSubmitting(false);
    }
  }, [client, reads, state.draft, state.kind, options.rebooking]);

  return { state, send, notice, setNotice, submitting, outcome, confirm, examTypes, ageGroups, prefilled };
}
