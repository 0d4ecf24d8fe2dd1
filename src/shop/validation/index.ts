export { NOTE_MAX_LENGTH, all, email, maxLength, name, organisationNumber, phone, required } from './rules';
export type { FieldRule, RuleResult } from './rules';
export {
  LENS_COLOUR_CONFLICT_MESSAGE,
  LENS_REQUIRED_MESSAGE,
  glassesIssueMessage,
  glassesIssueMessages,
} from './glasses';
