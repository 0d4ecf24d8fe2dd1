import { memo, useRef } from 'react';
import { mergeProps, useCheckbox, useFocusRing, VisuallyHidden } from 'react-aria';
import { useToggleState } from 'react-stately';
import { CheckIcon, DashIcon } from '../../../components/primitives/icons';
import * as S from './filters.styles';

/** Props of {@link FilterOptionCheckbox}. */
export interface FilterOptionCheckboxProps {
  /** The option's key, handed back to `onToggle`. */
  optionKey: string;
  name: string;
  /** Shown after the name; `null` shows none. */
  count: number | null;
  /** Said after the name, e.g. "12 produkter". */
  countText: string | null;
  isSelected: boolean;
  /** Some of its descendants are chosen (a hierarchical level). */
  isIndeterminate?: boolean;
  isDisabled?: boolean;
  variant: 'list' | 'swatch' | 'size';
  /** A swatch's colour. */
  hex?: string | null;
  onToggle: (key: string, selected: boolean) => void;
}

/**
 * One choosable value: a react-aria checkbox (a real `<input type="checkbox">`, so Space toggles it
 * and the name is announced) drawn as a box, a colour swatch or a size tile. Memoised: ticking one
 * value re-renders that value only.
 */
export const FilterOptionCheckbox = memo(function FilterOptionCheckbox({
  optionKey,
  name,
  count,
  countText,
  isSelected,
  isIndeterminate = false,
  isDisabled = false,
  variant,
  hex = null,
  onToggle,
}: FilterOptionCheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  const props = {
    isSelected,
    isIndeterminate,
    isDisabled,
    onChange: (selected: boolean) => onToggle(optionKey, selected),
    children: name,
  };
  const state = useToggleState(props);
  const { inputProps } = useCheckbox(props, state, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  const mark = isIndeterminate && !isSelected ? <DashIcon /> : isSelected ? <CheckIcon /> : null;
  return (
    <S.OptionLabel
      $focused={isFocusVisible}
      data-variant={variant}
      data-selected={isSelected || undefined}
      data-disabled={isDisabled || undefined}
    >
      <VisuallyHidden>
        <input {...mergeProps(inputProps, focusProps)} ref={ref} />
      </VisuallyHidden>
      {variant === 'list' && (
        <S.Box
          data-checked={isSelected || isIndeterminate || undefined}
          data-disabled={isDisabled || undefined}
          aria-hidden="true"
        >
          {mark}
        </S.Box>
      )}
      {variant === 'swatch' && (
        <S.Swatch $hex={hex} data-checked={isSelected || undefined} aria-hidden="true">
          {isSelected && <CheckIcon />}
        </S.Swatch>
      )}
      <S.Name>{name}</S.Name>
      {variant !== 'size' && count !== null && <S.Count aria-hidden="true">{count}</S.Count>}
      {count !== null && countText && <VisuallyHidden>, {countText}</VisuallyHidden>}
    </S.OptionLabel>
  );
});
