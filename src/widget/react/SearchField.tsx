import { useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { mergeProps, useButton, useFocusRing } from 'react-aria';
import { styled } from 'styled-components';
import { VisuallyHidden } from '../../components/primitives/VisuallyHidden';
import { queryFromLocation } from '../core/searchPage';
import { SearchModal, type PanelAnchor, type SearchModalOptions } from './SearchModal';
import { WidgetNotConfigured, useWidget, useWidgetLocation } from './WidgetProvider';

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

// Where the modal's text field sits inside its panel (header padding, back button and gap), so
// an aligned panel puts it exactly over this field.
const MODAL_FIELD_OFFSET = { top: 12, left: 16 + 44 + 8 };

const Trigger = styled.button<{ $focusVisible: boolean; $hasQuery: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  width: 100%;
  min-width: 0;
  height: 44px;
  padding: 0 ${({ theme }) => theme.space[1.5]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ $hasQuery, theme }) => ($hasQuery ? theme.colors.text : theme.colors.textMuted)};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.md};
  text-align: left;
  cursor: text;
  outline: ${({ $focusVisible, theme }) => ($focusVisible ? `3px solid ${theme.colors.focus}` : 'none')};
  outline-offset: 1px;
  transition: border-color ${({ theme }) => theme.durations.fast}ms ${({ theme }) => theme.easings.standard};
  &:hover {
    border-color: ${({ theme }) => theme.colors.text};
  }
  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
  }
  > svg {
    flex: none;
  }
  > span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

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
  const [open, setOpen] = useState<{ anchor: PanelAnchor | null; initialQuery?: string } | null>(null);

  const openModal = (initialQuery?: string) => {
    const rect = ref.current?.getBoundingClientRect();
    const anchor =
      alignModal && rect
        ? { top: rect.top - MODAL_FIELD_OFFSET.top, left: rect.left - MODAL_FIELD_OFFSET.left }
        : null;
    setOpen({ anchor, initialQuery });
  };

  const { buttonProps } = useButton(
    { onPress: () => openModal(), 'aria-haspopup': 'dialog', 'aria-expanded': open !== null },
    ref,
  );
  const { focusProps, isFocusVisible } = useFocusRing();

  if (!widget) return <WidgetNotConfigured className={className} />;

  const query = queryFromLocation(location, widget.settings.searchSettings);
  const onKeyDown = (event: ReactKeyboardEvent<HTMLButtonElement>) => {
    // Typing a character into the field opens the modal with it.
    if (event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      openModal(event.key);
    }
  };

  return (
    <>
      <Trigger
        {...mergeProps(buttonProps, focusProps, { onKeyDown })}
        ref={ref}
        type="button"
        className={className}
        data-testid={testId}
        $focusVisible={isFocusVisible}
        $hasQuery={query !== ''}
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
      <SearchModal
        {...modalOptions}
        isOpen={open !== null}
        onClose={() => setOpen(null)}
        anchor={open?.anchor ?? null}
        initialQuery={open?.initialQuery}
      />
    </>
  );
}
