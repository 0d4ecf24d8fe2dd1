/**
 * Consent state shared by the shop, the widget and tracking. Framework-free: React reads it through
 * `GlimtProvider`, the tracker reads it directly.
 */

/** The four consent levels, from always-on to opt-in. */
export const CONSENT_LEVELS = ['necessary', 'statistics', 'preferences', 'marketing'] as const;

/** One consent level. */
export type ConsentLevel = (typeof CONSENT_LEVELS)[number];

/** What the visitor has granted, per level. `necessary` is always granted. */
export type ConsentState = Readonly<Record<ConsentLevel, boolean>>;

/**
 * Cookie-banner groups (OneTrust style ids) mapped to our levels. C0003 is the functional group
 * that gates the personalisation (recommendation) service.
 */
export const CONSENT_COOKIE_GROUPS: Readonly<Record<string, ConsentLevel>> = {
  C0001: 'necessary',
  C0002: 'statistics',
  C0003: 'preferences',
  C0004: 'marketing',
};

/** The level that gates the personalisation (recommendation) service: cookie group C0003's. */
export const PERSONALISATION_CONSENT_LEVEL: ConsentLevel = 'preferences';

/** Only strictly necessary storage: the state before the visitor answers the banner. */
export const DEFAULT_CONSENT: ConsentState = {
  necessary: true,
  statistics: false,
  preferences: false,
  marketing: false,
};

/**
 * Reads a cookie-banner group list such as OneTrust's `OptanonConsent` `groups` value
 * (`C0001:1,C0002:0,C0003:1`) or a plain list of granted ids (`C0001,C0003`). Unknown ids and
 * malformed parts are ignored; `necessary` stays granted.
 */
export function consentFromCookieGroups(groups: string): ConsentState {
  const state: Record<ConsentLevel, boolean> = { ...DEFAULT_CONSENT };
  for (const part of groups.split(/[,\s]+/)) {
    const [id = '', flag] = part.split(':');
    const level = CONSENT_COOKIE_GROUPS[id.trim().toUpperCase()];
    if (!level || level === 'necessary') continue;
    state[level] = flag === undefined ? true : flag.trim() === '1';
  }
  return state;
}

/** A small observable holding the current consent. */
export interface ConsentStore {
  /** The consent now. */
  get(): ConsentState;
  /** Whether `level` is granted now. */
  has(level: ConsentLevel): boolean;
  /**
   * Whether the visitor has answered the banner. Until then what is not granted is not refused
   * either: the tracker holds its events instead of dropping them. A store without this method
   * counts as answered.
   */
  decided?(): boolean;
  /** Changes some levels, and marks the visitor as having answered; `necessary` cannot be withdrawn. */
  set(update: Partial<Record<ConsentLevel, boolean>>): void;
  /** Calls `listener` on every change (of a level, or of the answer itself); returns the unsubscribe function. */
  subscribe(listener: (state: ConsentState) => void): () => void;
}

/** Options of {@link createConsentStore}. */
export interface ConsentStoreOptions {
  /**
   * Whether the visitor has already answered the banner.
   * @default true when a starting consent is given (an answer read back from the banner's cookie),
   * false when not (a first visit: nothing answered yet)
   */
  decided?: boolean;
}

/**
 * Creates a consent store.
 * @param initial - the starting consent, usually the banner's stored answer @default DEFAULT_CONSENT
 * @example createConsentStore(consentFromCookieGroups(optanonGroups)) // a returning visitor's answer
 */
export function createConsentStore(
  initial?: Partial<Record<ConsentLevel, boolean>>,
  options: ConsentStoreOptions = {},
): ConsentStore {
  let state: ConsentState = { ...DEFAULT_CONSENT, ...initial, necessary: true };
  let decided = options.decided ?? initial !== undefined;
  const listeners = new Set<(state: ConsentState) => void>();
  return {
    get: () => state,
    has: (level) => state[level],
    decided: () => decided,
    set(update) {
      const next = { ...state, ...update, necessary: true };
      const answered = !decided;
      decided = true;
      if (!answered && CONSENT_LEVELS.every((level) => next[level] === state[level])) return;
      state = next;
      for (const listener of listeners) listener(state);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
