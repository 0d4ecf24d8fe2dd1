export {
  NOTE_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  accepted,
  all,
  bankAccountNumber,
  birthDate,
  email,
  giftCardNumber,
  giftCardPin,
  maxLength,
  name,
  organisationNumber,
  password,
  personalNumber,
  phone,
  required,
  sameAs,
  zipCode,
} from './rules';
export type { FieldRule, RuleResult } from './rules';
export {
  LENS_COLOUR_CONFLICT_MESSAGE,
  LENS_REQUIRED_MESSAGE,
  glassesIssueMessage,
  glassesIssueMessages,
} from './glasses';
