import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { useSearchCombobox } from '../../../hooks/useSearchCombobox';
import { useTranslate } from '../../../i18n/context';
import { useNavigation } from '../../../navigation/context';
import {
  shownSiteSearchResponse,
  showsPopularSearches,
  siteSearchAllOption,
  siteSearchOverlayAnnouncement,
  siteSearchOverlayChoice,
  siteSearchOverlayColumns,
  siteSearchOverlayMessage,
  siteSearchOverlayOptionText,
  siteSearchOverlayOptions,
  siteSearchOverlaySections,
  siteSearchSubmitHref,
  type SearchPageHref,
  type SiteSearchOverlayOption,
} from '../../../shop/siteSearchOverlay';
import { normalizeSearchQuery } from '../../../shop/siteSearch';
import { useSiteSearch } from '../useSiteSearch';

const optionKey = (option: SiteSearchOverlayOption) => option.key;

/**
 * The state and behaviour of the search overlay's panel: the text, the site search, the listbox's
 * sections and options (rules of `shop/siteSearchOverlay`), the combobox, and where choosing or
 * submitting leads. The panel only renders what this returns.
 */
export function useSiteSearchOverlay({
  initialQuery,
  close,
  searchPageHref,
}: {
  initialQuery: string;
  close: () => void;
  searchPageHref?: SearchPageHref;
}) {
  const t = useTranslate();
  const navigation = useNavigation();
  const [query, setQuery] = useState(initialQuery);
  const search = useSiteSearch(query);
  const trimmed = normalizeSearchQuery(query);

  // What the listbox shows: the answer (the previous one while the next loads), or popular searches.
  const shown = shownSiteSearchResponse(search);
  const showPopular = showsPopularSearches(query, search.status);
  const sections = useMemo(() => siteSearchOverlaySections(shown, showPopular), [shown, showPopular]);
  const responseQuery = search.responseQuery ?? trimmed;
  const allOption = useMemo(() => siteSearchAllOption(shown, responseQuery), [shown, responseQuery]);
  const options = useMemo(() => siteSearchOverlayOptions(sections, allOption), [sections, allOption]);
  const columns = useMemo(() => siteSearchOverlayColumns(sections), [sections]);

  const leaveFor = useCallback(
    (href: string) => {
      navigation.navigate(href);
      close();
    },
    [navigation, close],
  );

  const { searchNow } = search;
  const combobox = useSearchCombobox<SiteSearchOverlayOption>({
    items: options,
    itemToString: siteSearchOverlayOptionText,
    itemToKey: optionKey,
    inputValue: query,
    onInputValueChange: setQuery,
    isOpen: options.length > 0,
    resetHighlightOnNewList: true,
    // Focus goes to the field on open (before useDialog would focus the panel itself).
    autoFocus: 'focus',
    onChoose: (option) => {
      const choice = siteSearchOverlayChoice(option, searchPageHref);
      if (choice.action === 'navigate') {
        leaveFor(choice.href);
        return;
      }
      setQuery(choice.query);
      searchNow(choice.query);
      combobox.focusInput();
    },
    // The listbox is not the scroller (the panel's body is): scroll the option into view there.
    scrollIntoView: (node) => node.scrollIntoView({ block: 'nearest' }),
    onEscape: close,
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // An empty (or too short) submit does nothing.
    const href = siteSearchSubmitHref(query, searchPageHref);
    if (href) leaveFor(href);
  };

  return {
    t,
    query,
    search,
    isBusy: search.status === 'loading',
    shown,
    sections,
    columns,
    options,
    allOption,
    message: siteSearchOverlayMessage(query, search, shown),
    announcement: siteSearchOverlayAnnouncement(search, t),
    combobox,
    submit,
  };
}
