import { useMemo, type ReactNode, type Ref } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslate } from '../../../../i18n/context';
import type { MessageKey } from '../../../../i18n/nb';
import { formatPrice } from '../../../../shop/format';
import {
  LENS_PACKAGE_OPTIONS,
  LENS_PARAMETER_LABELS,
  lensFormParts,
  lensParameterText,
  type LensFormPurpose,
  type LensFormValues,
} from '../../../../shop/lensForm';
import {
  EYES,
  canSubscribe,
  lensParametersAsked,
  type Eye,
  type LensPurchaseChoice,
} from '../../../../shop/lensPurchase';
import type { LensParameters, ProductDetail } from '../../../../shop/schemas/product';
import { Button } from '../../../primitives/Button';
import { Checkbox } from '../../../primitives/Checkbox';
import { Select } from '../../../primitives/Select';
import { PrescriptionAgeConfirmation } from '../../PrescriptionAgeConfirmation';
import { withProductTexts } from '../../productTexts';
import { EyeFieldset, Eyes, Form, Note, Summary, Total } from './ContactLensForm.styles';
import { LensPurchaseFields } from './LensPurchaseFields';
import { useContactLensForm } from './useContactLensForm';

/** Props of {@link ContactLensForm}. */
export interface ContactLensFormProps {
  /** A contact lens (its `lensParameters` set). */
  article: ProductDetail & { lensParameters: LensParameters };
  /** Called with a valid choice; `false` (or a promise of it) says it was not done (a failed save). */
  onSubmit: (choice: LensPurchaseChoice) => void | boolean | Promise<void | boolean>;
  /** An add to cart (or a save) is on its way. */
  isSubmitting?: boolean;
  /**
   * What the form is for: buying the lens (packages per eye, one-time purchase or subscription, the
   * total and "Legg i handlekurven"), or only the strength of lenses already in the cart (checkout:
   * the prescription per eye and "same for both eyes"; packages and purchase stay the line's).
   * @default 'purchase'
   */
  purpose?: LensFormPurpose;
  /** The values the form starts with (a kept strength to change); the lens's empty form without. */
  defaultValues?: LensFormValues;
  /** The form's accessible name. @default the 'product.lens.title' message ("Linsestyrke") */
  label?: string;
  /** The submit button's text and its text while submitting; the add-to-cart texts without. */
  submitLabels?: { idle: string; busy: string };
  /**
   * Hands the page the form's submit (`null` when the form goes), for a button outside the form
   * (checkout's "Fullfør kjøpet"): it checks the rules, shows the errors (focus on the first) and
   * resolves `true` once `onSubmit` took a valid choice and did not answer `false`.
   */
  registerSubmit?: (submit: (() => Promise<boolean>) | null) => void;
  /** Shown above the submit button (a failed save's message). */
  notice?: ReactNode;
  /** Values kept from an earlier visit: they fill the form once given, and it counts as changed. */
  restoredValues?: LensFormValues | null;
  /** Called with the values after every change, and whether they differ from the form's start. */
  onValuesChange?: (values: LensFormValues, isDirty: boolean) => void;
  /** The form element (the leave warning's scope: its own controls never ask). */
  formRef?: Ref<HTMLFormElement>;
}

/**
 * Buying contact lenses: the prescription per eye (only the parameters and values this lens is made
 * in, each a labelled list), "same for both eyes", packages per eye, one-time purchase or a
 * subscription every 1, 2, 3 or 6 months with its price and delivery note, the confirmation that
 * the prescription is under one year old (as for glasses), and the total. The rules
 * are `validateLensChoice` (shop rules); an error shows at its field, the count is announced, and
 * focus goes to the first; nothing chosen is lost. With `purpose="prescription"` it asks only for
 * the strength of lenses already in the cart (checkout reuses it for a lens line without one).
 */
