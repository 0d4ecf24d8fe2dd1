import type { Control, FieldPath } from 'react-hook-form';
import { giftCardNumber, giftCardPin, personalNumber, required } from '../../shop/validation/rules';
import { FormTextField } from '../primitives';

/** The personal number's rules: required, and 11 digits with or without the hyphen (`personalNumber`). */
export const PERSONAL_NUMBER_RULES = [required, personalNumber] as const;

/** The payment fields a form holds: a gift card's number and PIN, and the personal number Klarna may ask for. */
export interface PaymentFieldValues {
  giftCardNumber: string;
  giftCardPin: string;
  ssn: string;
}

// The forms' own value types extend PaymentFieldValues; react-hook-form's path type cannot see that
// through the generic, so the three names are typed once here.
const field = <T extends PaymentFieldValues>(name: keyof PaymentFieldValues) => name as FieldPath<T>;

/**
 * A gift card's number and PIN, with the shop's rules (the checkout and a payment request's page share
 * them). Digits only on phones' keyboards; never autofilled.
 */
export function GiftCardFields<T extends PaymentFieldValues>({
  control,
  numberLabel,
  pinLabel,
}: {
  control: Control<T>;
  numberLabel: string;
  pinLabel: string;
}) {
  return (
    <>
      <FormTextField
        control={control}
        name={field<T>('giftCardNumber')}
        label={numberLabel}
        rules={[required, giftCardNumber]}
        inputMode="numeric"
        autoComplete="off"
        isRequired
      />
      <FormTextField
        control={control}
        name={field<T>('giftCardPin')}
        label={pinLabel}
        rules={[required, giftCardPin]}
        inputMode="numeric"
        autoComplete="off"
        isRequired
      />
    </>
  );
}

/** The personal number Klarna asks for (payment-step result 1), with the shop's rule. */
export function PersonalNumberField<T extends PaymentFieldValues>({
  control,
  label,
  description,
}: {
  control: Control<T>;
  label: string;
  description?: string;
}) {
  return (
    <FormTextField
      control={control}
      name={field<T>('ssn')}
      label={label}
      description={description}
      rules={PERSONAL_NUMBER_RULES}
      inputMode="numeric"
      autoComplete="off"
      isRequired
    />
  );
}
