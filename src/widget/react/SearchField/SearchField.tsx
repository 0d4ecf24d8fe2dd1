import { useRef } from 'react';
import { VisuallyHidden } from '../../../components/primitives/VisuallyHidden';
import { queryFromLocation } from '../../core/searchPage';
import type { SearchModalOptions } from '../SearchModal/types';
import { WidgetNotConfigured, useWidget, useWidgetLocation } from '../WidgetProvider';
import { Trigger } from './SearchField.styles';
import { useSearchField } from './useSearchField';

/** Props of {@link SearchField}. */
export interface SearchFieldProps extends SearchModalOptions {
  /** The text the field shows while there is no query. @default the locale's search placeholder */
  placeholder?: string;
  /**
   * Open the modal over this field (from tablet width up), so the modal's own field takes its
   * place; otherwise the modal opens centred or at the top. @default true
   */
  alignModal?: boolean;
  className?: string;
  /** Used by test tools. */
  'data-testid'?: string;
}

function SearchGlyph() {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="M15.5 15.5L20 20" />
    </svg>
  );
}

/**
 * The search field a host puts in its header: it looks like a text field and opens the search
 * modal (on press, or as soon as a character is typed into it), aligned with itself from tablet
 * width up. On the search page it shows the current query. Needs a configured `WidgetProvider`.
 *
 * The modal's code loads with `import()` on the first intent (focus, pointer over or down, a key)
 * or when the browser is idle, so a page pays for the field only. Nothing typed is lost while it
 * arrives: the modal opens with every character, caret at the end.
 */
export function SearchField({
  placeholder,
  alignModal = true,
  className,
  'data-testid': testId,
  ...modalOptions
}: SearchFieldProps) {
  const widget = useWidget();
  const location = useWidgetLocation();
  const ref = useRef<HTMLButtonElement>(null);
  const field = useSearchField(ref, alignModal, widget?.env.reportError);
  const { Modal, request } = field;
  // The modal's text, for the search page's field to keep when the modal closes without a search.
  const text = useRef<string | null>(null);

  if (!widget) return <WidgetNotConfigured className={className} />;

  const { searchSettings } = widget.settings;
  const kept = widget.searchFieldText;
  // While the modal's code arrives, the field shows what the shopper typed; else the search page's
  // text not searched for, else the query.
  const typed = request && !Modal ? request.initialQuery : undefined;
  const query = typed || kept?.value || queryFromLocation(location, searchSettings);
  const close = () => {
    // After a search the text is the new entry's query, and the field shows the same either way.
    if (kept && text.current !== null) kept.onChange(text.current);
    text.current = null;
    field.close();
  };
  return (
    <>
      <Trigger
        ref={ref}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={request !== null && Modal !== undefined}
        aria-busy={field.busy || undefined}
        onClick={field.open}
        onKeyDown={field.onKeyDown}
        onFocus={field.load}
        onPointerEnter={field.load}
        onPointerDown={field.load}
        className={className}
        data-testid={testId}
        $hasQuery={query !== ''}
        $busy={field.busy}
      >
        <SearchGlyph />
        {query ? (
          <span>
            <VisuallyHidden>{widget.t('searchLabel')}: </VisuallyHidden>
            {query}
          </span>
        ) : (
          <span>{placeholder || widget.t('searchPlaceholder')}</span>
        )}
      </Trigger>
      {Modal && (
        <Modal
          {...modalOptions}
          isOpen={request !== null}
          onClose={close}
          onTextChange={(next) => {
            text.current = next;
          }}
          anchor={request?.anchor ?? null}
          initialQuery={request?.initialQuery ?? (kept?.value || undefined)}
        />
      )}
    </>
  );
}
