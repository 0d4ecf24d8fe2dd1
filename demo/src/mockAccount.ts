/**
 * Demo only: `?mockAccount=customer` logs the fake backend's shopper in as that fixture account
 * before the backend starts, so e2e journeys reach the account pages without a login page. Returns
 * the account's key, or `null` (a guest) when the address names none or a malformed one; an unknown
 * key is the backend's to refuse (the shopper stays a guest).
 */
export function mockAccountFromUrl(search: string): string | null {
  const key = new URLSearchParams(search).get('mockAccount');
  return key && /^[a-z]{1,20}$/.test(key) ? key : null;
}
