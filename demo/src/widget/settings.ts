/**
 * The demo's widget settings, without React: the provider gets them (`DemoWidgetProvider`), and
 * so does the boot script, which starts a listing page's first call with them before the app's
 * code has arrived (`preloadListingPage`): the same settings make the same request.
 */

/**
 * The widget API host the fake backend answers on (its default, `DEFAULT_WIDGET_API_HOST` of
 * `@glimt/ui/mocks`). Written out here so the shop's bundle does not pull in the mocks entry.
 */
export const WIDGET_API_HOST = 'https://widget-api.glimt.test';

/** The demo shop's merchant, market and locale on the fake backend, and its search page. */
export const DEMO_WIDGET_SETTINGS = {
  apiHost: WIDGET_API_HOST,
  merchant: 'glimt',
  market: 'no',
  /** The id of `widgetLocaleNo`, the locale the provider is given. */
  locale: 'no',
  searchPagePath: '/sok',
} as const;
