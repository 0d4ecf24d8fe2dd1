/**
 * Demo only: `?mockAccount=customer` logs the fake backend's shopper in as that fixture account
 * before the backend starts, so e2e journeys reach the account pages without a login page.
 */
export function applyMockAccountFromUrl(
  setMockShopperAccount: (accountKey: string | null) => void,
  search: string = window.location.search,
): void {
  const key = new URLSearchParams(search).get('mockAccount');
  if (!key || !/^[a-z]{1,20}$/.test(key)) return;
  try {
    setMockShopperAccount(key);
  } catch {
    // An unknown account key: stay logged out.
  }
}
