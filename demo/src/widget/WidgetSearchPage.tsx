import { SearchPage, useWidget } from '@glimt/ui/widget';
import { DemoWidgetProvider, NOK_PRICE_FORMAT } from './DemoWidgetProvider';

// The demo's `/sok` page: the widget's own search page (search field, filters, sorting, show more,
// the restore toast and scroll restoration). Public exports only.

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
