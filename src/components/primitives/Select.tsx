import { forwardRef, useState, type ChangeEvent, type FocusEvent } from 'react';
import { mergeProps, useField, useFocusRing, useObjectRef } from 'react-aria';
import { styled } from 'styled-components';
import { useTranslate } from '../../i18n/context';
import { ChevronDownIcon } from './icons';
import { Field, fieldHeights, type FieldBaseProps, type FieldSize } from './Field';
import { resolveSelectValue } from './fieldUtils';
import { withGlimtTheme } from '../../theme/fallback';

/** One choice of a {@link Select}. */
export interface SelectOption {
  /** The value reported by `onChange` and submitted with a form. Must be unique and not `''`. */
  value: string;
  /** The visible text. */
  label: string;
  /** Shown but not choosable. @default false */
  disabled?: boolean;
}

/** Props of {@link Select}. */
export interface SelectProps extends FieldBaseProps {
  /** The choices, in display order. */
  options: readonly SelectOption[];
  /**
   * Text of a first, empty option shown while nothing is chosen. Pass `null` to leave it out (the
   * first option is then preselected, as a plain `<select>` does). On a required select it cannot be
   * chosen again once a real option is picked.
   * @default the 'select.placeholder' message ("Velg …")
   */
  placeholder?: string | null;
  /** The chosen value (controlled); `''` means nothing chosen. */
  value?: string;
  /** The initially chosen value (uncontrolled). @default '' */
  defaultValue?: string;
  /** Called with the new value when the user picks an option. */
  onChange?: (value: string) => void;
  /** Height of the select: 32, 44 or 52 px (text stays 16 px, so iOS never zooms). @default 'md' */
  size?: FieldSize;
  /** Form field name. */
  name?: string;
  /** Id of the form the select belongs to, when it is outside the `<form>`. */
  form?: string;
  /** Autofill hint, e.g. `'country'`. */
  autoComplete?: string;
  /** Id of the `<select>`; generated when left out. */
  id?: string;
  /** Called when the select receives focus. */
  onFocus?: (event: FocusEvent<HTMLSelectElement>) => void;
  /** Called when the select loses focus (a good moment to validate). */
  onBlur?: (event: FocusEvent<HTMLSelectElement>) => void;
  className?: string;
  /** Used by test tools and analytics selectors. */
  'data-testid'?: string;
}

const Wrapper = styled.div`
  position: relative;
  display: block;
  width: 100%;
  min-width: 0;
`;

const NativeSelect = styled.select<{
  $size: FieldSize;
  $invalid: boolean;
  $focused: boolean;
  $empty: boolean;
}>`
  display: block;
  width: 100%;
  min-width: 0;
  height: ${({ $size }) => fieldHeights[$size]}px;
  margin: 0;
  /* room for the chevron on the right */
  padding: 0 40px 0 ${({ $size }) => ($size === 'sm' ? '10px' : '12px')};
  border: 1px solid ${({ $invalid, theme }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ $invalid, theme }) => ($invalid ? `inset 0 0 0 1px ${theme.colors.danger}` : 'none')};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ $empty, theme }) => ($empty ? theme.colors.textMuted : theme.colors.text)};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  text-overflow: ellipsis;
  cursor: pointer;
  appearance: none;
  outline: ${({ $focused, theme }) => ($focused ? `3px solid ${theme.colors.focus}` : 'none')};
  outline-offset: 1px;
  transition: border-color ${({ theme }) => theme.durations.fast}ms ${({ theme }) => theme.easings.standard};

  /* the open list uses the normal text colour even while the placeholder is shown */
  option {
    color: ${({ theme }) => theme.colors.text};
  }
  &:hover:not(:disabled) {
    border-color: ${({ $invalid, theme }) => ($invalid ? theme.colors.danger : theme.colors.text)};
  }
  &:disabled {
    cursor: not-allowed;
    background: ${({ theme }) => theme.colors.stage};
    border-color: ${({ theme }) => theme.colors.divider};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
  }
`;

const Chevron = styled.span<{ $disabled: boolean }>`
  position: absolute;
  top: 50%;
  right: 12px;
  display: flex;
  margin-top: -9px;
  color: ${({ $disabled, theme }) => ($disabled ? theme.colors.textMuted : theme.colors.text)};
  pointer-events: none;
`;

/**
 * A labelled NATIVE `<select>` with a custom chevron: the platform picker is the most accessible
 * choice on phones and costs no bundle size. Label, description and error are wired with react-aria's
 * `useField` (`aria-describedby`, `aria-invalid`, `aria-required`). The forwarded ref points at the
 * `<select>`.
 */
export const Select = /* @__PURE__ */ withGlimtTheme(
  forwardRef<HTMLSelectElement, SelectProps>(function Select(
    {
      label,
      description,
      errorMessage,
      isInvalid = false,
      isRequired = false,
      showOptional = false,
      isDisabled = false,
      options,
      placeholder,
      value,
      defaultValue = '',
      onChange,
      size = 'md',
      name,
      form,
      autoComplete,
      id,
      onFocus,
      onBlur,
      className,
      'data-testid': testId,
    },
    forwardedRef,
  ) {
    const t = useTranslate();
    const ref = useObjectRef(forwardedRef);
    const placeholderText = placeholder === undefined ? t('select.placeholder') : placeholder;
    const hasPlaceholder = placeholderText !== null;
    const [uncontrolled, setUncontrolled] = useState(defaultValue);
    const current = resolveSelectValue(value ?? uncontrolled, options, hasPlaceholder);

    const { labelProps, fieldProps, descriptionProps, errorMessageProps } = useField({
      label,
      description,
      errorMessage: isInvalid ? errorMessage : undefined,
      isInvalid,
      id,
    });
    const { focusProps, isFocusVisible } = useFocusRing();

    const handleChange = (event: ChangeEvent<HTMLSelectElement>) => {
      const next = event.target.value;
      if (value === undefined) setUncontrolled(next);
      onChange?.(next);
    };

    return (
      <Field
        className={className}
        label={label}
        labelProps={labelProps}
        description={description}
        descriptionProps={descriptionProps}
        errorMessage={errorMessage}
        errorMessageProps={errorMessageProps}
        isInvalid={isInvalid}
        isRequired={isRequired}
        showOptional={showOptional}
        isDisabled={isDisabled}
      >
        <Wrapper>
          <NativeSelect
            {...mergeProps(fieldProps, focusProps, { onFocus, onBlur })}
            ref={ref}
            name={name}
            form={form}
            autoComplete={autoComplete}
            value={current}
            onChange={handleChange}
            disabled={isDisabled}
            aria-invalid={isInvalid || undefined}
            aria-required={isRequired || undefined}
            data-testid={testId}
            $size={size}
            $invalid={isInvalid}
            $focused={isFocusVisible}
            $empty={hasPlaceholder && current === ''}
          >
            {hasPlaceholder && (
              <option value="" disabled={isRequired && current !== ''}>
                {placeholderText}
              </option>
            )}
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
          <Chevron aria-hidden="true" $disabled={isDisabled}>
            <ChevronDownIcon size={18} />
          </Chevron>
        </Wrapper>
      </Field>
    );
  }),
);
