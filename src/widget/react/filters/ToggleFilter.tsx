import { useRef } from 'react';
import { mergeProps, useFocusRing, useSwitch, VisuallyHidden } from 'react-aria';
import { useToggleState } from 'react-stately';
import { styled, css } from 'styled-components';
import { useToggleFilter } from './useToggleFilter';
import { useWidgetTexts } from './useWidgetTexts';
import type { FilterComponentProps } from './types';
import * as S from './filters.styles';

/** Props of {@link ToggleFilter}. */
export type ToggleFilterProps = FilterComponentProps;

const Label = styled.label<{ $focused: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1.5]};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[0.5]};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;
  ${({ $focused }) =>
    $focused &&
    css`
      ${S.focusRing}
    `}
`;

/** On is `data-on` (not a prop the CSS is generated from): switching inserts no style rule. */
const Track = styled.span`
  flex: none;
  position: relative;
  width: 40px;
  height: 24px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.border};
  transition: background-color ${({ theme }) => theme.durations.fast}ms;
  &::after {
    content: '';
    position: absolute;
    top: 3px;
    left: 3px;
    width: 18px;
    height: 18px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.surface};
    transition: left ${({ theme }) => theme.durations.fast}ms ${({ theme }) => theme.easings.standard};
  }
  &[data-on] {
    background: ${({ theme }) => theme.colors.accent};
  }
  &[data-on]::after {
    left: 19px;
  }
  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
    &::after {
      transition: none;
    }
  }
`;

/**
 * A switch for a yes/no filter (`in_stock`): on applies `eq true` (`1` in the URL), off removes the
 * filter. A react-aria switch (`role="switch"`, Space toggles it), named by the API's name of the
 * value ("På lager på nett"), with its count. Its logic is {@link useToggleFilter}.
 */
export function ToggleFilter({ className, labelledBy: _labelledBy, ...options }: ToggleFilterProps) {
  const t = useWidgetTexts();
  const { isOn, label, count, setOn } = useToggleFilter(options);
  const ref = useRef<HTMLInputElement>(null);
  const props = { isSelected: isOn, onChange: setOn, children: label };
  const state = useToggleState(props);
  const { inputProps } = useSwitch(props, state, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <S.Root className={className}>
      <Label $focused={isFocusVisible}>
        <VisuallyHidden>
          <input {...mergeProps(inputProps, focusProps)} ref={ref} />
        </VisuallyHidden>
        <Track data-on={isOn || undefined} aria-hidden="true" />
        <S.Name>{label}</S.Name>
        {count !== null && (
          <>
            <S.Count aria-hidden="true">{count}</S.Count>
            <VisuallyHidden>, {t('productCount', { count })}</VisuallyHidden>
          </>
        )}
      </Label>
    </S.Root>
  );
}
