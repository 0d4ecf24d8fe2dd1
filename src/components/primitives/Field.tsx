import type { HTMLAttributes, ReactNode } from 'react';
import { styled } from 'styled-components';
import { useTranslate } from '../../i18n/context';
import { VisuallyHidden } from './VisuallyHidden';
import { ErrorIcon } from './icons';
import { getNecessity } from './fieldUtils';
import { withGlimtTheme } from '../../theme/fallback';

/** Height of single-line fields (TextField, Select): 32, 44 or 52 px, matching Button sizes. */
export type FieldSize = 'sm' | 'md' | 'lg';

/** Control heights in px per size; shared by TextField and Select so they line up with Button. */
export const fieldHeights: Record<FieldSize, number> = { sm: 32, md: 44, lg: 52 };

/** Props every field primitive shares: label, help text, error and the necessity marker. */
export interface FieldBaseProps {
  /** The visible label. Always give one: a placeholder is not a label. */
  label: ReactNode;
  /** Help text shown between the label and the control, read as the control's description. */
  description?: ReactNode;
  /**
   * Shown below the control with an error icon while `isInvalid` is true, and read as part of the
   * control's description (prefixed "Feil:" for screen readers).
   */
  errorMessage?: ReactNode;
  /** Marks the value as invalid: sets `aria-invalid` and shows `errorMessage`. @default false */
  isInvalid?: boolean;
  /**
   * Marks the field as required: a visible `*` after the label (hidden from screen readers, which
   * announce "required" from `aria-required` instead). Does not trigger the browser's own
   * validation bubbles. @default false
   */
  isRequired?: boolean;
  /** Shows "(valgfritt)" after the label of a field that is not required. @default false */
  showOptional?: boolean;
  /** Greys the field out and takes it out of the tab order. @default false */
  isDisabled?: boolean;
}

