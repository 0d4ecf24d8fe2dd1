import { describe, expect, it, vi } from 'vitest';
import { consentFromCookieGroups, createConsentStore, DEFAULT_CONSENT } from './consent';

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
