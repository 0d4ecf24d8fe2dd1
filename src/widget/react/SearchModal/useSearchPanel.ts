import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { toSafeHref } from '../../../components/primitives/safeHref';
import { useMediaQuery } from '../../../hooks/useMediaQuery';
import { useSearchCombobox, type SearchComboboxEvent } from '../../../hooks/useSearchCombobox';
import { sendAnalyticsEvent } from '../../../tracking/analytics';
import { instantSearchAnalyticsEvent, type InstantSearchPing } from '../../core/instantSearch';
import { formatWidgetPrice } from '../../core/price';
import { widgetImage } from '../../core/images';
import type { DisplayPrice, ProductDisplay } from '../../core/schemas';
import {
  FLAT_CARDS_QUERY,
  hasLocationChanged,
  isNewTabKeyPress,
  searchCardLayout,
  searchFieldFocus,
  searchFollowDecision,
  searchModalColumns,
  searchModalStatus,
  searchSubmitDecision,
} from '../../core/searchModal';
import {
  buildSearchOptions,
  optionHref,
  optionText,
  queryToRemember,
  type SearchOption,
} from '../../core/searchOptions';
import { queryFromLocation } from '../../core/searchPage';
import { selectSuggestions } from '../../core/suggestions';
import type { ProductCardTemplateProps } from '../ProductCardTemplate';
import { useWidgetLocation, type WidgetContextValue } from '../WidgetProvider';
import type { SearchModalOptions } from './types';
import { useInstantSearch } from './useInstantSearch';

/** An option of the modal's listbox. */
export type Option = SearchOption<ProductDisplay>;

const optionKey = (option: Option) => option.key;

/** What {@link useSearchPanel} needs. */
export interface SearchPanelInput extends SearchModalOptions {
  widget: WidgetContextValue;
  onClose: () => void;
  initialQuery?: string;
  onTextChange?: (text: string) => void;
}

/**
 * The state and behaviour of the search modal's panel: the text, the instant search, recent
 * searches, the listbox (rules of `widget/core`), the combobox, following options and submitting,
 * and closing when the URL changes. The panel renders what this returns.
 */
