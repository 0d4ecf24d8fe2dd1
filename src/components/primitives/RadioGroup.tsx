import { createContext, forwardRef, useContext, type ReactNode } from 'react';
import {
  mergeProps,
  useFocusRing,
  useObjectRef,
  useRadio,
  useRadioGroup,
  VisuallyHidden as AriaVisuallyHidden,
  type AriaRadioGroupProps,
} from 'react-aria';
import { useRadioGroupState, type RadioGroupState } from 'react-stately';
import { styled } from 'styled-components';
import { CHOICE_GAP, ChoiceLabel, Field, FieldDescription, type FieldBaseProps } from './Field';
import { withGlimtTheme } from '../../theme/fallback';

/** Props of {@link RadioGroup}. */
export interface RadioGroupProps
  extends
    FieldBaseProps,
    Omit<
      AriaRadioGroupProps,
      | 'label'
      | 'description'
      | 'errorMessage'
      | 'isInvalid'
      | 'isRequired'
      | 'isDisabled'
      | 'validate'
      | 'validationBehavior'
      | 'validationState'
    > {
  /** The {@link Radio} options. */
  children: ReactNode;
  /**
   * Stacks the options (`vertical`) or lays them in a wrapping row (`horizontal`). Arrow keys move
   * the selection either way.
   * @default 'vertical'
   */
  orientation?: 'vertical' | 'horizontal';
  className?: string;
  /** Used by test tools and analytics selectors. */
  'data-testid'?: string;
}

/** Props of {@link Radio}. */
export interface RadioProps {
  /** The value the group reports when this option is chosen. */
  value: string;
  /** The option's label. */
  children: ReactNode;
  /** Help text under the option's label, read as its description. */
  description?: ReactNode;
  /** Makes this option unselectable and skips it with the arrow keys. @default false */
  isDisabled?: boolean;
  /** Used by test tools and analytics selectors. */
  'data-testid'?: string;
}

const RadioGroupContext = createContext<RadioGroupState | null>(null);

/** Circle size in px, and the gap to the label; option descriptions are indented by both. */
const CIRCLE = 20;
const GAP = CHOICE_GAP;

const Options = styled.div<{ $horizontal: boolean }>`
  display: flex;
  flex-direction: ${({ $horizontal }) => ($horizontal ? 'row' : 'column')};
  flex-wrap: ${({ $horizontal }) => ($horizontal ? 'wrap' : 'nowrap')};
  column-gap: ${({ theme }) => theme.space[3]};
  row-gap: 0;
`;

const Option = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const Circle = styled.span<{ $selected: boolean; $invalid: boolean; $disabled: boolean; $focused: boolean }>`
  flex: none;
  position: relative;
  width: ${CIRCLE}px;
  height: ${CIRCLE}px;
  margin-top: 2px;
  border: 2px solid
    ${({ $selected, $invalid, $disabled, theme }) =>
      $disabled
        ? theme.colors.divider
        : $invalid
          ? theme.colors.danger
          : $selected
            ? theme.colors.accent
            : theme.colors.border};
  border-radius: 50%;
  background: ${({ $disabled, theme }) => ($disabled ? theme.colors.stage : theme.colors.surface)};
  outline: ${({ $focused, theme }) => ($focused ? `3px solid ${theme.colors.focus}` : 'none')};
  outline-offset: 2px;
  transition: border-color ${({ theme }) => theme.durations.fast}ms ${({ theme }) => theme.easings.standard};

  &::after {
    content: '';
    position: absolute;
    inset: 3px;
    border-radius: 50%;
    background: ${({ $disabled, theme }) => ($disabled ? theme.colors.border : theme.colors.accent)};
    transform: scale(${({ $selected }) => ($selected ? 1 : 0)});
    transition: transform ${({ theme }) => theme.durations.fast}ms ${({ theme }) => theme.easings.standard};
  }
  ${ChoiceLabel}:hover & {
    border-color: ${({ $selected, $invalid, $disabled, theme }) =>
      $disabled
        ? theme.colors.divider
        : $invalid
          ? theme.colors.danger
          : $selected
            ? theme.colors.accentStrong
            : theme.colors.text};
  }
  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
    &::after {
      transition: none;
    }
  }
`;

