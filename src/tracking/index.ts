export {
  CONSENT_COOKIE_GROUPS,
  CONSENT_LEVELS,
  DEFAULT_CONSENT,
  consentFromCookieGroups,
  createConsentStore,
} from './consent';
export type { ConsentLevel, ConsentState, ConsentStore } from './consent';
