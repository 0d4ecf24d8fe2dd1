import { useMemo, useRef } from 'react';
import type { ClickLike } from '../../../navigation/navigation';
import { searchPageQueryOf } from '../../core/navigation';
import type { WidgetContextValue } from '../WidgetProvider/types';

/**
 * The provider's value for the search field on the search page: a search submitted there (the
 * modal navigates to the search page with the new query) becomes the page's `newQuery`, so the
 * filters are cleared through the URL's flag and the restore toast is offered. Every other
 * navigation, and a click meant for a new tab, goes on as before (the rule: `searchPageQueryOf`).
 * The field also keeps the text typed and not searched for in the page's history entry
 * (`field_value`), so Back and Forward bring it back.
 */
export function useSearchFieldOnPage(
  widget: WidgetContextValue | null,
  newQuery: (query: string) => void,
  fieldValue: string,
  setFieldValue: (text: string) => void,
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
    // The field's text not searched for lives in the page's history entry (`field_value`); the
    // setter only writes that entry, so an older one does the same.
    return { ...widget, navigate, searchFieldText: { value: fieldValue, onChange: setFieldValue } };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- setFieldValue: see above
  }, [widget, fieldValue]);
}
