import type { ReactNode } from 'react';
import { useGlimt, useNavigation } from '@glimt/ui';
import { WidgetProvider, widgetLocaleNo, type PriceFormat } from '@glimt/ui/widget';
import { DEMO_WIDGET_SETTINGS } from './settings';

// The demo's widget settings, on every page. The search page itself is a lazy page of its own
// (`WidgetSearchPage`), so the shell's chunk does not carry the listing and its filters.

/** Kroner the way the shop writes them: `kr 1 490`. */
export const NOK_PRICE_FORMAT: PriceFormat = {
  placesAfterComma: 0,
  decimalDelimiter: ',',
  thousandsDelimiter: '\u00a0',
  prefix: 'kr\u00a0',
};

/**
 * The demo's widget settings: merchant and market of the fake backend, `/sok`, the shop's router,
 * and the shop's consent (the visitor id is stored only while personalisation is allowed).
 */
export function DemoWidgetProvider({ children }: { children: ReactNode }) {
  const navigation = useNavigation();
  const { consent } = useGlimt();
  return (
    <WidgetProvider
      merchant={DEMO_WIDGET_SETTINGS.merchant}
      market={DEMO_WIDGET_SETTINGS.market}
      apiHost={DEMO_WIDGET_SETTINGS.apiHost}
      locale={widgetLocaleNo}
      navigation={navigation}
      consent={consent}
      searchSettings={{ searchPagePath: DEMO_WIDGET_SETTINGS.searchPagePath }}
      categorySettings={{ metaTitleSuffix: ' – Glimt' }}
    >
      {children}
    </WidgetProvider>
  );
}
