import { useState, type ReactNode } from 'react';
import { Button, Dialog } from '../../primitives';
import type { ButtonVariant } from '../../primitives';

/** Props of {@link ConfirmAction}. */
export interface ConfirmActionProps {
  /** The button that opens the question. */
  label: string;
  /** The question (the dialog's title). */
  question: string;
  /** What happens, said before the shopper confirms. */
  consequence: ReactNode;
  /** The confirming button's text. */
  confirmLabel: string;
  /** The text of the button that keeps things as they are. */
  keepLabel: string;
  variant?: ButtonVariant;
  isBusy: boolean;
  isDisabled?: boolean;
  /** Runs the action; the dialog closes when it settles. */
  onConfirm: () => Promise<unknown>;
}

/** A button whose action is confirmed first in an alert dialog that says what will happen. */
export function ConfirmAction({
  label,
  question,
  consequence,
  confirmLabel,
  keepLabel,
  variant = 'secondary',
  isBusy,
  isDisabled,
  onConfirm,
}: ConfirmActionProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} onPress={() => setOpen(true)} isDisabled={isDisabled}>
        {label}
      </Button>
      <Dialog
        isOpen={open}
        onOpenChange={setOpen}
        role="alertdialog"
        title={question}
        description={consequence}
        footer={(close) => (
          <>
            <Button variant="secondary" onPress={close}>
              {keepLabel}
            </Button>
            <Button
              variant={variant === 'danger' ? 'danger' : 'primary'}
              isLoading={isBusy}
              onPress={() => void onConfirm().finally(close)}
            >
              {confirmLabel}
            </Button>
          </>
        )}
      />
    </>
  );
}
