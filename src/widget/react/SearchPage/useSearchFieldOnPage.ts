import { useMemo, useRef } from 'react';
import { normalizeSearchPagePath } from '../../core/navigation';
import type { WidgetContextValue } from '../WidgetProvider/types';

/**
 * The provider's value for the search field on the search page: a search submitted there (the
 * modal navigates to the search page with the new query) becomes the page's `newQuery`, so the
 * filters are cleared through the URL's flag and the restore toast is offered. Every other
 * navigation, and a click meant for a new tab, goes on as before.
 */
export function useSearchFieldOnPage(
  widget: WidgetContextValue | null,
  newQuery: (query: string) => void,
): WidgetContextValue | null {
  const latest = useRef(newQuery);
  latest.current = newQuery;
  return useMemo(() => {
    if (!widget) return null;
    const { searchPagePath, urlParamName } = widget.settings.searchSettings;
    const navigate: WidgetContextValue['navigate'] = (href, options) => {
      const event = options?.event as
        { metaKey?: boolean; ctrlKey?: boolean; shiftKey?: boolean } | undefined;
      if (event && (event.metaKey || event.ctrlKey || event.shiftKey)) return widget.navigate(href, options);
      let url: URL;
      try {
        url = new URL(href, 'http://widget.invalid');
      } catch {
        return widget.navigate(href, options);
      }
      const query = url.searchParams.get(urlParamName || 'query');
      if (url.origin !== 'http://widget.invalid' || query === null) return widget.navigate(href, options);
      if (normalizeSearchPagePath(url.pathname) !== normalizeSearchPagePath(searchPagePath))
        return widget.navigate(href, options);
      latest.current(query.trim());
      return true;
    };
    return { ...widget, navigate };
  }, [widget]);
}
