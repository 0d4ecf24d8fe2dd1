import { createWidgetClient } from '@glimt/ui/widget';
import { WIDGET_API_HOST } from './widget/settings';

export { WIDGET_API_HOST };

/** The demo's widget API client: the category pages list their articles through it. */
export const catalogueClient = createWidgetClient({
  apiHost: WIDGET_API_HOST,
  tenant: 'glimt',
  market: 'no',
  locale: 'nb',
});

/** The shop API settings the fake backend accepts for article lookups (`MOCK_SHOP_ID`, `MOCK_API_KEY`). */
export const SHOP_API = { baseUrl: '', shopId: 'glimt-no', apiKey: 'glimt-mock-api-key' } as const;
