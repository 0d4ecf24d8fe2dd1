import type { ReactNode } from 'react';
import { useNavigation } from '@glimt/ui';
import { WidgetProvider, widgetLocaleNo, type PriceFormat } from '@glimt/ui/widget';
import { WIDGET_API_HOST } from '../catalogue';

// The demo's widget settings, on every page. The search page itself is a lazy page of its own
// (`WidgetSearchPage`), so the shell's chunk does not carry the listing and its filters.

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
