import { useMemo, useRef } from 'react';
import type { ClickLike } from '../../../navigation/navigation';
import { searchPageQueryOf } from '../../core/navigation';
import type { WidgetContextValue } from '../WidgetProvider/types';

/**
 * The provider's value for the search field on the search page: a search submitted there (the
 * modal navigates to the search page with the new query) becomes the page's `newQuery`, so the
 * filters are cleared through the URL's flag and the restore toast is offered. Every other
 * navigation, and a click meant for a new tab, goes on as before (the rule: `searchPageQueryOf`).
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
      const query = searchPageQueryOf({
        href,
        searchPagePath,
        urlParamName,
        event: options?.event as ClickLike | undefined,
      });
      if (query === null) return widget.navigate(href, options);
      latest.current(query);
      return true;
    };
    return { ...widget, navigate };
  }, [widget]);
}
