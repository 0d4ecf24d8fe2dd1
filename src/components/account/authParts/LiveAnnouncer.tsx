import { VisuallyHidden } from '../../primitives/VisuallyHidden';

/**
 * A polite live region that reads `message` when it changes (a BankID hint, a state's outcome). The
 * region is always rendered, so the first message after the page loaded is announced too.
 */
export function LiveAnnouncer({ message }: { message: string }) {
  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
      {message}
    </VisuallyHidden>
  );
}