/** Props of {@link Field}. */
export interface FieldProps {
  /**
   * The label. Leave it out when the control carries its own label (Checkbox); description and
   * error then follow the control.
   */
  label?: ReactNode;
  /** Props from the react-aria hook for the label element (`id`, `htmlFor`). */
  labelProps?: HTMLAttributes<HTMLElement> & { htmlFor?: string | undefined };
  /**
   * `span` for groups (a radio group is labelled with `aria-labelledby`, not `<label for>`).
   * @default 'label'
   */
  labelElementType?: 'label' | 'span';
  /** Help text; placed under the label, or under the control when there is no label. */
  description?: ReactNode;
  /** Props from the react-aria hook for the description (its `id`, referenced by `aria-describedby`). */
  descriptionProps?: HTMLAttributes<HTMLElement>;
  /** Error text, rendered only while `isInvalid` is true. */
  errorMessage?: ReactNode;
  /** Props from the react-aria hook for the error message (its `id`, referenced by `aria-describedby`). */
  errorMessageProps?: HTMLAttributes<HTMLElement>;
  /** Whether to show `errorMessage`. @default false */
  isInvalid?: boolean;
  /** Shows the required marker after the label. @default false */
  isRequired?: boolean;
  /** Shows "(valgfritt)" after the label when not required. @default false */
  showOptional?: boolean;
  /** Mutes the label colour. @default false */
  isDisabled?: boolean;
  /**
   * Left indent of description and error, to line them up with the label text of a control that
   * has a box or circle in front (Checkbox).
   * @default '0'
   */
  helpTextInset?: string;
  /** Extra content under the control, above the error (a character counter). */
  footer?: ReactNode;
  /** The control. */
  children: ReactNode;
  className?: string;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const Label = styled.label<{ $disabled: boolean }>`
  display: block;
  margin-bottom: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  color: ${({ $disabled, theme }) => ($disabled ? theme.colors.textMuted : theme.colors.text)};
  overflow-wrap: anywhere;
`;

const RequiredMark = styled.span`
  margin-left: 2px;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const OptionalMark = styled.span`
  margin-left: ${({ theme }) => theme.space[0.5]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

const Description = styled.div<{ $inset: string; $afterControl: boolean }>`
  /* After a checkbox or radio row (which has 8 px of padding for its touch target) the description
     tucks up under the label text; after a label it keeps 8 px to the control. */
  margin: ${({ $afterControl, theme }) => ($afterControl ? '-4px 0 0' : `-4px 0 ${theme.space[1]}`)};
  padding-left: ${({ $inset }) => $inset};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const ErrorText = styled.div<{ $inset: string; $spaceAbove: string }>`
  display: flex;
  align-items: flex-start;
  gap: 6px;
  margin-top: ${({ $spaceAbove }) => $spaceAbove};
  padding-left: ${({ $inset }) => $inset};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  color: ${({ theme }) => theme.colors.danger};
  overflow-wrap: anywhere;

  svg {
    flex: none;
    width: 16px;
    height: 16px;
    /* centre the 16 px icon on the first 21 px line */
    margin-top: 2.5px;
  }
`;

/** Props of {@link NecessityMarker}. */
/** Gap in px between a checkbox or radio control and its label. */
export const CHOICE_GAP = 12;

/**
 * The clickable row of a checkbox or radio: control and label side by side, 40 px tall for touch,
 * the label wrapping under itself. Shared so both choices look and behave alike.
 */
export const ChoiceLabel = styled.label<{ $disabled: boolean }>`
  display: inline-flex;
  align-items: flex-start;
  gap: ${CHOICE_GAP}px;
  padding: 8px 0;
  max-width: 100%;
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  color: ${({ $disabled, theme }) => ($disabled ? theme.colors.textMuted : theme.colors.text)};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  user-select: none;
`;

export interface NecessityMarkerProps {
  /** Shows the required `*`. @default false */
  isRequired?: boolean | undefined;
  /** Shows "(valgfritt)" when not required. @default false */
  showOptional?: boolean | undefined;
}

function NecessityMarkerView({ isRequired, showOptional }: NecessityMarkerProps) {
  const t = useTranslate();
  const necessity = getNecessity(isRequired, showOptional);
  if (necessity === 'required') return <RequiredMark aria-hidden="true">*</RequiredMark>;
  if (necessity === 'optional') return <OptionalMark>{t('field.optionalMarker')}</OptionalMark>;
  return null;
}

/**
 * The marker after a label: `*` for required (hidden from screen readers, which hear "required" from
 * `aria-required`), or "(valgfritt)" for optional (read as part of the name).
 */
export const NecessityMarker = /* @__PURE__ */ withGlimtTheme(NecessityMarkerView);

/** Props of {@link FieldDescription}. */
export interface FieldDescriptionProps extends HTMLAttributes<HTMLElement> {
  children: ReactNode;
  /** Left indent, to align with the label text of a checkbox or radio. @default '0' */
  inset?: string;
  /** Spacing for a description that follows the control instead of the label. @default false */
  afterControl?: boolean;
}

function FieldDescriptionView({
  children,
  inset = '0',
  afterControl = false,
  ...props
}: FieldDescriptionProps) {
  return (
    <Description {...props} $inset={inset} $afterControl={afterControl}>
      {children}
    </Description>
  );
}

/** Help text of a field; give it the `descriptionProps` of a react-aria hook. */
export const FieldDescription = /* @__PURE__ */ withGlimtTheme(FieldDescriptionView);

/** Props of {@link FieldError}. */
export interface FieldErrorProps extends HTMLAttributes<HTMLElement> {
  children: ReactNode;
  /** Left indent, to align with the label text of a checkbox or radio. @default '0' */
  inset?: string;
  /**
   * Space above the message; less (or negative) after a checkbox row or a description, which bring
   * their own spacing. @default '8px'
   */
  spaceAbove?: string;
}

function FieldErrorView({ children, inset = '0', spaceAbove = '8px', ...props }: FieldErrorProps) {
  const t = useTranslate();
  return (
    <ErrorText {...props} $inset={inset} $spaceAbove={spaceAbove}>
      <ErrorIcon size={16} />
      <span>
        <VisuallyHidden>{t('field.errorPrefix')} </VisuallyHidden>
        {children}
      </span>
    </ErrorText>
  );
}

/**
 * The error message of a field: an icon (so it does not rely on colour), a "Feil:" prefix for screen
 * readers, and the text. Give it the `errorMessageProps` of a react-aria hook and render it only while
 * the field is invalid, so `aria-describedby` references it only then.
 */
export const FieldError = /* @__PURE__ */ withGlimtTheme(FieldErrorView);

function FieldView({
  label,
  labelProps,
  labelElementType = 'label',
  description,
  descriptionProps,
  errorMessage,
  errorMessageProps,
  isInvalid = false,
  isRequired = false,
  showOptional = false,
  isDisabled = false,
  helpTextInset = '0',
  footer,
  children,
  className,
}: FieldProps) {
  const hasLabel = label != null && label !== false;
  const descriptionNode = description ? (
    <FieldDescription {...descriptionProps} inset={helpTextInset} afterControl={!hasLabel}>
      {description}
    </FieldDescription>
  ) : null;
  // A labelled field has its control right above the error. A checkbox has its row (with 8 px of
  // touch padding) or its description there instead, so the error moves up to stay with it.
  const errorSpaceAbove = hasLabel || footer ? '8px' : descriptionNode ? '4px' : '-4px';
  return (
    <Root className={className}>
      {hasLabel && (
        <Label {...labelProps} as={labelElementType} $disabled={isDisabled}>
          {label}
          <NecessityMarker isRequired={isRequired} showOptional={showOptional} />
        </Label>
      )}
      {hasLabel && descriptionNode}
      {children}
      {!hasLabel && descriptionNode}
      {footer}
      {isInvalid && errorMessage ? (
        <FieldError {...errorMessageProps} inset={helpTextInset} spaceAbove={errorSpaceAbove}>
          {errorMessage}
        </FieldError>
      ) : null}
    </Root>
  );
}

/**
 * The shared layout of every form field: label (with required or optional marker), description,
 * the control, and the error message below it. It renders; the react-aria hook of each field wires
 * the ids (`aria-describedby`, `aria-labelledby`), which is why it takes the hook's prop objects.
 */
export const Field = /* @__PURE__ */ withGlimtTheme(FieldView);
