import { useMemo } from 'react';
import { Controller, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { styled } from 'styled-components';
import { useTranslate } from '../../../i18n/context';
import type { MessageKey } from '../../../i18n/nb';
import { formatPrice } from '../../../shop/format';
import { formatDiopter } from '../../../shop/prescription';
import {
  EYES,
  LENS_ORDER_PROCESSING_WORKING_DAYS,
  LENS_ORDER_SHIPPING_WORKING_DAYS,
  LENS_SUBSCRIPTION_MONTHS,
  canSubscribe,
  initialLensChoice,
  lensParametersAsked,
  lensPrice,
  validateLensChoice,
  type Eye,
  type LensParameter,
  type LensPurchaseChoice,
  type LensSubscriptionMonths,
} from '../../../shop/lensPurchase';
import type { LensParameters, ProductDetail } from '../../../shop/schemas/product';
import { Button } from '../../primitives/Button';
import { Checkbox } from '../../primitives/Checkbox';
import { Radio, RadioGroup } from '../../primitives/RadioGroup';
import { Select } from '../../primitives/Select';
import { withProductTexts } from '../productTexts';

/** Props of {@link ContactLensForm}. */
export interface ContactLensFormProps {
  /** A contact lens (its `lensParameters` set). */
  article: ProductDetail & { lensParameters: LensParameters };
  /** Called with a valid choice. */
  onSubmit: (choice: LensPurchaseChoice) => void | Promise<void>;
  /** An add to cart is on its way. */
  isSubmitting?: boolean;
}

type EyeValues = { enabled: boolean; packages: string } & Record<LensParameter, string>;

interface LensFormValues {
  right: EyeValues;
  left: EyeValues;
  sameForBoth: boolean;
  mode: 'once' | 'subscription';
  months: string;
}

const PACKAGE_OPTIONS = Array.from({ length: 12 }, (_, index) => String(index + 1));

function toValues(parameters: LensParameters): LensFormValues {
  const choice = initialLensChoice(parameters);
  const eye = (side: Eye): EyeValues => {
    const values = choice[side].values;
    return {
      enabled: true,
      packages: '1',
      power: values.power === null ? '' : String(values.power),
      baseCurve: values.baseCurve === null ? '' : String(values.baseCurve),
      diameter: values.diameter === null ? '' : String(values.diameter),
      cylinder: values.cylinder === null ? '' : String(values.cylinder),
      axis: values.axis === null ? '' : String(values.axis),
      addition: values.addition === null ? '' : String(values.addition),
    };
  };
  return { right: eye('right'), left: eye('left'), sameForBoth: true, mode: 'once', months: '3' };
}

function toChoice(values: LensFormValues): LensPurchaseChoice {
  const eye = (side: Eye) => {
    const source = values[side];
    const read = (text: string) => (text === '' ? null : Number(text));
    return {
      enabled: source.enabled,
      packages: Number(source.packages),
      values: {
        power: read(source.power),
        baseCurve: read(source.baseCurve),
        diameter: read(source.diameter),
        cylinder: read(source.cylinder),
        axis: read(source.axis),
        addition: read(source.addition),
      },
    };
  };
  const months = Number(values.months);
  return {
    right: eye('right'),
    left: eye('left'),
    sameForBoth: values.sameForBoth,
    mode: values.mode,
    months: (LENS_SUBSCRIPTION_MONTHS as readonly number[]).includes(months)
      ? (months as LensSubscriptionMonths)
      : 3,
  };
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

const Eyes = styled.div<{ $two: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: ${({ $two }) => ($two ? '1fr 1fr' : '1fr')};
  }
`;

const EyeFieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[1.5]};
  min-width: 0;
  margin: 0;
  padding: ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radii.lg};
  legend {
    padding: 0 ${({ theme }) => theme.space[0.5]};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Total = styled.p`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  span {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Summary = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const PARAMETER_LABELS: Readonly<Record<LensParameter, MessageKey>> = {
  power: 'product.lens.param.power',
  baseCurve: 'product.lens.param.baseCurve',
  diameter: 'product.lens.param.diameter',
  cylinder: 'product.lens.param.cylinder',
  axis: 'product.lens.param.axis',
  addition: 'product.lens.param.addition',
};

/** How a parameter's value reads in the list: dioptres with sign, millimetres and degrees plain. */
function optionText(name: LensParameter, value: number): string {
  if (name === 'power' || name === 'cylinder' || name === 'addition') return formatDiopter(value);
  if (name === 'axis') return `${value}°`;
  return String(value).replace('.', ',');
}

/**
 * Buying contact lenses: the prescription per eye (only the parameters and values this lens is made
 * in, each a labelled list), "same for both eyes", packages per eye, one-time purchase or a
 * subscription every 1, 2, 3 or 6 months with its price and delivery note, and the total. The rules
 * are `validateLensChoice` (shop rules); an error shows at its field, the count is announced, and
 * focus goes to the first; nothing chosen is lost.
 */
export function ContactLensFormView({ article, onSubmit, isSubmitting = false }: ContactLensFormProps) {
  const t = useTranslate();
  const parameters = article.lensParameters;
  const asked = useMemo(() => lensParametersAsked(parameters), [parameters]);
  const subscribable = canSubscribe(article);

  const resolver = useMemo<Resolver<LensFormValues>>(
    () => (values) => {
      const errors = validateLensChoice(toChoice(values), article);
      if (errors.length === 0) return { values, errors: {} };
      const result: Record<string, unknown> = {};
      for (const error of errors) {
        // "No eye chosen" belongs to the right eye's "buy for" box, the first of the two.
        const field = error.field === 'eyes' ? 'right.enabled' : error.field;
        const [head, tail] = field.split('.') as [string, string | undefined];
        const entry = { type: 'rule', message: error.message };
        if (tail === undefined) result[head] ??= entry;
        else {
          const group = (result[head] ??= {}) as Record<string, unknown>;
          group[tail] ??= entry;
        }
      }
      return { values: {}, errors: result as FieldErrors<LensFormValues> };
    },
    [article],
  );

  const { control, handleSubmit, formState } = useForm<LensFormValues>({
    defaultValues: toValues(parameters),
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const values = useWatch({ control }) as LensFormValues;
  const choice = toChoice(values);
  const price = lensPrice(choice, article);
  const errorCount = Object.values(formState.errors).reduce(
    (count, value) => count + (value && 'message' in value ? 1 : Object.keys(value ?? {}).length),
    0,
  );
  const eyesShown: readonly Eye[] = values.sameForBoth ? ['right'] : EYES;
  const errorText = (key: string | undefined) => (key ? t(key as MessageKey) : undefined);

  return (
    <Form
      noValidate
      onSubmit={handleSubmit((submitted) => onSubmit(toChoice(submitted)))}
      data-testid="contact-lens-form"
      aria-label={t('product.lens.title')}
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
                        label={t(PARAMETER_LABELS[name])}
                        placeholder={t('product.lens.choose')}
                        options={parameters[name].map((value) => ({
                          value: String(value),
                          label: optionText(name, value),
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
              {values[eye].enabled && (
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
                      options={PACKAGE_OPTIONS.map((value) => ({ value, label: value }))}
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
      {subscribable ? (
        <Controller
          control={control}
          name="mode"
          render={({ field, fieldState }) => (
            <RadioGroup
              label={t('product.lens.purchase')}
              value={field.value}
              onChange={(value) => field.onChange(value)}
              isInvalid={fieldState.invalid}
              errorMessage={errorText(fieldState.error?.message)}
            >
              <Radio
                value="once"
                description={t('product.lens.perPackage', { amount: formatPrice(article.price.unit.amount) })}
              >
                {t('product.lens.once')}
              </Radio>
              <Radio
                value="subscription"
                description={t('product.lens.perPackage', {
                  amount: formatPrice(article.price.subscription?.amount ?? 0),
                })}
              >
                {t('product.lens.subscription')}
              </Radio>
            </RadioGroup>
          )}
        />
      ) : (
        <Note data-testid="lens-no-subscription">{t('product.lens.noSubscription')}</Note>
      )}
      {subscribable && values.mode === 'subscription' && (
        <Controller
          control={control}
          name="months"
          render={({ field }) => (
            <RadioGroup
              label={t('product.lens.interval')}
              description={t('product.lens.subscriptionNote', {
                processing: LENS_ORDER_PROCESSING_WORKING_DAYS,
                shipping: LENS_ORDER_SHIPPING_WORKING_DAYS,
              })}
              orientation="horizontal"
              value={field.value}
              onChange={(value) => field.onChange(value)}
            >
              {LENS_SUBSCRIPTION_MONTHS.map((months) => (
                <Radio key={months} value={String(months)}>
                  {t('product.lens.every', { count: months })}
                </Radio>
              ))}
            </RadioGroup>
          )}
        />
      )}
      <Total aria-live="polite">
        {t('product.lens.total')} <span>{t('product.lens.totalPackages', { count: price.packages })}</span>{' '}
        {price.total === null ? '–' : formatPrice(price.total)}
      </Total>
      {formState.submitCount > 0 && errorCount > 0 && (
        <Summary role="alert">{t('form.errorSummary', { count: errorCount })}</Summary>
      )}
      <Button
        type="submit"
        variant="primary"
        size="lg"
        isLoading={isSubmitting}
        className="depict-add-to-cart"
      >
        {isSubmitting ? t('product.buy.adding') : t('product.buy.add')}
      </Button>
    </Form>
  );
}

/** {@link ContactLensFormView} with the product page's texts, for use on its own. */
export const ContactLensForm = /* @__PURE__ */ withProductTexts(ContactLensFormView);
