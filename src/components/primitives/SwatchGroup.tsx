import { createContext, forwardRef, useContext } from 'react';
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
import { Field, type FieldBaseProps } from './Field';
import { withGlimtTheme } from '../../theme/fallback';

/** Props of {@link SwatchGroup}. */
export interface SwatchGroupProps
  extends
    FieldBaseProps,
    Pick<AriaRadioGroupProps, 'value' | 'defaultValue' | 'onChange' | 'name' | 'aria-describedby'> {
  /** The {@link Swatch} options. */
  children: React.ReactNode;
  className?: string;
  /** Used by test tools and analytics selectors. */
  'data-testid'?: string;
}

/** Props of {@link Swatch}. */
export interface SwatchProps {
  /** The value the group reports when this swatch is chosen. */
  value: string;
  /** The colour's name: the swatch's accessible name (`Havana`), never only its colour. */
  label: string;
  /** The colour drawn, a CSS hex colour (`#6b3f1f`). Anything else draws the neutral stage colour. */
  colour: string | null;
  /** Not choosable (and crossed out). @default false */
  isDisabled?: boolean;
  /** Crossed out but still choosable (a sold-out colour the shopper may still look at). @default false */
  isCrossed?: boolean;
  /** Used by test tools and analytics selectors. */
  'data-testid'?: string;
}

const SwatchContext = createContext<RadioGroupState | null>(null);

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
`;

const SIDE = 36;
/** The swatch with its 4 px selection ring on each side. */
const SIDE_WITH_RING = 44; // SIDE + 8

const Label = styled.label<{ $disabled: boolean }>`
  position: relative;
  display: inline-flex;
  width: ${SIDE_WITH_RING}px;
  height: ${SIDE_WITH_RING}px;
  align-items: center;
  justify-content: center;
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
`;

const Ring = styled.span<{ $selected: boolean; $focused: boolean }>`
  position: absolute;
  inset: 0;
  border-radius: 50%;
  border: 2px solid ${({ $selected, theme }) => ($selected ? theme.colors.text : 'transparent')};
  outline: ${({ $focused, theme }) => ($focused ? `3px solid ${theme.colors.focus}` : 'none')};
  outline-offset: 2px;
`;

const Dot = styled.span<{ $colour: string; $disabled: boolean }>`
  width: ${SIDE}px;
  height: ${SIDE}px;
  border-radius: 50%;
  background: ${({ $colour }) => $colour};
  /* A light colour on white still shows its edge (3:1 against the page). */
  box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.border};
  /* Crossed out: a dark stroke inside a light one, readable on a black and on a white swatch alike. */
  background-image: ${({ $disabled, theme }) =>
    $disabled
      ? `linear-gradient(to top right, transparent calc(50% - 2.5px), ${theme.colors.surface} calc(50% - 2.5px), ${theme.colors.surface} calc(50% - 1px), ${theme.colors.text} calc(50% - 1px), ${theme.colors.text} calc(50% + 1px), ${theme.colors.surface} calc(50% + 1px), ${theme.colors.surface} calc(50% + 2.5px), transparent calc(50% + 2.5px))`
      : 'none'};
`;

const HEX = /^#[0-9a-fA-F]{6}$/;

/**
 * A group of colour swatches with the semantics of radio buttons (react-aria): one Tab stop, arrow
 * keys move the choice, each swatch named by its colour's name (never by its colour alone), the
 * chosen one ringed, a sold-out one crossed out (skipped when disabled). The label shows above, like a field's.
 */
export const SwatchGroup = /* @__PURE__ */ withGlimtTheme(
  forwardRef<HTMLDivElement, SwatchGroupProps>(function SwatchGroup(
    {
      children,
      label,
      description,
      errorMessage,
      isInvalid = false,
      isRequired = false,
      isDisabled = false,
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
      orientation: 'horizontal' as const,
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
        isDisabled={isDisabled}
      >
        <Options {...radioGroupProps} ref={ref} data-testid={testId}>
          <SwatchContext.Provider value={state}>{children}</SwatchContext.Provider>
        </Options>
      </Field>
    );
  }),
);

/** One colour of a {@link SwatchGroup}: a native radio (visually hidden) under a drawn dot. */
export const Swatch = /* @__PURE__ */ withGlimtTheme(
  forwardRef<HTMLInputElement, SwatchProps>(function Swatch(
    { value, label, colour, isDisabled: isOptionDisabled = false, isCrossed = false, 'data-testid': testId },
    forwardedRef,
  ) {
    const state = useContext(SwatchContext);
    if (!state) throw new Error('Swatch must be rendered inside a SwatchGroup.');
    const ref = useObjectRef(forwardedRef);
    const { inputProps, labelProps, isSelected, isDisabled } = useRadio(
      { value, 'aria-label': label, isDisabled: isOptionDisabled },
      state,
      ref,
    );
    const { focusProps, isFocusVisible } = useFocusRing();
    return (
      <Label {...labelProps} $disabled={isDisabled} title={label}>
        <AriaVisuallyHidden>
          <input {...mergeProps(inputProps, focusProps)} ref={ref} data-testid={testId} />
        </AriaVisuallyHidden>
        <Ring aria-hidden="true" $selected={isSelected} $focused={isFocusVisible} />
        <Dot
          aria-hidden="true"
          $colour={colour && HEX.test(colour) ? colour : '#f3f3f1'}
          $disabled={isDisabled || isCrossed}
        />
      </Label>
    );
  }),
);