export function ContactLensFormView({
  article,
  onSubmit,
  isSubmitting = false,
  purpose = 'purchase',
  defaultValues,
  label,
  submitLabels,
  registerSubmit,
  notice,
  restoredValues,
  onValuesChange,
  formRef,
}: ContactLensFormProps) {
  const t = useTranslate();
  const parameters = article.lensParameters;
  const asked = useMemo(() => lensParametersAsked(parameters), [parameters]);
  const purchase = purpose === 'purchase';
  const { control, values, price, errorCount, onFormSubmit } = useContactLensForm({
    article,
    onSubmit,
    defaultValues,
    registerSubmit,
    restoredValues,
    onValuesChange,
  });
  const parts = lensFormParts(purpose, canSubscribe(article), values.mode);
  const eyesShown: readonly Eye[] = values.sameForBoth ? ['right'] : EYES;
  const errorText = (key: string | undefined) => (key ? t(key as MessageKey) : undefined);

  return (
    <Form
      ref={formRef}
      noValidate
      onSubmit={onFormSubmit}
      data-testid="contact-lens-form"
      aria-label={label ?? t('product.lens.title')}
    >
      <Note>{t('product.lens.intro')}</Note>
      <Controller
        control={control}
        name="sameForBoth"
        render={({ field }) => (
          <Checkbox isSelected={field.value} onChange={field.onChange} ref={field.ref}>
            {t('product.lens.sameForBoth')}
          </Checkbox>
        )}
      />
      <Eyes $two={!values.sameForBoth}>
        {eyesShown.map((eye) => {
          const eyeName = t(eye === 'right' ? 'product.lens.right' : 'product.lens.left');
          const legend = values.sameForBoth
            ? `${t('product.lens.right')} + ${t('product.lens.left')}`
            : eyeName;
          return (
            <EyeFieldset key={eye} data-testid={`lens-eye-${eye}`}>
              <legend>{legend}</legend>
              {!values.sameForBoth && (
                <Controller
                  control={control}
                  name={`${eye}.enabled`}
                  render={({ field, fieldState }) => (
                    <Checkbox
                      isSelected={field.value}
                      onChange={field.onChange}
                      ref={field.ref}
                      isInvalid={fieldState.invalid}
                      errorMessage={errorText(fieldState.error?.message)}
                    >
                      {t('product.lens.buyFor', { eye: eyeName.toLowerCase() })}
                    </Checkbox>
                  )}
                />
              )}
              {values[eye].enabled &&
                asked.map((name) => (
                  <Controller
                    key={name}
                    control={control}
                    name={`${eye}.${name}`}
                    render={({ field, fieldState }) => (
                      <Select
                        ref={field.ref}
                        name={field.name}
                        label={t(LENS_PARAMETER_LABELS[name])}
                        placeholder={t('product.lens.choose')}
                        options={parameters[name].map((value) => ({
                          value: String(value),
                          label: lensParameterText(name, value),
                        }))}
                        value={field.value}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                        isRequired
                        isInvalid={fieldState.invalid}
                        errorMessage={errorText(fieldState.error?.message)}
                      />
                    )}
                  />
                ))}
              {parts.packages && values[eye].enabled && (
                <Controller
                  control={control}
                  name={`${eye}.packages`}
                  render={({ field, fieldState }) => (
                    <Select
                      ref={field.ref}
                      name={field.name}
                      label={values.sameForBoth ? t('product.lens.packagesBoth') : t('product.lens.packages')}
                      description={
                        article.namePackageGet
                          ? t('product.lens.packageContent', { content: article.namePackageGet })
                          : undefined
                      }
                      placeholder={null}
                      options={LENS_PACKAGE_OPTIONS.map((value) => ({ value, label: value }))}
                      value={field.value}
                      onChange={field.onChange}
                      isInvalid={fieldState.invalid}
                      errorMessage={errorText(fieldState.error?.message)}
                    />
                  )}
                />
              )}
            </EyeFieldset>
          );
        })}
      </Eyes>
      <LensPurchaseFields control={control} article={article} parts={parts} />
      <PrescriptionAgeConfirmation control={control} />
      {parts.total && (
        <Total aria-live="polite">
          {t('product.lens.total')} <span>{t('product.lens.totalPackages', { count: price.packages })}</span>{' '}
          {price.total === null ? '–' : formatPrice(price.total)}
        </Total>
      )}
      {errorCount > 0 && <Summary role="alert">{t('form.errorSummary', { count: errorCount })}</Summary>}
      {notice}
      <Button
        type="submit"
        variant="primary"
        size={purchase ? 'lg' : 'md'}
        isLoading={isSubmitting}
        // The recommender's add-to-cart selector: only the product page's button adds to the cart.
        className={purchase ? 'depict-add-to-cart' : undefined}
      >
        {submitLabels
          ? isSubmitting
            ? submitLabels.busy
            : submitLabels.idle
          : isSubmitting
            ? t('product.buy.adding')
            : t('product.buy.add')}
      </Button>
    </Form>
  );
}

/** {@link ContactLensFormView} with the product page's texts, for use on its own. */
export const ContactLensForm = /* @__PURE__ */ withProductTexts(ContactLensFormView);
