import { forwardRef, type ReactNode } from 'react';
import {
  mergeProps,
  useCheckbox,
  useFocusRing,
  useObjectRef,
  VisuallyHidden as AriaVisuallyHidden,
  type AriaCheckboxProps,
} from 'react-aria';
import { useToggleState } from 'react-stately';
import { styled } from 'styled-components';
import { CHOICE_GAP, ChoiceLabel, Field, NecessityMarker } from './Field';
import { CheckIcon, DashIcon } from './icons';
import { withGlimtTheme } from '../../theme/fallback';

/** Props of {@link Checkbox}. */
export interface CheckboxProps extends Omit<
  AriaCheckboxProps,
  'children' | 'validate' | 'validationBehavior' | 'validationState'
> {
  /** The label, beside the box; long text wraps under itself, never under the box. */
  children: ReactNode;
  /** Help text under the label, read as the checkbox's description. */
  description?: ReactNode;
  /**
   * Shown under the label with an error icon while `isInvalid` is true, and read as part of the
   * checkbox's description.
   */
  errorMessage?: ReactNode;
  /** Marks the checkbox as invalid: sets `aria-invalid` and shows `errorMessage`. @default false */
  isInvalid?: boolean;
  /**
   * Must be checked (terms): a visible `*` after the label, announced through `aria-required`.
   * @default false
   */
  isRequired?: boolean;
  /** Shows "(valgfritt)" after the label when not required. @default false */
  showOptional?: boolean;
  /**
   * Shows a dash instead of a tick ("some selected"), for a parent of a group of checkboxes. It is
   * visual and announced as "mixed"; the next press makes it checked or unchecked as `isSelected` says.
   * @default false
   */
  isIndeterminate?: boolean;
  className?: string;
  /** Used by test tools and analytics selectors. */
  'data-testid'?: string;
}

/** Box size in px, and the gap to the label; the help text is indented by both. */
const BOX = 20;
const GAP = CHOICE_GAP;

const Box = styled.span<{ $checked: boolean; $invalid: boolean; $disabled: boolean; $focused: boolean }>`
  flex: none;
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${BOX}px;
  height: ${BOX}px;
  /* centre the box on the first 24 px line */
  margin-top: 2px;
  border: 2px solid
    ${({ $checked, $invalid, $disabled, theme }) =>
      $disabled
        ? theme.colors.divider
        : $invalid
          ? theme.colors.danger
          : $checked
            ? theme.colors.accent
            : theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ $checked, $disabled, theme }) =>
    $disabled
      ? $checked
        ? theme.colors.border
        : theme.colors.stage
      : $checked
        ? theme.colors.accent
        : theme.colors.surface};
  color: ${({ theme }) => theme.colors.textInverse};
  outline: ${({ $focused, theme }) => ($focused ? `3px solid ${theme.colors.focus}` : 'none')};
  outline-offset: 2px;
  transition:
    background-color ${({ theme }) => theme.durations.fast}ms ${({ theme }) => theme.easings.standard},
    border-color ${({ theme }) => theme.durations.fast}ms ${({ theme }) => theme.easings.standard};

  ${ChoiceLabel}:hover & {
    border-color: ${({ $checked, $invalid, $disabled, theme }) =>
      $disabled
        ? theme.colors.divider
        : $invalid
          ? theme.colors.danger
          : $checked
            ? theme.colors.accentStrong
            : theme.colors.text};
  }
  svg {
    width: 14px;
    height: 14px;
  }
  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
  }
`;

const Text = styled.span`
  min-width: 0;
  overflow-wrap: anywhere;
`;

/** The marks' stroke: 2.25 px in the 14 px box, in the icon frame's 24-unit grid. */
const MARK_STROKE = 3.857142857142857; // (2.25 * 24) / 14, written out: see docs/performance.md

/**
 * A checkbox with a custom-drawn box. The native `<input type="checkbox">` stays in the DOM, visually
 * hidden but focusable (react-aria's `VisuallyHidden` pattern), so Space toggles it, forms submit it
 * and screen readers announce it as a checkbox. Built on `useCheckbox` + `useToggleState`.
 * The forwarded ref points at the native input.
 */
export const Checkbox = /* @__PURE__ */ withGlimtTheme(
  forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
    {
      children,
      description,
      errorMessage,
      isInvalid = false,
      isRequired = false,
      showOptional = false,
      isIndeterminate = false,
      className,
      'data-testid': testId,
      ...props
    },
    forwardedRef,
  ) {
    const ref = useObjectRef(forwardedRef);
    const ariaProps = {
      ...props,
      children,
      isInvalid,
      isRequired,
      isIndeterminate,
      validationBehavior: 'aria' as const,
    };
    const state = useToggleState(ariaProps);
    const { labelProps, inputProps, descriptionProps, errorMessageProps, isDisabled } = useCheckbox(
      ariaProps,
      state,
      ref,
    );
    const { focusProps, isFocusVisible } = useFocusRing();
    const checked = state.isSelected || isIndeterminate;
    return (
      <Field
        className={className}
        description={description}
        descriptionProps={descriptionProps}
        errorMessage={errorMessage}
        errorMessageProps={errorMessageProps}
        isInvalid={isInvalid}
        isDisabled={isDisabled}
        helpTextInset={`${BOX + GAP}px`}
      >
        <ChoiceLabel {...labelProps} $disabled={isDisabled}>
          <AriaVisuallyHidden>
            <input {...mergeProps(inputProps, focusProps)} ref={ref} data-testid={testId} />
          </AriaVisuallyHidden>
          <Box
            aria-hidden="true"
            $checked={checked}
            $invalid={isInvalid}
            $disabled={isDisabled}
            $focused={isFocusVisible}
          >
            {isIndeterminate ? (
              <DashIcon size={14} strokeWidth={MARK_STROKE} />
            ) : state.isSelected ? (
              <CheckIcon size={14} strokeWidth={MARK_STROKE} />
            ) : null}
          </Box>
          <Text>
            {children}
            <NecessityMarker isRequired={isRequired} showOptional={showOptional} />
          </Text>
        </ChoiceLabel>
      </Field>
    );
  }),
);
