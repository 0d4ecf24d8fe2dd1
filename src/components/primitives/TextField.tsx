import {
  forwardRef,
  useCallback,
  useLayoutEffect,
  useRef,
  type ForwardedRef,
  type ReactNode,
  type RefObject,
} from 'react';
import { mergeProps, useFocusRing, useTextField, type AriaTextFieldProps } from 'react-aria';
import { styled, css } from 'styled-components';
import { useTranslate } from '../../i18n/context';
import { Field, fieldHeights, type FieldBaseProps, type FieldProps, type FieldSize } from './Field';
import { countCharacters } from './fieldUtils';
import { withGlimtTheme } from '../../theme/fallback';

/** Input types a TextField supports. */
export type TextFieldType = 'text' | 'email' | 'tel' | 'password' | 'search' | 'number' | 'url' | 'date';

/** Props of {@link TextField}. */
export interface TextFieldProps
  extends
    FieldBaseProps,
    Omit<
      AriaTextFieldProps<HTMLInputElement | HTMLTextAreaElement>,
      | 'label'
      | 'description'
      | 'errorMessage'
      | 'isInvalid'
      | 'isRequired'
      | 'isDisabled'
      | 'type'
      | 'validate'
      | 'validationBehavior'
      | 'validationState'
    > {
  /**
   * The input type; it picks the right mobile keyboard and autofill. For numbers that are not
   * quantities (card, postal or phone numbers) prefer `type="text"` with `inputMode="numeric"`.
   * Ignored when `multiline`.
   * @default 'text'
   */
  type?: TextFieldType;
  /** Renders a `<textarea>` that grows with `rows` and can be resized vertically. @default false */
  multiline?: boolean;
  /** Visible text lines of a multiline field. @default 4 */
  rows?: number;
  /** Height of a single-line field: 32, 44 or 52 px (text stays 16 px, so iOS never zooms). @default 'md' */
  size?: FieldSize;
  /** Shows "12 av 200 tegn" under the field; needs `maxLength`. @default false */
  showCharacterCount?: boolean;
  className?: string;
  /** Used by test tools and analytics selectors. */
  'data-testid'?: string;
}

const controlStyles = css<{ $size: FieldSize; $invalid: boolean; $focused: boolean; $multiline: boolean }>`
  display: block;
  width: 100%;
  min-width: 0;
  margin: 0;
  padding: ${({ $multiline, $size }) => ($multiline ? '10px 12px' : `0 ${$size === 'sm' ? '10px' : '12px'}`)};
  min-height: ${({ $size }) => fieldHeights[$size]}px;
  border: 1px solid ${({ $invalid, theme }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  /* the error state thickens the border without shifting the layout */
  box-shadow: ${({ $invalid, theme }) => ($invalid ? `inset 0 0 0 1px ${theme.colors.danger}` : 'none')};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  outline: ${({ $focused, theme }) => ($focused ? `3px solid ${theme.colors.focus}` : 'none')};
  outline-offset: 1px;
  transition: border-color ${({ theme }) => theme.durations.fast}ms ${({ theme }) => theme.easings.standard};
  appearance: none;

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 1;
  }
  &:hover:not(:disabled):not(:read-only) {
    border-color: ${({ $invalid, theme }) => ($invalid ? theme.colors.danger : theme.colors.text)};
  }
  &:read-only:not(:disabled) {
    background: ${({ theme }) => theme.colors.subtle};
    border-style: dashed;
  }
  &:disabled {
    cursor: not-allowed;
    background: ${({ theme }) => theme.colors.stage};
    border-color: ${({ theme }) => theme.colors.divider};
    color: ${({ theme }) => theme.colors.textMuted};
    -webkit-text-fill-color: ${({ theme }) => theme.colors.textMuted};
  }
  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
  }
`;

const Input = styled.input<{ $size: FieldSize; $invalid: boolean; $focused: boolean; $multiline: boolean }>`
  ${controlStyles}
  height: ${({ $size }) => fieldHeights[$size]}px;
`;

const TextArea = styled.textarea<{
  $size: FieldSize;
  $invalid: boolean;
  $focused: boolean;
  $multiline: boolean;
}>`
  ${controlStyles}
  resize: vertical;
`;

const Counter = styled.div<{ $atLimit: boolean }>`
  margin-top: ${({ theme }) => theme.space[0.5]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  text-align: right;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ $atLimit, theme }) => ($atLimit ? theme.fontWeights.semibold : theme.fontWeights.regular)};
  font-variant-numeric: tabular-nums;
`;

type TextControl = HTMLInputElement | HTMLTextAreaElement;

/** An object ref for react-aria plus a callback ref that also fills the caller's forwarded ref. */
function useControlRef<E extends TextControl>(forwarded: ForwardedRef<TextControl>) {
  const objectRef = useRef<E | null>(null);
  const callbackRef = useCallback(
    (node: E | null) => {
      objectRef.current = node;
      if (typeof forwarded === 'function') forwarded(node);
      else if (forwarded) forwarded.current = node;
    },
    [forwarded],
  );
  return [objectRef, callbackRef] as const;
}

/**
 * Keeps what the visitor typed into server-rendered HTML before the page hydrated: React hydrates a
 * controlled field without reading the DOM's value, and its next render would put the state's value
 * back (the characters gone). On mount the field reads such text and hands it to `onChange` in a
 * task, once the form above has subscribed to its fields (react-hook-form does in its effects). In a
 * page rendered in the browser the DOM holds the state's value and nothing happens.
 */
