import type { ReactNode } from 'react';
import { useNavigation } from '@glimt/ui';
import { SearchPage, WidgetProvider, useWidget, widgetLocaleNo, type PriceFormat } from '@glimt/ui/widget';
import { WIDGET_API_HOST } from '../catalogue';

// The demo's `/sok` page: the widget's own search page (search field, filters, sorting, show more,
// the restore toast and scroll restoration). Public exports only.

/** The demo shop's merchant and market on the fake backend, and its search page. */
const MERCHANT = 'glimt';
const MARKET = 'no';
const SEARCH_PAGE_PATH = '/sok';

/** Kroner the way the shop writes them: `kr 1 490`. */
export const NOK_PRICE_FORMAT: PriceFormat = {
  placesAfterComma: 0,
  decimalDelimiter: ',',
  thousandsDelimiter: '\u00a0',
  prefix: 'kr\u00a0',
};

/**
 * The widget's search page of the demo. Uses the app's `WidgetProvider` when there is one, and
 * brings its own (merchant and market of the fake backend, the shop's router) otherwise.
 */
export function WidgetSearchPage() {
  const widget = useWidget();
  const page = <SearchPage priceFormat={NOK_PRICE_FORMAT} searchField={{ priceFormat: NOK_PRICE_FORMAT }} />;
  if (widget) return page;
  return <DemoWidgetProvider>{page}</DemoWidgetProvider>;
}

/** The demo's widget settings: merchant and market of the fake backend, `/sok`, the shop's router. */
export function DemoWidgetProvider({ children }: { children: ReactNode }) {
  const navigation = useNavigation();
  return (
    <WidgetProvider
      merchant={MERCHANT}
      market={MARKET}
      apiHost={WIDGET_API_HOST}
      locale={widgetLocaleNo}
      navigation={navigation}
      searchSettings={{ searchPagePath: SEARCH_PAGE_PATH }}
      categorySettings={{ metaTitleSuffix: ' – Glimt' }}
    >
      {children}
    </WidgetProvider>
  );
}
