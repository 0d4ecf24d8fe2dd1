import type { RefCallback } from 'react';
import {
  useController,
  type Control,
  type FieldPath,
  type FieldPathValue,
  type FieldValues,
} from 'react-hook-form';
import type { MessageKey } from '../i18n/nb';
import { all, type FieldRule } from '../shop/validation/rules';

/**
 * The one form layer's glue: a react-hook-form field whose rules are the pure functions of
 * `src/shop/validation`. The rule's answer (a catalogue key) is the field's error message; the
 * field primitive translates it. react-hook-form keeps every typed value on error, and with
 * `shouldFocusError` (its default) focuses the first invalid field on submit through `ref`.
 */

/** Options of {@link useFormField}. */
export interface UseFormFieldOptions<T extends FieldValues, N extends FieldPath<T>> {
  control: Control<T>;
  name: N;
  /** The rules, in order; the first that fails gives the message. */
  rules?: readonly FieldRule[];
}

/** What a text field primitive needs from the form. */
export interface FormFieldBinding {
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  ref: RefCallback<HTMLInputElement | HTMLTextAreaElement>;
  isInvalid: boolean;
  /** The catalogue key of the error, or undefined. */
  errorKey: MessageKey | undefined;
}

/** Wires one text field to react-hook-form with the shop's rules. */
export function useFormField<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  rules = [],
}: UseFormFieldOptions<T, N>): FormFieldBinding {
  const check = all(...rules);
  const { field, fieldState } = useController<T, N>({
    control,
    name,
    rules: {
      validate: (value: FieldPathValue<T, N>) => check(typeof value === 'string' ? value : '') ?? true,
    },
  });
  return {
    name: field.name,
    value: typeof field.value === 'string' ? field.value : '',
    onChange: (value) => field.onChange(value),
    onBlur: field.onBlur,
    ref: field.ref,
    isInvalid: fieldState.invalid,
    errorKey: (fieldState.error?.message as MessageKey | undefined) || undefined,
  };
}
