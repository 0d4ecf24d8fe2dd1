import { useEffect, useState } from 'react';
import { useWidget } from '../WidgetProvider';
import { loadSearchModal, loadedSearchModal } from './loadSearchModal';
import type { SearchModalProps } from './types';

/**
 * The widget's search modal (widget spec, section 2): a back button, the search field, a clear
 * and a submit button over one listbox of previous searches, suggestions (queries, brands and
 * categories, content pages), up to 4 instant result cards with placeholders while they load,
 * the total count and 'View all N results'.
 *
 * The field is an ARIA combobox (downshift): arrow keys move through the options, Enter follows
 * the highlighted one or submits the query, Ctrl or Meta opens it in a new tab, Escape closes.
 * Focus is trapped inside and returns to the opener; the page does not scroll behind it. It
 * closes when the URL's path or query changes. Needs a configured `WidgetProvider`.
 *
 * Its code is a chunk of its own: it loads with `import()` the first time the modal opens (or
 * earlier, when a `SearchField` on the page saw the shopper's intent), and the modal shows as soon
 * as it is in.
 */
export function SearchModal(props: SearchModalProps) {
  const widget = useWidget();
  const [View, setView] = useState(loadedSearchModal);
  const { isOpen } = props;
  const reportError = widget?.env.reportError;
  useEffect(() => {
    if (View || !isOpen) return undefined;
    let current = true;
    loadSearchModal().then(
      (component) => current && setView(() => component),
      (error: unknown) => (reportError ?? console.error)(error),
    );
    return () => {
      current = false;
    };
  }, [View, isOpen, reportError]);
  return View ? <View {...props} /> : null;
}
