import type { BookingDraft, BookingKind, BookingWizardEvent } from '../../../../shop/booking/steps';

/** What every step gets from the wizard. */
export interface StepProps {
  kind: BookingKind;
  draft: BookingDraft;
  send: (event: BookingWizardEvent) => void;
  /** Back to the previous step (none on the first). */
  onBack?: () => void;
}

/** Moves focus to the first choice of the first invalid group inside `root` (after the error renders). */
export function focusFirstInvalid(root: HTMLElement | null): void {
  requestAnimationFrame(() => {
    root?.querySelector<HTMLElement>('[data-invalid="true"] input:not([disabled])')?.focus();
  });
}
