import { useRef, type ReactNode } from 'react';
import { mergeProps, useButton, useFocusRing, type AriaButtonProps } from 'react-aria';
import * as S from './styles';

/** A button of the panel's header: react-aria press handling and a keyboard focus ring. */
export function PanelButton({
  kind,
  children,
  ...props
}: AriaButtonProps<'button'> & { kind: 'icon' | 'clear' | 'submit'; children: ReactNode }) {
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps } = useButton(props, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  const Element = kind === 'submit' ? S.SubmitButton : kind === 'clear' ? S.ClearButton : S.IconButton;
  return (
    <Element {...mergeProps(buttonProps, focusProps)} ref={ref} $focusVisible={isFocusVisible}>
      {children}
    </Element>
  );
}