export function useSearchPanel({
  widget,
  onClose: close,
  initialQuery,
  priceFormat,
  imageServiceUrl,
  allowedImageHosts,
  onInstantSearch,
  onTextChange,
}: SearchPanelInput) {
  const { t, settings, recentSearches, env, navigate, getLocation, openInNewTab } = widget;
  const { searchSettings } = settings;
  const location = useWidgetLocation();

  const [typed, setTyped] = useState(() => initialQuery ?? queryFromLocation(location, searchSettings));
  // The ping goes to the analytics tag under the provider's consent (statistics), and to the host.
  const { consent } = widget;
  const ping = useCallback(
    (sent: InstantSearchPing) => {
      const { name, params } = instantSearchAnalyticsEvent(sent);
      sendAnalyticsEvent({ consent }, name, params);
      onInstantSearch?.(sent);
    },
    [consent, onInstantSearch],
  );
  const instant = useInstantSearch(typed, {
    client: widget.client,
    env,
    displayTransformers: widget.displayTransformers,
    pageURLCreator: widget.pageURLCreator,
    enableContentSearch: searchSettings.enableContentSearch,
    onPing: ping,
  });
  const { query, results } = instant;

  // Parts whose rendering failed, per query: their options leave the listbox until the query changes.
  const [failedFor, setFailedFor] = useState<{ suggestions?: string; products?: string }>({});
  const suggestionsFailed = failedFor.suggestions === query;
  const onSuggestionsFailed = useCallback(
    () => setFailedFor((current) => ({ ...current, suggestions: query })),
    [query],
  );
  const onProductsFailed = useCallback(
    () => setFailedFor((current) => ({ ...current, products: query })),
    [query],
  );

  // Recent searches: re-read when the text changes or one is added.
  const [historyVersion, setHistoryVersion] = useState(0);
  const history = useMemo(() => {
    // A new version re-reads the storage after a search was remembered.
    void historyVersion;
    return recentSearches.shown(typed);
  }, [recentSearches, typed, historyVersion]);
  const remember = useCallback(
    (text: string | null) => {
      if (!text) return;
      recentSearches.add(text);
      setHistoryVersion((version) => version + 1);
    },
    [recentSearches],
  );

  const selected = useMemo(
    () =>
      instant.suggestions
        ? selectSuggestions(instant.suggestions.suggestions, {
            history,
            categories: searchSettings.enableCategorySuggestions,
            content: searchSettings.enableContentSearch,
          })
        : null,
    [
      instant.suggestions,
      history,
      searchSettings.enableCategorySuggestions,
      searchSettings.enableContentSearch,
    ],
  );

  const model = useMemo(
    () =>
      buildSearchOptions<ProductDisplay>({
        query,
        history,
        suggestions: selected,
        products: results && !results.failed ? results.displays : null,
        productHrefs: results?.hrefs ?? null,
        total: results && !results.failed ? results.total : null,
        settings: searchSettings,
        safeHref: toSafeHref,
        failed: { suggestions: failedFor.suggestions === query, products: failedFor.products === query },
      }),
    [query, history, selected, results, searchSettings, failedFor],
  );
  const { options, sections } = model;
  const columns = useMemo(
    () => searchModalColumns(sections, suggestionsFailed),
    [sections, suggestionsFailed],
  );

  // Follows an option: the search page for a query, the page of a product, category or content.
  const follow = useCallback(
    (option: Option, event: SearchComboboxEvent | null): boolean => {
      const decision = searchFollowDecision(option, typed, getLocation(), searchSettings);
      remember(decision.remember);
      if (decision.action === 'none') return false;
      if (decision.action === 'close') {
        close();
        return true;
      }
      const handled = navigate(decision.href, event ? { event } : undefined);
      // Ctrl or Meta + Enter: the keyboard's way of opening in a new tab, through the navigator.
      if (!handled && event && isNewTabKeyPress(event)) return openInNewTab?.(decision.href) ?? false;
      if (handled) close();
      return handled;
    },
    [searchSettings, remember, typed, getLocation, navigate, openInNewTab, close],
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const decision = searchSubmitDecision(typed, getLocation(), searchSettings);
    if (!decision) return;
    remember(decision.remember);
    if (decision.action === 'navigate') navigate(decision.href);
    close();
  };

  // The modal closes when the URL's path or query changes.
  const openedAt = useRef(location);
  useEffect(() => {
    if (hasLocationChanged(openedAt.current, location)) close();
  }, [location, close]);

  const baseId = useId();
  const combobox = useSearchCombobox<Option>({
    id: `glimt-search${baseId}`,
    items: options,
    itemToString: optionText,
    itemToKey: optionKey,
    inputValue: typed,
    onInputValueChange: (text) => {
      setTyped(text);
      onTextChange?.(text);
    },
    // The listbox is always shown.
    isOpen: true,
    autoFocus: searchFieldFocus(initialQuery),
    // A link the navigator left alone is followed by the browser; one without a usable link is not.
    onChoose: (option, event) => follow(option, event) || !optionHref(option, searchSettings),
    // A new tab: the browser opens the link; the query is still remembered.
    onModifiedClick: (option) => remember(queryToRemember(option, typed)),
    onEscape: close,
  });

  const layout = searchCardLayout(useMediaQuery(FLAT_CARDS_QUERY));
  const formatPrice = useCallback(
    (price: DisplayPrice | null | undefined) => formatWidgetPrice(price, priceFormat, env),
    [priceFormat, env],
  );
  const getImage = useCallback<ProductCardTemplateProps['getImage']>(
    (src, widths) => widgetImage(src, widths, { imageServiceUrl, allowedHosts: allowedImageHosts }, env),
    [imageServiceUrl, allowedImageHosts, env],
  );

  return {
    t,
    env,
    baseId,
    typed,
    query,
    instant,
    searchSettings,
    options,
    columns,
    status: searchModalStatus(query, results, t),
    combobox,
    submit,
    close,
    layout,
    formatPrice,
    getImage,
    onSuggestionsFailed,
    onProductsFailed,
  };
}
