import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslate } from '../../i18n/context';
import { useFormField } from '../../hooks/useFormField';
import type { FieldRule } from '../../shop/validation/rules';
import { TextField, type TextFieldProps } from './TextField';

/** Props of {@link FormTextField}. */
export interface FormTextFieldProps<T extends FieldValues> extends Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'isInvalid' | 'errorMessage'
> {
  /** The form's `control` (from `useForm`). */
  control: Control<T>;
  /** The field's path in the form's values. */
  name: FieldPath<T>;
  /** Rules from `src/shop/validation`, in order; the first failure's message is shown. */
  rules?: readonly FieldRule[];
}

/**
 * A {@link TextField} bound to react-hook-form with the shop's pure rules: the label, description
 * and error are linked by `aria-describedby`, `aria-invalid` marks a failed rule, the message comes
 * from the nb catalogue, the first invalid field gets focus on submit, and nothing typed is lost.
 * @example <FormTextField control={control} name="email" label="E-post" rules={[required, email]} type="email" />
 */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  rules,
  ...props
}: FormTextFieldProps<T>) {
  const t = useTranslate();
  const field = useFormField({ control, name, rules });
  return (
    <TextField
      {...props}
      ref={field.ref}
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      isInvalid={field.isInvalid}
      errorMessage={field.errorKey ? t(field.errorKey) : undefined}
    />
  );
}
