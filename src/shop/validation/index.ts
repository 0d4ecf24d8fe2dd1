export { NOTE_MAX_LENGTH, all, email, maxLength, name, organisationNumber, phone, required } from './rules';
export type { FieldRule, RuleResult } from './rules';
