import type { RequisitionType } from '../enums';
import { customerPrefill } from './prefill';

/**
 * The booking wizard's step machine: which steps a booking has, when a step is complete, and what
 * choosing, going on, going back and the "time taken" answer do to the draft. Pure: the wizard
 * renders whatever state this answers.
 */

/** The kinds of booking: a visual exam, a hearing test (auditory) or a company's eye-health day. */
export type BookingKind = 'visual' | 'auditory';

/** A step of the wizard. */
export type BookingStepId = 'exam' | 'ageGroup' | 'store' | 'time' | 'details' | 'requisition' | 'summary';

/** The customer part of the draft, as typed. */
export interface BookingCustomerDraft {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
}

/** The requisition part of the draft, as typed. */
export interface BookingRequisitionDraft {
  type: RequisitionType | '';
  reference: string;
  managerEmail: string;
}

/** Everything chosen and typed so far. */
export interface BookingDraft {
  examTypeId: string;
  levelId: string;
  ageGroupId: string;
  storeId: string;
  /** The chosen day, `YYYY-MM-DD`. */
  date: string;
  /** The chosen slot's start (ISO with offset). */
  start: string;
  note: string;
  customer: BookingCustomerDraft;
  /** Whether the employer pays with a requisition (adds the requisition step). */
  withRequisition: boolean;
  requisition: BookingRequisitionDraft;
}

/** The wizard's state: the draft and the step shown. */
export interface BookingWizardState {
  kind: BookingKind;
  step: BookingStepId;
  draft: BookingDraft;
}

/** An empty draft; `examTypeId` preset for a hearing test. */
export function emptyDraft(kind: BookingKind = 'visual', hearingExamTypeId = 'horselstest'): BookingDraft {
  return {
    examTypeId: kind === 'auditory' ? hearingExamTypeId : '',
    levelId: '',
    ageGroupId: '',
    storeId: '',
    date: '',
    start: '',
    note: '',
    customer: { firstName: '', lastName: '', email: '', mobile: '' },
    withRequisition: false,
    requisition: { type: '', reference: '', managerEmail: '' },
  };
}

/** The steps of a booking, in order. A hearing test has no exam step and no requisition. */
export function bookingSteps(
  kind: BookingKind,
  draft: Pick<BookingDraft, 'withRequisition'>,
): BookingStepId[] {
  const steps: BookingStepId[] = kind === 'auditory' ? ['ageGroup'] : ['exam', 'ageGroup'];
  steps.push('store', 'time', 'details');
  if (kind === 'visual' && draft.withRequisition) steps.push('requisition');
  steps.push('summary');
  return steps;
}

/** Whether a step has what it needs (the form steps check their fields themselves on submit). */
export function isStepComplete(step: BookingStepId, draft: BookingDraft): boolean {
  switch (step) {
    case 'exam':
      return draft.examTypeId !== '' && draft.levelId !== '';
    case 'ageGroup':
      return draft.ageGroupId !== '';
    case 'store':
      return draft.storeId !== '';
    case 'time':
      return draft.date !== '' && draft.start !== '';
    case 'details': {
      const { firstName, lastName, email, mobile } = draft.customer;
      return [firstName, lastName, email, mobile].every((value) => value.trim() !== '');
    }
    case 'requisition':
      return draft.requisition.type !== '' && draft.requisition.reference.trim() !== '';
    case 'summary':
      return false;
  }
}

/** The first step that is not complete: where a restored draft resumes at most. */
export function furthestStep(kind: BookingKind, draft: BookingDraft): BookingStepId {
  const steps = bookingSteps(kind, draft);
  return steps.find((step) => !isStepComplete(step, draft)) ?? 'summary';
}

/** The wizard's events. */
export type BookingWizardEvent =
  | { type: 'update'; patch: Partial<BookingDraft> }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'goTo'; step: BookingStepId }
  | { type: 'slotTaken' }
  /** The logged-in customer's details arrived: they fill the customer fields still empty. */
  | { type: 'prefill'; customer: BookingCustomerDraft };

/** Position of the step shown: `index` from 1, `count` steps. */
export function stepPosition(state: BookingWizardState): { index: number; count: number } {
  const steps = bookingSteps(state.kind, state.draft);
  return { index: steps.indexOf(state.step) + 1, count: steps.length };
}

/**
 * A changed choice invalidates what depends on it: another store or exam clears the time; another
 * exam type clears its level. Everything else typed is kept.
 */
function applyPatch(draft: BookingDraft, patch: Partial<BookingDraft>): BookingDraft {
  const next = { ...draft, ...patch };
  if (patch.examTypeId !== undefined && patch.examTypeId !== draft.examTypeId && patch.levelId === undefined)
    next.levelId = '';
  const timeDepends =
    (patch.storeId !== undefined && patch.storeId !== draft.storeId) ||
    (patch.examTypeId !== undefined && patch.examTypeId !== draft.examTypeId);
  if (timeDepends) {
    next.date = '';
    next.start = '';
  }
  if (patch.date !== undefined && patch.date !== draft.date && patch.start === undefined) next.start = '';
  return next;
}

/** The step machine. Going on needs the step complete; going to a step needs every step before it complete. */
export function bookingWizardReducer(
  state: BookingWizardState,
  event: BookingWizardEvent,
): BookingWizardState {
  const steps = bookingSteps(state.kind, state.draft);
  const index = steps.indexOf(state.step);
  switch (event.type) {
    case 'update': {
      const draft = applyPatch(state.draft, event.patch);
      const nextSteps = bookingSteps(state.kind, draft);
      return { ...state, draft, step: nextSteps.includes(state.step) ? state.step : 'summary' };
    }
    case 'next': {
      if (!isStepComplete(state.step, state.draft)) return state;
      const next = steps[index + 1];
      return next ? { ...state, step: next } : state;
    }
    case 'back': {
      const previous = steps[index - 1];
      return previous ? { ...state, step: previous } : state;
    }
    case 'goTo': {
      const target = steps.indexOf(event.step);
      if (target < 0) return state;
      const reachable = steps.slice(0, target).every((step) => isStepComplete(step, state.draft));
      return reachable ? { ...state, step: event.step } : state;
    }
    case 'slotTaken':
      return { ...state, step: 'time', draft: { ...state.draft, start: '' } };
    case 'prefill': {
      const patch = customerPrefill(event.customer, state.draft.customer);
      if (Object.keys(patch).length === 0) return state;
      return { ...state, draft: { ...state.draft, customer: { ...state.draft.customer, ...patch } } };
    }
  }
}

/**
 * Whether the draft holds anything the shopper chose or typed (for the leave warning). Details that
 * were filled in for them (`prefilled`, the logged-in customer's) are not the shopper's changes.
 */
export function hasUnsavedChanges(
  kind: BookingKind,
  draft: BookingDraft,
  hearingExamTypeId = 'horselstest',
  prefilled: Partial<BookingCustomerDraft> = {},
): boolean {
  const start = emptyDraft(kind, hearingExamTypeId);
  const untouched = { ...start, customer: { ...start.customer, ...prefilled } };
  return JSON.stringify(draft) !== JSON.stringify(untouched);
}