function useKeepTextTypedBeforeHydration(
  control: RefObject<TextControl | null>,
  { value, onChange }: Pick<TextFieldProps, 'value' | 'onChange'>,
) {
  const first = useRef({ value, onChange });
  useLayoutEffect(() => {
    const { value: rendered, onChange: report } = first.current;
    const typed = control.current?.value;
    if (!report || rendered === undefined || typed === undefined || typed === rendered) return;
    const timer = setTimeout(() => report(typed), 0);
    return () => clearTimeout(timer);
  }, [control]);
}

interface InnerProps extends TextFieldProps {
  forwardedRef: ForwardedRef<TextControl>;
}

function useFieldChrome(props: TextFieldProps, value: string | undefined) {
  const t = useTranslate();
  const count = props.showCharacterCount ? countCharacters(value ?? '', props.maxLength) : null;
  const footer: ReactNode = count ? (
    <Counter $atLimit={count.isAtLimit}>
      {t('field.characterCount', { count: count.count, max: count.max })}
    </Counter>
  ) : null;
  return footer;
}

function hookProps(props: TextFieldProps) {
  const {
    isInvalid = false,
    isRequired = false,
    isDisabled = false,
    type = 'text',
    errorMessage,
    description,
    label,
  } = props;
  return {
    ...props,
    type,
    label,
    description,
    // react-aria only links the error while there is one to show.
    errorMessage: isInvalid ? errorMessage : undefined,
    isInvalid,
    isRequired,
    isDisabled,
    validationBehavior: 'aria' as const,
  };
}

/** The Field frame's props for either control: texts from the props, ARIA wiring from the hook. */
function frameProps(
  props: Omit<InnerProps, 'forwardedRef'>,
  aria: Pick<FieldProps, 'labelProps' | 'descriptionProps' | 'errorMessageProps' | 'isInvalid'>,
  footer: ReactNode,
): Omit<FieldProps, 'children'> {
  return {
    ...aria,
    className: props.className,
    label: props.label,
    description: props.description,
    errorMessage: props.errorMessage,
    isRequired: props.isRequired,
    showOptional: props.showOptional,
    isDisabled: props.isDisabled,
    footer,
  };
}

function SingleLineField({ forwardedRef, ...props }: InnerProps) {
  const [objectRef, callbackRef] = useControlRef<HTMLInputElement>(forwardedRef);
  useKeepTextTypedBeforeHydration(objectRef, props);
  const { labelProps, inputProps, descriptionProps, errorMessageProps, isInvalid } = useTextField(
    hookProps(props),
    objectRef,
  );
  const { focusProps, isFocusVisible } = useFocusRing({ isTextInput: true });
  const footer = useFieldChrome(props, typeof inputProps.value === 'string' ? inputProps.value : undefined);
  return (
    <Field {...frameProps(props, { labelProps, descriptionProps, errorMessageProps, isInvalid }, footer)}>
      <Input
        {...mergeProps(inputProps, focusProps)}
        ref={callbackRef}
        data-testid={props['data-testid']}
        $size={props.size ?? 'md'}
        $invalid={isInvalid}
        $focused={isFocusVisible}
        $multiline={false}
      />
    </Field>
  );
}

function MultiLineField({ forwardedRef, rows = 4, ...props }: InnerProps) {
  const [objectRef, callbackRef] = useControlRef<HTMLTextAreaElement>(forwardedRef);
  useKeepTextTypedBeforeHydration(objectRef, props);
  const { labelProps, inputProps, descriptionProps, errorMessageProps, isInvalid } = useTextField(
    { ...hookProps(props), inputElementType: 'textarea' },
    objectRef,
  );
  const { focusProps, isFocusVisible } = useFocusRing({ isTextInput: true });
  const footer = useFieldChrome(props, typeof inputProps.value === 'string' ? inputProps.value : undefined);
  return (
    <Field {...frameProps(props, { labelProps, descriptionProps, errorMessageProps, isInvalid }, footer)}>
      <TextArea
        {...mergeProps(inputProps, focusProps)}
        ref={callbackRef}
        rows={rows}
        data-testid={props['data-testid']}
        $size={props.size ?? 'md'}
        $invalid={isInvalid}
        $focused={isFocusVisible}
        $multiline
      />
    </Field>
  );
}

/**
 * A labelled text input (or `<textarea>` with `multiline`) built on react-aria's `useTextField`.
 * Label, description and error are linked with `aria-describedby`; `isInvalid` sets `aria-invalid`
 * and shows the error under the field with an icon. Autofill attributes (`autoComplete`,
 * `inputMode`, `name`, `enterKeyHint`, `maxLength` ...) pass straight through to the input.
 * The forwarded ref points at the `<input>` or `<textarea>`.
 */
export const TextField = /* @__PURE__ */ withGlimtTheme(
  forwardRef<HTMLInputElement | HTMLTextAreaElement, TextFieldProps>(function TextField(props, ref) {
    return props.multiline ? (
      <MultiLineField {...props} forwardedRef={ref} />
    ) : (
      <SingleLineField {...props} forwardedRef={ref} />
    );
  }),
);
