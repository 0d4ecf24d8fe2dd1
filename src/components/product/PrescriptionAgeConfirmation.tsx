import { useController, type Control } from 'react-hook-form';
import { useTranslate } from '../../i18n/context';
import type { MessageKey } from '../../i18n/nb';
import { Checkbox } from '../primitives/Checkbox';

/** The part of a form's values this confirmation writes. */
export interface PrescriptionAgeValues {
  confirmedUnderOneYear: boolean;
}

/**
 * "Jeg bekrefter at resepten er under ett år gammel.": the confirmation every prescription asks for
 * (shop spec section 5), one checkbox shared by the glasses prescription and the contact lens form,
 * with its rule's message from the form's own validation.
 */
export function PrescriptionAgeConfirmation<Values extends PrescriptionAgeValues>({
  control,
}: {
  /** The react-hook-form whose values hold `confirmedUnderOneYear`. */
  control: Control<Values>;
}) {
  const t = useTranslate();
  // A form with more values than these has a wider `Control`; this field reads only its own.
  const own = control as unknown as Control<PrescriptionAgeValues>;
  const { field, fieldState } = useController({ control: own, name: 'confirmedUnderOneYear' });
  const error = fieldState.error?.message as MessageKey | undefined;
  return (
    <Checkbox
      ref={field.ref}
      name={field.name}
      isSelected={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      isRequired
      isInvalid={Boolean(error)}
      errorMessage={error ? t(error) : undefined}
    >
      {t('product.prescription.confirmUnderOneYear')}
    </Checkbox>
  );
}
