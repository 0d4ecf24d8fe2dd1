import { forwardRef, type ReactNode } from 'react';
import type { AriaButtonProps } from 'react-aria';
import { styled } from 'styled-components';
import { buttonStyles, useBusyButton, type ButtonSize, type ButtonVariant } from './Button';
import { Spinner } from './Spinner';
import { withGlimtTheme } from '../../theme/fallback';

/** Props of {@link IconButton}. */
export interface IconButtonProps extends Omit<AriaButtonProps<'button'>, 'aria-label' | 'children'> {
  /**
   * The accessible name, required because the button shows no text, e.g. `t('common.close')`.
   * Say what the button does ("Lukk", "Åpne meny"), not what the icon looks like.
   */
  'aria-label': string;
  /** The icon, e.g. `<CloseIcon />`. Icons are hidden from assistive technology. */
  icon: ReactNode;
  /**
   * Extra content layered over the icon, such as a count badge. It is not part of the name, so
   * include what it says in `aria-label` ("Handlekurv, 3 varer").
   */
  children?: ReactNode;
  /** Visual weight, as on `Button`. @default 'ghost' */
  variant?: ButtonVariant;
  /** A square touch target of 32, 44 or 52 px. @default 'md' */
  size?: ButtonSize;
  /** Shows a spinner instead of the icon and ignores presses; sets `aria-busy`. @default false */
  isLoading?: boolean;
  className?: string;
  /** Used by test tools and analytics selectors. */
  'data-testid'?: string;
}

const sides: Record<ButtonSize, number> = { sm: 32, md: 44, lg: 52 };
const iconSides: Record<ButtonSize, number> = { sm: 16, md: 20, lg: 24 };

const StyledIconButton = styled.button<{
  $variant: ButtonVariant;
  $size: ButtonSize;
  $focusVisible: boolean;
}>`
  ${buttonStyles}
  flex: none;
  width: ${({ $size }) => sides[$size]}px;
  height: ${({ $size }) => sides[$size]}px;
  min-height: 0;
  padding: 0;

  /* Icons take the size chosen for the button, whatever size they were given. */
  & svg {
    width: ${({ $size }) => iconSides[$size]}px;
    height: ${({ $size }) => iconSides[$size]}px;
  }
`;

const IconSlot = styled.span<{ $hidden: boolean }>`
  display: inline-flex;
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
 * An icon-only button (close, menu, search, cart, quantity steppers). It looks like `Button`, has a
 * square touch target and must be given an `aria-label`. Presses work with mouse, touch, Enter and
 * Space; the focus ring shows only for keyboard focus.
 */
export const IconButton = /* @__PURE__ */ withGlimtTheme(
  forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
    {
      icon,
      children,
      variant = 'ghost',
      size = 'md',
      isLoading = false,
      className,
      'data-testid': testId,
      ...props
    },
    forwardedRef,
  ) {
    const { ref, buttonProps, isFocusVisible } = useBusyButton(props, isLoading, forwardedRef);
    return (
      <StyledIconButton
        {...buttonProps}
        ref={ref}
        className={className}
        data-testid={testId}
        $variant={variant}
        $size={size}
        $focusVisible={isFocusVisible}
      >
        <IconSlot $hidden={isLoading} aria-hidden="true">
          {icon}
        </IconSlot>
        {children}
        {isLoading && (
          <SpinnerSlot>
            <Spinner size={iconSides[size]} label={null} />
          </SpinnerSlot>
        )}
      </StyledIconButton>
    );
  }),
);
