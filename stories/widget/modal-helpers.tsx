/**
 * Helpers of the search modal and search field stories: the provider as the demo shop sets it up
 * (merchant and market of the fake backend, the shop's router, the search page at `/sok`), a
 * readout of the current URL, seeded recent searches, and the 13 locales. Public entries only.
 */
import { useState, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { Button, useLocation, useNavigation } from '@glimt/ui';
import {
  RECENT_SEARCHES_KEY,
  SearchModal,
  WidgetProvider,
  widgetLocaleCs,
  widgetLocaleDa,
  widgetLocaleDe,
  widgetLocaleEn,
  widgetLocaleEs,
  widgetLocaleFi,
  widgetLocaleFr,
  widgetLocaleIt,
  widgetLocaleNl,
  widgetLocaleNo,
  widgetLocalePl,
  widgetLocalePt,
  widgetLocaleSv,
  type PriceFormat,
  type SearchModalOptions,
  type WidgetLocale,
  type WidgetLocaleId,
  type WidgetProviderProps,
} from '@glimt/ui/widget';
import { DEFAULT_WIDGET_API_HOST, MOCK_IMAGE_RESIZE_URL } from '@glimt/ui/mocks';

/** The fake backend's merchant and market. */
export const STORY_MERCHANT = 'glimt';
export const STORY_MARKET = 'no';
/** The demo shop's search page. */
export const STORY_SEARCH_PATH = '/sok';

/** Norwegian kroner the way the shop writes them: `kr 1 490`. */
export const NOK_PRICE_FORMAT: PriceFormat = {
  placesAfterComma: 0,
  decimalDelimiter: ',',
  thousandsDelimiter: '\u00a0',
  prefix: 'kr\u00a0',
};

/** The locales, by id, for the per-locale stories. */
export const STORY_LOCALES: Record<WidgetLocaleId, WidgetLocale> = {
  en: widgetLocaleEn,
  cs: widgetLocaleCs,
  da: widgetLocaleDa,
  nl: widgetLocaleNl,
  fi: widgetLocaleFi,
  fr: widgetLocaleFr,
  de: widgetLocaleDe,
  it: widgetLocaleIt,
  no: widgetLocaleNo,
  pl: widgetLocalePl,
  pt: widgetLocalePt,
  es: widgetLocaleEs,
  sv: widgetLocaleSv,
};

/** Recent searches seeded for the stories that show them, oldest first. */
export const SEEDED_SEARCHES = ['kontaktlinser', 'oakley', 'ray-ban', 'solbriller'];

/**
 * A `beforeEach` that seeds the recent searches (`depict_searches`) and removes them after the
 * story.
 */
export function seedRecentSearches(searches: readonly string[] = SEEDED_SEARCHES) {
  return () => {
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(searches));
    return () => localStorage.removeItem(RECENT_SEARCHES_KEY);
  };
}

/** A `beforeEach` that starts without recent searches (and cleans up what the story saved). */
export function clearRecentSearches() {
  localStorage.removeItem(RECENT_SEARCHES_KEY);
  return () => localStorage.removeItem(RECENT_SEARCHES_KEY);
}

/** The provider set up like the demo shop's: the fake backend, the shop's router, `/sok`. */
export function StoryWidgetProvider({
  children,
  locale = widgetLocaleNo,
  ...props
}: Partial<WidgetProviderProps> & { children?: ReactNode }) {
  const navigation = useNavigation();
  return (
    <WidgetProvider
      merchant={STORY_MERCHANT}
      market={STORY_MARKET}
      apiHost={DEFAULT_WIDGET_API_HOST}
      locale={locale}
      navigation={navigation}
      searchSettings={{ searchPagePath: STORY_SEARCH_PATH }}
      {...props}
    >
      {children}
    </WidgetProvider>
  );
}

const Readout = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  code {
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** The page's URL as the shop's router has it (so a story shows where a choice led). */
export function LocationReadout() {
  const location = useLocation();
  return (
    <Readout data-testid="location">
      Side: <code>{location.pathname + location.search}</code>
    </Readout>
  );
}

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  justify-items: start;
`;

/** Props of {@link ModalDemo}. */
export interface ModalDemoProps extends SearchModalOptions {
  /** Whether the modal is open when the story starts. @default true */
  defaultOpen?: boolean;
  initialQuery?: string;
  /** The provider's locale. @default Norwegian */
  locale?: WidgetLocale;
  /** Provider props for this story (page URL creator, transformers ...). */
  provider?: Partial<WidgetProviderProps>;
}

/** A page with a button that opens the search modal, and the URL readout. */
export function ModalDemo({
  defaultOpen = true,
  initialQuery,
  locale,
  provider,
  ...options
}: ModalDemoProps) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <StoryWidgetProvider locale={locale} {...provider}>
      <Page>
        <Button variant="secondary" onPress={() => setOpen(true)}>
          Åpne søk
        </Button>
        <LocationReadout />
      </Page>
      <SearchModal
        priceFormat={NOK_PRICE_FORMAT}
        imageServiceUrl={MOCK_IMAGE_RESIZE_URL}
        {...options}
        isOpen={open}
        onClose={() => setOpen(false)}
        initialQuery={initialQuery}
      />
    </StoryWidgetProvider>
  );
}
