import { describe, expect, it, vi } from 'vitest';
import {
  CONSENT_COOKIE_GROUPS,
  PERSONALISATION_CONSENT_LEVEL,
  consentFromCookieGroups,
  createConsentStore,
  DEFAULT_CONSENT,
} from './consent';

describe('consentFromCookieGroups', () => {
  it('maps OneTrust-style flags to levels', () => {
    expect(consentFromCookieGroups('C0001:1,C0002:0,C0003:1,C0004:0')).toEqual({
      necessary: true,
      statistics: false,
      preferences: true,
      marketing: false,
    });
  });
  it('reads a plain list of granted ids and ignores junk', () => {
    expect(consentFromCookieGroups('C0004, c0002 ,X9:1,:')).toEqual({
      necessary: true,
      statistics: true,
      preferences: false,
      marketing: true,
    });
  });
  it('never withdraws necessary', () => {
    expect(consentFromCookieGroups('C0001:0').necessary).toBe(true);
  });
});

describe('createConsentStore', () => {
  it('starts with only necessary granted and notifies on real changes', () => {
    const store = createConsentStore();
    expect(store.get()).toEqual(DEFAULT_CONSENT);
    const listener = vi.fn();
    store.subscribe(listener);
    store.set({ marketing: true });
    store.set({ marketing: true });
    store.set({ necessary: false });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.has('marketing')).toBe(true);
    expect(store.has('necessary')).toBe(true);
  });
});

describe('whether the visitor has answered', () => {
  it('a store made without an answer waits for the first set, which notifies even when it refuses all', () => {
    const store = createConsentStore();
    expect(store.decided?.()).toBe(false);
    const listener = vi.fn();
    store.subscribe(listener);
    store.set({ statistics: false, preferences: false, marketing: false });
    expect(store.decided?.()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith(DEFAULT_CONSENT);
    store.set({ statistics: false });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('a store made with a stored answer has been answered, unless it is told otherwise', () => {
    expect(createConsentStore({ preferences: true }).decided?.()).toBe(true);
    expect(createConsentStore(consentFromCookieGroups('C0001:1')).decided?.()).toBe(true);
    expect(createConsentStore({ preferences: true }, { decided: false }).decided?.()).toBe(false);
    expect(createConsentStore(undefined, { decided: true }).decided?.()).toBe(true);
  });
});

describe('consent cookie groups', () => {
  it('map the four groups to the four levels; C0003 gates the personalisation service', () => {
    expect(CONSENT_COOKIE_GROUPS).toEqual({
      C0001: 'necessary',
      C0002: 'statistics',
      C0003: 'preferences',
      C0004: 'marketing',
    });
    expect(PERSONALISATION_CONSENT_LEVEL).toBe(CONSENT_COOKIE_GROUPS.C0003);
    expect(createConsentStore(consentFromCookieGroups('C0003:1')).has(PERSONALISATION_CONSENT_LEVEL)).toBe(
      true,
    );
  });

  it('an unsubscribed listener hears nothing more', () => {
    const store = createConsentStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    unsubscribe();
    store.set({ statistics: true });
    expect(listener).not.toHaveBeenCalled();
  });
});
