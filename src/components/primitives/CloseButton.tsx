import { useRef } from 'react';
import { mergeProps, useButton, useFocusRing, type AriaButtonProps } from 'react-aria';
import { styled } from 'styled-components';
import { CloseIcon } from './icons';

const StyledClose = styled.button<{ $focusVisible: boolean; $inverse: boolean }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ $inverse, theme }) => ($inverse ? theme.colors.textInverse : theme.colors.text)};
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.durations.fast}ms
    ${({ theme }) => theme.easings.standard};
  outline: ${({ $focusVisible, $inverse, theme }) =>
    $focusVisible ? `3px solid ${$inverse ? theme.colors.textInverse : theme.colors.focus}` : 'none'};
  outline-offset: ${({ $inverse }) => ($inverse ? '-3px' : '0')};
  &:hover {
    background: ${({ $inverse, theme }) => ($inverse ? 'rgba(255, 255, 255, 0.16)' : theme.colors.subtle)};
  }
`;

/** An icon-only close button with an accessible name. */
export function CloseButton({
  label,
  onPress,
  inverse = false,
}: {
  label: string;
  onPress: AriaButtonProps['onPress'];
  /** Light on a dark background (toasts). */
  inverse?: boolean;
}) {
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps } = useButton({ onPress, 'aria-label': label }, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <StyledClose
      {...mergeProps(buttonProps, focusProps)}
      ref={ref}
      $focusVisible={isFocusVisible}
      $inverse={inverse}
    >
      <CloseIcon />
    </StyledClose>
  );
}
