import { forwardRef, type ForwardedRef, type ReactNode } from 'react';
import { mergeProps, useButton, useFocusRing, useObjectRef, type AriaButtonProps } from 'react-aria';
import { styled, css } from 'styled-components';
import { Spinner } from './Spinner';
import { withGlimtTheme } from '../../theme/fallback';

/** Visual weight of a button. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
/** Height and padding of a button. */
export type ButtonSize = 'sm' | 'md' | 'lg';

/** Props of {@link Button}. */
export interface ButtonProps extends AriaButtonProps<'button'> {
  children?: ReactNode;
  /** Visual weight. @default 'primary' */
  variant?: ButtonVariant;
  /** Height and padding: 32, 44 or 52 px. @default 'md' */
  size?: ButtonSize;
  /**
   * Shows a spinner and ignores presses while an action runs. The label stays (for width and for
   * screen readers) and `aria-busy` is set.
   * @default false
   */
  isLoading?: boolean;
  /** Stretch to the container's width. @default false */
  fullWidth?: boolean;
  /** An icon before the label. */
  icon?: ReactNode;
  className?: string;
  /** Used by test tools and analytics selectors. */
  'data-testid'?: string;
}

const heights: Record<ButtonSize, number> = { sm: 32, md: 44, lg: 52 };

/** Shared look of Button and IconButton. */
export const buttonStyles = css<{ $variant: ButtonVariant; $size: ButtonSize; $focusVisible: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: ${({ $size }) => heights[$size]}px;
  padding: 0 ${({ $size, theme }) => ($size === 'sm' ? theme.space[1.5] : theme.space[3])};
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ $size, theme }) => ($size === 'sm' ? theme.fontSizes.sm : theme.fontSizes.md)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  user-select: none;
  transition:
    background-color ${({ theme }) => theme.durations.fast}ms ${({ theme }) => theme.easings.standard},
    border-color ${({ theme }) => theme.durations.fast}ms ${({ theme }) => theme.easings.standard};
  outline: ${({ $focusVisible, theme }) => ($focusVisible ? `3px solid ${theme.colors.focus}` : 'none')};
  outline-offset: 2px;

  ${({ $variant, theme }) => {
    const c = theme.colors;
    switch ($variant) {
      case 'primary':
        return css`
          background: ${c.accent};
          color: ${c.textInverse};
          &:hover:not([aria-disabled='true']):not(:disabled) {
            background: ${c.accentStrong};
          }
        `;
      case 'secondary':
        return css`
          background: ${c.surface};
          color: ${c.accent};
          border-color: ${c.accent};
          &:hover:not([aria-disabled='true']):not(:disabled) {
            background: ${c.accentSubtle};
          }
        `;
      case 'ghost':
        return css`
          background: transparent;
          color: ${c.text};
          &:hover:not([aria-disabled='true']):not(:disabled) {
            background: ${c.subtle};
          }
        `;
      case 'danger':
        return css`
          background: ${c.danger};
          color: ${c.textInverse};
          &:hover:not([aria-disabled='true']):not(:disabled) {
            background: #8c1d17;
          }
        `;
    }
  }}

  &:disabled {
    cursor: not-allowed;
    background: ${({ theme }) => theme.colors.divider};
    border-color: transparent;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
`;

const StyledButton = styled.button<{
  $variant: ButtonVariant;
  $size: ButtonSize;
  $focusVisible: boolean;
  $fullWidth: boolean;
}>`
  ${buttonStyles}
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
`;

const Label = styled.span<{ $hidden: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: inherit;
  /* opacity, not visibility: the label must stay in the accessible name while loading. */
  opacity: ${({ $hidden }) => ($hidden ? 0 : 1)};
`;

const SpinnerSlot = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
`;

/**
 * Press and focus behaviour shared by Button and IconButton: react-aria's press handling, a focus
 * ring only for keyboard focus, and a busy state that keeps focus but ignores presses.
 */
export function useBusyButton(
  props: AriaButtonProps<'button'>,
  isLoading: boolean,
  forwardedRef: ForwardedRef<HTMLButtonElement>,
) {
  const ref = useObjectRef(forwardedRef);
  const { buttonProps } = useButton({ ...props, onPress: isLoading ? undefined : props.onPress }, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  return {
    ref,
    buttonProps: { ...mergeProps(buttonProps, focusProps), 'aria-busy': isLoading || undefined },
    isFocusVisible,
  };
}

/**
 * A button for actions (use `Link` to go somewhere). Built on react-aria's `useButton`: presses
 * work with mouse, touch, Enter and Space, and the focus ring shows only for keyboard focus.
 */
export const Button = /* @__PURE__ */ withGlimtTheme(
  forwardRef<HTMLButtonElement, ButtonProps>(function Button(
    {
      children,
      variant = 'primary',
      size = 'md',
      isLoading = false,
      fullWidth = false,
      icon,
      className,
      'data-testid': testId,
      ...props
    },
    forwardedRef,
  ) {
    const { ref, buttonProps, isFocusVisible } = useBusyButton(props, isLoading, forwardedRef);
    return (
      <StyledButton
        {...buttonProps}
        ref={ref}
        className={className}
        data-testid={testId}
        $variant={variant}
        $size={size}
        $focusVisible={isFocusVisible}
        $fullWidth={fullWidth}
      >
        <Label $hidden={isLoading}>
          {icon}
          {children}
        </Label>
        {isLoading && (
          <SpinnerSlot>
            <Spinner size={size === 'sm' ? 16 : 20} label={null} />
          </SpinnerSlot>
        )}
      </StyledButton>
    );
  }),
);
