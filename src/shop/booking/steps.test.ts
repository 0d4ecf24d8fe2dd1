import { describe, expect, it } from 'vitest';
import {
  bookingSteps,
  bookingWizardReducer,
  emptyDraft,
  furthestStep,
  hasUnsavedChanges,
  stepPosition,
  type BookingWizardState,
} from './steps';

const start = (patch: Partial<BookingWizardState> = {}): BookingWizardState => ({
  kind: 'visual',
  step: 'exam',
  draft: emptyDraft(),
  ...patch,
});

describe('booking steps', () => {
  it('lists the steps of each kind', () => {
    expect(bookingSteps('visual', { withRequisition: false })).toEqual([
      'exam',
      'ageGroup',
      'store',
      'time',
      'details',
      'summary',
    ]);
    expect(bookingSteps('visual', { withRequisition: true })).toContain('requisition');
    expect(bookingSteps('auditory', { withRequisition: true })).toEqual([
      'ageGroup',
      'store',
      'time',
      'details',
      'summary',
    ]);
  });

  it('goes on only from a complete step and back freely, keeping the draft', () => {
    let state = bookingWizardReducer(start(), { type: 'next' });
    expect(state.step).toBe('exam');
    state = bookingWizardReducer(state, {
      type: 'update',
      patch: { examTypeId: 'synstest', levelId: 'standard' },
    });
    state = bookingWizardReducer(state, { type: 'next' });
    expect(state.step).toBe('ageGroup');
    expect(stepPosition(state)).toEqual({ index: 2, count: 6 });
    state = bookingWizardReducer(state, { type: 'back' });
    expect(state.step).toBe('exam');
    expect(state.draft.levelId).toBe('standard');
  });

  it('clears the time when the store or exam changes, and the level with another exam type', () => {
    const draft = {
      ...emptyDraft(),
      examTypeId: 'synstest',
      levelId: 'standard',
      storeId: '1001',
      date: '2026-11-18',
      start: 'x',
    };
    const moved = bookingWizardReducer(start({ draft }), { type: 'update', patch: { storeId: '1002' } });
    expect(moved.draft).toMatchObject({ date: '', start: '', levelId: 'standard' });
    const other = bookingWizardReducer(start({ draft }), {
      type: 'update',
      patch: { examTypeId: 'kontaktlinser' },
    });
    expect(other.draft).toMatchObject({ levelId: '', start: '' });
    const day = bookingWizardReducer(start({ draft }), { type: 'update', patch: { date: '2026-11-19' } });
    expect(day.draft.start).toBe('');
  });

  it('goes to a step only when every step before it is complete', () => {
    expect(bookingWizardReducer(start(), { type: 'goTo', step: 'time' }).step).toBe('exam');
    const draft = {
      ...emptyDraft(),
      examTypeId: 'synstest',
      levelId: 'standard',
      ageGroupId: '18-75',
      storeId: '1001',
    };
    expect(bookingWizardReducer(start({ draft }), { type: 'goTo', step: 'time' }).step).toBe('time');
  });

  it('a taken time goes back to the time step with the rest kept', () => {
    const draft = { ...emptyDraft(), storeId: '1001', date: '2026-11-18', start: 'x', note: 'Hei' };
    const state = bookingWizardReducer(start({ step: 'summary', draft }), { type: 'slotTaken' });
    expect(state.step).toBe('time');
    expect(state.draft).toMatchObject({ start: '', date: '2026-11-18', note: 'Hei', storeId: '1001' });
  });

  it('resumes at the first incomplete step and knows unsaved changes', () => {
    const draft = { ...emptyDraft(), examTypeId: 'synstest', levelId: 'standard' };
    expect(furthestStep('visual', draft)).toBe('ageGroup');
    expect(hasUnsavedChanges('visual', emptyDraft())).toBe(false);
    expect(hasUnsavedChanges('auditory', emptyDraft('auditory'))).toBe(false);
    expect(hasUnsavedChanges('visual', draft)).toBe(true);
  });

  it("the logged-in customer's details fill only the empty fields, on any step", () => {
    const customer = {
      firstName: 'Kari',
      lastName: 'Nordmann',
      email: 'kari@example.no',
      mobile: '91234567',
    };
    const typed = { ...emptyDraft(), customer: { ...emptyDraft().customer, firstName: 'Kari Anne' } };
    const state = bookingWizardReducer(start({ step: 'details', draft: typed }), {
      type: 'prefill',
      customer,
    });
    expect(state.step).toBe('details');
    expect(state.draft.customer).toEqual({ ...customer, firstName: 'Kari Anne' });
    const full = start({ draft: { ...emptyDraft(), customer } });
    expect(bookingWizardReducer(full, { type: 'prefill', customer: { ...customer, email: 'x@y.no' } })).toBe(
      full,
    );
  });

  it('details filled in for the shopper are not unsaved changes; what they change is', () => {
    const customer = {
      firstName: 'Kari',
      lastName: 'Nordmann',
      email: 'kari@example.no',
      mobile: '91234567',
    };
    const prefilled = { ...emptyDraft(), customer };
    expect(hasUnsavedChanges('visual', prefilled, undefined, customer)).toBe(false);
    expect(hasUnsavedChanges('visual', prefilled)).toBe(true);
    const edited = { ...prefilled, customer: { ...customer, mobile: '98765432' } };
    expect(hasUnsavedChanges('visual', edited, undefined, customer)).toBe(true);
  });
});
