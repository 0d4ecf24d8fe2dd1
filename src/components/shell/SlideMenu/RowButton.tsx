import { forwardRef, type ReactNode } from 'react';
import { mergeProps, useButton, useFocusRing, useObjectRef } from 'react-aria';
import { BackRow, Row } from './SlideMenu.styles';

/** Props of {@link RowButton}. */
export interface RowButtonProps {
  children: ReactNode;
  onPress: () => void;
  'data-testid'?: string;
}

/**
 * A full-width row button of the menu: a section (with its chevron) or the back button of a detail
 * list. The forwarded ref is the button, so the menu can move focus to it.
 */
export const RowButton = forwardRef<HTMLButtonElement, RowButtonProps & { variant: 'section' | 'back' }>(
  function RowButton({ children, onPress, variant, 'data-testid': testId }, forwardedRef) {
    const ref = useObjectRef(forwardedRef);
    const { buttonProps } = useButton({ onPress }, ref);
    const { focusProps, isFocusVisible } = useFocusRing();
    const Styled = variant === 'section' ? Row : BackRow;
    return (
      <Styled
        {...mergeProps(buttonProps, focusProps)}
        ref={ref}
        data-testid={testId}
        $focusVisible={isFocusVisible}
      >
        {children}
      </Styled>
    );
  },
);
