import { createWidgetClient } from '@glimt/ui/widget';

/**
 * The widget API host the fake backend answers on (its default, `DEFAULT_WIDGET_API_HOST` of
 * `@glimt/ui/mocks`). Written out here so the shop's bundle does not pull in the mocks entry.
 */
export const WIDGET_API_HOST = 'https://widget-api.glimt.test';

/** The demo's widget API client: the category pages list their articles through it. */
export const catalogueClient = createWidgetClient({
  apiHost: WIDGET_API_HOST,
  tenant: 'glimt',
  market: 'no',
  locale: 'nb',
});

/** The shop API settings the fake backend accepts for article lookups (`MOCK_SHOP_ID`, `MOCK_API_KEY`). */
export const SHOP_API = { baseUrl: '', shopId: 'glimt-no', apiKey: 'glimt-mock-api-key' } as const;
