import type { FormEvent, ReactNode } from 'react';
import { useTranslate } from '../../../i18n/context';
import { Button } from '../../primitives';
import { Actions, Form } from './BookingWizard.styles';

/** Props of {@link StepForm}. */
export interface StepFormProps {
  /** Runs on "Neste" (Enter in a field too). */
  onSubmit: () => void;
  /** Runs on "Tilbake"; no back button without it. */
  onBack?: () => void;
  /** The submit button's text. @default "Neste" */
  submitLabel?: string;
  /** A request runs: the submit button shows a spinner. */
  isBusy?: boolean;
  children: ReactNode;
}

/** One wizard step as a form: its fields, then "Tilbake" and "Neste". */
export function StepForm({ onSubmit, onBack, submitLabel, isBusy = false, children }: StepFormProps) {
  const t = useTranslate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isBusy) onSubmit();
  };
  return (
    <Form noValidate onSubmit={submit}>
      {children}
      <Actions>
        {onBack ? (
          <Button variant="secondary" onPress={onBack}>
            {t('booking.back')}
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit" isLoading={isBusy}>
          {submitLabel ?? t('booking.next')}
        </Button>
      </Actions>
    </Form>
  );
}
