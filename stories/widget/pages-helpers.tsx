/**
 * Helpers of the search and category page stories: the pages inside the story provider (the fake
 * backend, the shop's router, `/sok`) in a given locale, and the keyboard steps the plays share.
 * Public entries only.
 */
import { expect, userEvent } from 'storybook/test';
import {
  CategoryPage,
  SearchField,
  SearchPage,
  widgetLocaleNo,
  type PriceFormat,
  type WidgetLocale,
} from '@glimt/ui/widget';
import { LocationReadout, StoryWidgetProvider } from './modal-helpers';

/** Kroner the way the shop writes them. */
const NOK: PriceFormat = {
  placesAfterComma: 0,
  decimalDelimiter: ',',
  thousandsDelimiter: '\u00a0',
  prefix: 'kr\u00a0',
};

/** Props of {@link ListingPageStory}. */
export interface ListingPageStoryProps {
  /** Which page: the search page (`/sok?query=…`) or a category page (its path). */
  kind: 'search' | 'category';
  /** The locale of the widget's texts. @default Norwegian */
  locale?: WidgetLocale;
  /** The category path of a category page. */
  categoryPath?: string;
  /** A widget search field above the page, as a shop's header has it. @default false */
  headerField?: boolean;
}

/** A search or category page of the widget as the demo shop has it, with the page's URL below. */
export function ListingPageStory({
  kind,
  locale = widgetLocaleNo,
  categoryPath,
  headerField = false,
}: ListingPageStoryProps) {
  return (
    <StoryWidgetProvider locale={locale} categorySettings={{ metaTitleSuffix: ' – Glimt' }}>
      {headerField && (
        <header>
          <SearchField priceFormat={NOK} />
        </header>
      )}
      {kind === 'search' ? (
        <SearchPage priceFormat={NOK} />
      ) : (
        <CategoryPage categoryPath={categoryPath} priceFormat={NOK} />
      )}
      <LocationReadout />
    </StoryWidgetProvider>
  );
}

/** Tabs (forward, or back with `shift`) until `element` has focus, at most `limit` presses. */
export async function tabTo(element: Element, options: { shift?: boolean; limit?: number } = {}) {
  const { shift = false, limit = 200 } = options;
  for (let press = 0; press < limit && document.activeElement !== element; press++)
    await userEvent.tab({ shift });
  await expect(element).toHaveFocus();
}
