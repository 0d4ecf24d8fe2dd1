import { useEffect, useRef } from 'react';
import { styled } from 'styled-components';
import { CloseIcon } from '../../../components/primitives/icons';
import { useActiveFilterChips, type UseActiveFilterChipsOptions } from './useActiveFilterChips';
import { useStableCallback } from './useStableCallback';
import { useWidgetTexts } from './useWidgetTexts';
import * as S from './filters.styles';

/** Props of {@link ActiveFilterChips}. */
export interface ActiveFilterChipsProps extends UseActiveFilterChipsOptions {
  /**
   * Called once the last filter has gone after a press on a chip or on "clear all" (the bar then
   * hides, and with it the focused button): move focus to something that stays, such as the
   * results' heading. Without it, focus is left where the browser puts it.
   */
  onEmptied?: () => void;
  className?: string;
}

/** Stands for "clear all" in the removal waiting to show (no chip has an empty key). */
const ALL_CHIPS = '';

/**
 * The bar with its list and chips styled from one class (the chips are `li > button` in it), and
 * rendered (hidden) while no filter is applied: the first tick then inserts no new rules into the
 * page's style sheet, which on a listing of 600 products cost the tick's frame 15 ms at 4x CPU.
 */
const Root = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  font-family: ${({ theme }) => theme.fonts.body};
  &[hidden] {
    display: none;
  }
  > ul {
    display: contents;
    list-style: none;
  }
  > ul > li > button {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[0.5]};
    max-width: 100%;
    min-height: 36px;
    padding: ${({ theme }) => `${theme.space[0.5]} ${theme.space[1]} ${theme.space[0.5]} ${theme.space[1.5]}`};
    border: 1px solid ${({ theme }) => theme.colors.accent};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.accentSubtle};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    text-align: start;
    cursor: pointer;
  }
  > ul > li > button span {
    min-width: 0;
    overflow-wrap: anywhere;
  }
  > ul > li > button svg {
    flex: none;
    width: 16px;
    height: 16px;
  }
  > ul > li > button:hover {
    border-color: ${({ theme }) => theme.colors.accentStrong};
  }
  > ul > li > button:focus-visible {
    ${S.focusRing}
  }
`;

/**
 * The applied filters as removable chips ("Merke: Ray-Ban ×"), each a button named "Fjern filter:
 * Merke Ray-Ban", and "Fjern alle filtre". Removing a chip moves focus to the chip that takes its
 * place (or "clear all"), so the keyboard never falls back to the top of the page. While no filter
 * is applied it renders a hidden, empty element (not in the accessibility tree), so the first chip
 * costs no new styles. Its logic is {@link useActiveFilterChips}.
 */
export function ActiveFilterChips({ className, onEmptied, ...options }: ActiveFilterChipsProps) {
  const t = useWidgetTexts();
  const { chips, remove, clearAll } = useActiveFilterChips(options);
  const emptied = useStableCallback(() => onEmptied?.());
  const rootRef = useRef<HTMLElement>(null);
  // The chip removed and where it was: focus moves on once it has gone, whether the page applies
  // the change at once or a frame later (a listing page shows the URL's filters).
  const removed = useRef<{ key: string; index: number } | null>(null);
  useEffect(() => {
    const pending = removed.current;
    if (!pending || chips.some((chip) => chip.key === pending.key)) return;
    removed.current = null;
    // Not cleared on the next render: the listing's answer may re-render the chips before it runs.
    setTimeout(() => {
      const buttons = rootRef.current?.querySelectorAll<HTMLButtonElement>('button');
      if (!buttons || buttons.length === 0) {
        emptied();
        return;
      }
      const chipButtons = buttons.length - 1;
      (chipButtons > 0
        ? buttons[Math.min(pending.index, chipButtons - 1)]
        : buttons[buttons.length - 1]
      )?.focus();
    }, 0);
  }, [chips, emptied]);
  if (chips.length === 0) return <Root ref={rootRef} hidden className={className} />;
  const removeAt = (index: number) => {
    const chip = chips[index];
    if (!chip) return;
    removed.current = { key: chip.key, index };
    remove(chip);
  };
  return (
    <Root ref={rootRef} aria-label={t('activeFilters')} className={className}>
      <ul>
        {chips.map((chip, index) => (
          <li key={chip.key}>
            <button
              type="button"
              aria-label={t('removeFilterChip', { group: chip.groupTitle, value: chip.label })}
              onClick={() => removeAt(index)}
            >
              <span aria-hidden="true">
                {chip.groupTitle}: {chip.label}
              </span>
              <CloseIcon size={16} />
            </button>
          </li>
        ))}
      </ul>
      <S.TextButton
        type="button"
        onClick={() => {
          removed.current = { key: ALL_CHIPS, index: 0 };
          clearAll();
        }}
      >
        {t('clearAllFilters')}
      </S.TextButton>
    </Root>
  );
}
