/** The shop API settings the fake backend accepts for article lookups (`MOCK_SHOP_ID`, `MOCK_API_KEY`). */
export const SHOP_API = { baseUrl: '', shopId: 'glimt-no', apiKey: 'glimt-mock-api-key' } as const;
