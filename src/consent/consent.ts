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
  /** Changes some levels; `necessary` cannot be withdrawn. */
  set(update: Partial<Record<ConsentLevel, boolean>>): void;
  /** Calls `listener` on every change; returns the unsubscribe function. */
  subscribe(listener: (state: ConsentState) => void): () => void;
}

/**
 * Creates a consent store.
 * @param initial - the starting consent @default DEFAULT_CONSENT
 */
export function createConsentStore(initial: Partial<Record<ConsentLevel, boolean>> = {}): ConsentStore {
  let state: ConsentState = { ...DEFAULT_CONSENT, ...initial, necessary: true };
  const listeners = new Set<(state: ConsentState) => void>();
  return {
    get: () => state,
    has: (level) => state[level],
    set(update) {
      const next = { ...state, ...update, necessary: true };
      if (CONSENT_LEVELS.every((level) => next[level] === state[level])) return;
      state = next;
      for (const listener of listeners) listener(state);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
