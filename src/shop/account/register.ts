import type { MessageKey } from '../../i18n/nb';
import { isShopApiRequestError } from '../client';
import type { RegisterPayload } from '../schemas/auth';
import { toApiPersonalNumber } from '../validation/rules';

/**
 * The registration form's rules beside the field rules of `src/shop/validation`: how the typed
 * values become the call's body, and where a refusal from the backend is shown (409 `CustomerExists`
 * at the e-mail field, 422 field errors at their fields, anything else above the form).
 */

/** How the customer identifies: a personal number (`DDMMYY-XXXXX`) or a birth date (`DDMMYYYY`). */
export type RegisterIdentity = 'personalNumber' | 'birthDate';

/** The registration form's values, as typed. */
export interface RegisterFormValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  passwordAgain: string;
  mobile: string;
  street: string;
  zipCode: string;
  city: string;
  identity: RegisterIdentity;
  personalNumber: string;
  birthDate: string;
  acceptTerms: boolean;
}

/** A text field of the registration form. */
export type RegisterTextField = Exclude<keyof RegisterFormValues, 'identity' | 'acceptTerms'>;

/** The empty form. */
export const EMPTY_REGISTER_VALUES: RegisterFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  passwordAgain: '',
  mobile: '',
  street: '',
  zipCode: '',
  city: '',
  identity: 'personalNumber',
  personalNumber: '',
  birthDate: '',
  acceptTerms: false,
};

/** The body of the registration: trimmed, the phone without spaces, only the chosen identity. */
export function registerPayloadFrom(values: RegisterFormValues): RegisterPayload {
  const identity =
    values.identity === 'personalNumber'
      ? { personalNumber: toApiPersonalNumber(values.personalNumber) }
      : { birthDate: values.birthDate.trim() };
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    password: values.password,
    mobile: values.mobile.replace(/[\s-]/g, '').replace(/^00/, '+'),
    street: values.street.trim(),
    zipCode: values.zipCode.trim(),
    city: values.city.trim(),
    ...identity,
    acceptTerms: true,
  };
}

/** Where a refused registration is shown: at fields, or above the form. */
export interface RegisterServerErrors {
  fields: ReadonlyArray<{ field: RegisterTextField | 'acceptTerms'; message: MessageKey }>;
  form: MessageKey | null;
}

const FIELD_OF_PATH: Readonly<Record<string, RegisterTextField | 'acceptTerms'>> = {
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'email',
  password: 'password',
  mobile: 'mobile',
  street: 'street',
  zipCode: 'zipCode',
  city: 'city',
  personalNumber: 'personalNumber',
  birthDate: 'birthDate',
  acceptTerms: 'acceptTerms',
};

const MESSAGE_OF_FIELD: Readonly<Record<RegisterTextField | 'acceptTerms', MessageKey>> = {
  firstName: 'validation.name',
  lastName: 'validation.name',
  email: 'validation.email',
  password: 'validation.passwordLength',
  passwordAgain: 'validation.passwordMismatch',
  mobile: 'validation.phone',
  street: 'validation.required',
  zipCode: 'validation.zipCode',
  city: 'validation.required',
  personalNumber: 'validation.personalNumber',
  birthDate: 'validation.birthDate',
  acceptTerms: 'validation.acceptTerms',
};

/**
 * Where the backend's refusal goes: 409 `CustomerExists` at the e-mail field ("customer already
 * exists"), a 422 with field errors at each known field (the rule's own message), anything else
 * (no answer, 5xx) above the form as "something went wrong".
 */
export function registerServerErrors(error: unknown): RegisterServerErrors {
  if (isShopApiRequestError(error)) {
    if (error.status === 409 && error.code === 'CustomerExists') {
      return { fields: [{ field: 'email', message: 'account.auth.register.customerExists' }], form: null };
    }
    if (error.status === 422) {
      const fields = error.error.fields.flatMap((entry) => {
        const field = FIELD_OF_PATH[entry.path.split('.')[0] ?? ''];
        return field ? [{ field, message: MESSAGE_OF_FIELD[field] }] : [];
      });
      if (fields.length > 0) return { fields, form: null };
    }
  }
  return { fields: [], form: 'account.auth.error.generic' };
}