/** Keeps an option's description with its own label, apart from the next option. */
const OptionDescription = styled(FieldDescription)`
  padding-bottom: 6px;
`;

const Text = styled.span`
  min-width: 0;
  overflow-wrap: anywhere;
`;

/**
 * A group of {@link Radio} options with one label, built on react-aria's `useRadioGroup` and
 * `useRadioGroupState`. Tab enters the group on the chosen option (or the first) and leaves it with
 * the next Tab; arrow keys move the selection. Description and error are linked to the group with
 * `aria-describedby`, and `isInvalid` sets `aria-invalid` on it. The forwarded ref points at the
 * element with `role="radiogroup"`.
 */
export const RadioGroup = /* @__PURE__ */ withGlimtTheme(
  forwardRef<HTMLDivElement, RadioGroupProps>(function RadioGroup(
    {
      children,
      label,
      description,
      errorMessage,
      isInvalid = false,
      isRequired = false,
      showOptional = false,
      isDisabled = false,
      orientation = 'vertical',
      className,
      'data-testid': testId,
      ...props
    },
    forwardedRef,
  ) {
    const ref = useObjectRef(forwardedRef);
    const ariaProps = {
      ...props,
      label,
      description,
      errorMessage: isInvalid ? errorMessage : undefined,
      isInvalid,
      isRequired,
      isDisabled,
      orientation,
      validationBehavior: 'aria' as const,
    };
    const state = useRadioGroupState(ariaProps);
    const { radioGroupProps, labelProps, descriptionProps, errorMessageProps } = useRadioGroup(
      ariaProps,
      state,
    );
    return (
      <Field
        className={className}
        label={label}
        labelProps={labelProps}
        labelElementType="span"
        description={description}
        descriptionProps={descriptionProps}
        errorMessage={errorMessage}
        errorMessageProps={errorMessageProps}
        isInvalid={isInvalid}
        isRequired={isRequired}
        showOptional={showOptional}
        isDisabled={isDisabled}
      >
        <Options
          {...radioGroupProps}
          ref={ref}
          data-testid={testId}
          $horizontal={orientation === 'horizontal'}
        >
          <RadioGroupContext.Provider value={state}>{children}</RadioGroupContext.Provider>
        </Options>
      </Field>
    );
  }),
);

function useRadioGroupContext(): RadioGroupState {
  const state = useContext(RadioGroupContext);
  if (!state) throw new Error('Radio must be rendered inside a RadioGroup.');
  return state;
}

/**
 * One option of a {@link RadioGroup}: a custom-drawn circle over a native radio input that stays in
 * the DOM (visually hidden, focusable), with an optional description linked by `aria-describedby`.
 */
export const Radio = /* @__PURE__ */ withGlimtTheme(
  forwardRef<HTMLInputElement, RadioProps>(function Radio(
    { value, children, description, isDisabled: isOptionDisabled = false, 'data-testid': testId },
    forwardedRef,
  ) {
    const state = useRadioGroupContext();
    const ref = useObjectRef(forwardedRef);
    const { inputProps, labelProps, descriptionProps, isSelected, isDisabled } = useRadio(
      { value, children, isDisabled: isOptionDisabled },
      state,
      ref,
    );
    const { focusProps, isFocusVisible } = useFocusRing();
    return (
      <Option>
        <ChoiceLabel {...labelProps} $disabled={isDisabled}>
          <AriaVisuallyHidden>
            <input {...mergeProps(inputProps, focusProps)} ref={ref} data-testid={testId} />
          </AriaVisuallyHidden>
          <Circle
            aria-hidden="true"
            $selected={isSelected}
            $invalid={state.isInvalid}
            $disabled={isDisabled}
            $focused={isFocusVisible}
          />
          <Text>{children}</Text>
        </ChoiceLabel>
        {description ? (
          <OptionDescription {...descriptionProps} inset={`${CIRCLE + GAP}px`} afterControl>
            {description}
          </OptionDescription>
        ) : null}
      </Option>
    );
  }),
);
