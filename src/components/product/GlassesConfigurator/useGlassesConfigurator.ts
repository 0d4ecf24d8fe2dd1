import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import type { MessageKey } from '../../../i18n/nb';
import {
  emptyGlassesPrescriptionInput,
  glassesTotalPrice,
  lensColourConflict,
  parseGlassesPrescription,
  validateGlassesPrescription,
  type GlassesFieldPath,
  type GlassesPrescriptionInput,
} from '../../../shop/prescription/glasses';
import type { CartItem, GlassesPrescription } from '../../../shop/schemas/cart';
import type { LensOption, ProductDetail } from '../../../shop/schemas/product';
import {
  LENS_COLOUR_CONFLICT_MESSAGE,
  LENS_REQUIRED_MESSAGE,
  glassesIssueMessage,
} from '../../../shop/validation/glasses';
import { fieldErrorsOf } from './GlassesPrescriptionForm';

/** What the shopper chose: handed to `onSubmit` once every rule passes. */
export interface GlassesChoice {
  /** The lens (single vision, progressive or computer). */
  lens: LensOption;
  /** The treatments, in the order the frame offers them. */
  treatments: LensOption[];
  /** The tint, or `null` for clear lenses. */
  tint: LensOption | null;
  /** The prescription as the cart takes it (`prescriptionGlasses`). */
  prescription: GlassesPrescription;
}

/** The form's values: the options' SKUs and the prescription as typed. */
export interface GlassesFormValues extends GlassesPrescriptionInput {
  lens: string;
  treatments: string[];
  /** The tint's SKU, `''` for none. */
  tint: string;
}

/** A field of the form: the option groups and the prescription's fields. */
export type GlassesFormField = 'lens' | 'tint' | GlassesFieldPath;

/** One entry of the error summary. */
export interface GlassesSummaryEntry {
  field: GlassesFormField;
  message: MessageKey;
}

interface Context {
  options: readonly LensOption[];
  cartItems: readonly CartItem[];
  frameSkuId: string;
}

function optionBySku(options: readonly LensOption[], skuId: string): LensOption | null {
  return options.find((option) => option.skuId === skuId) ?? null;
}

/** The issues of the whole form, in the order of the form. */
function formIssues(values: GlassesFormValues, context: Context): GlassesSummaryEntry[] {
  const lens = optionBySku(context.options, values.lens);
  const tint = optionBySku(context.options, values.tint);
  const entries: GlassesSummaryEntry[] = [];
  if (!lens) entries.push({ field: 'lens', message: LENS_REQUIRED_MESSAGE });
  if (lensColourConflict({ ...context, cartItems: context.cartItems, tint, lensOptions: context.options })) {
    entries.push({ field: 'tint', message: LENS_COLOUR_CONFLICT_MESSAGE });
  }
  for (const issue of validateGlassesPrescription(values, { computer: lens?.kind === 'computer' })) {
    entries.push({ field: issue.field, message: glassesIssueMessage(issue) });
  }
  return entries;
}

/** Options of {@link useGlassesConfigurator}. */
export interface UseGlassesConfiguratorOptions {
  article: ProductDetail;
  cartItems: readonly CartItem[];
  frameSkuId: string;
  onSubmit: (choice: GlassesChoice) => void | Promise<void>;
}

/**
 * The configurator's state: a react-hook-form form whose resolver is the shop's pure rules (lens
 * chosen, the lens colour rule, the prescription's rules), the running total, the lens colour
 * conflict as the shopper picks, and the error summary after a submit. After a failed submit
 * every change checks the whole form again, so a fixed cylinder clears its axis's message too.
 */
export function useGlassesConfigurator({
  article,
  cartItems,
  frameSkuId,
  onSubmit,
}: UseGlassesConfiguratorOptions) {
  const options = article.lensOptions;
  const lenses = useMemo(() => options.filter((option) => option.group === 'lens'), [options]);
  const treatments = useMemo(() => options.filter((option) => option.group === 'treatment'), [options]);
  const tints = useMemo(() => options.filter((option) => option.group === 'tint'), [options]);

  const context = useRef<Context>({ options, cartItems, frameSkuId });
  context.current = { options, cartItems, frameSkuId };

  const resolver = useCallback<Resolver<GlassesFormValues>>((values) => {
    const entries = formIssues(values, context.current);
    return entries.length === 0
      ? { values, errors: {} }
      : { values: {}, errors: fieldErrorsOf<GlassesFormValues>(entries) };
  }, []);

  const form = useForm<GlassesFormValues>({
    defaultValues: {
      ...emptyGlassesPrescriptionInput(),
      lens: lenses[0]?.skuId ?? '',
      treatments: [],
      tint: '',
    },
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { control, handleSubmit, trigger, formState } = form;
  const submitted = formState.submitCount > 0;

  // After a failed submit, one change may fix or break another field (cylinder and axis, sphere
  // and addition, the lens kind and the distances): check the whole form again.
  useEffect(() => {
    if (!submitted) return undefined;
    const subscription = form.watch((_values, { type }) => {
      if (type === 'change') void trigger();
    });
    return () => subscription.unsubscribe();
  }, [form, submitted, trigger]);

  const chosenLens = optionBySku(options, useWatch({ control, name: 'lens' }));
  const chosenTreatmentSkus = useWatch({ control, name: 'treatments' });
  const chosenTint = optionBySku(options, useWatch({ control, name: 'tint' }));
  const chosenTreatments = treatments.filter((option) => chosenTreatmentSkus.includes(option.skuId));
  const computer = chosenLens?.kind === 'computer';
  const total = glassesTotalPrice(article, [chosenLens, ...chosenTreatments, chosenTint]);
  const tintConflict = lensColourConflict({ cartItems, frameSkuId, tint: chosenTint, lensOptions: options });

  const summary: GlassesSummaryEntry[] = submitted
    ? formIssues(form.getValues(), context.current).filter((entry) => entry.field !== 'tint' || tintConflict)
    : [];
  // Reading the errors subscribes this view to them, so the summary follows each new check.
  void formState.errors;

  const submit = handleSubmit(async (values) => {
    const lens = optionBySku(options, values.lens);
    const prescription = parseGlassesPrescription(values, { computer: lens?.kind === 'computer' });
    if (!lens || !prescription) return;
    await onSubmit({
      lens,
      treatments: treatments.filter((option) => values.treatments.includes(option.skuId)),
      tint: optionBySku(options, values.tint),
      prescription,
    });
  });

  return {
    control,
    setFocus: form.setFocus,
    lenses,
    treatments,
    tints,
    chosenTint,
    computer,
    total,
    tintConflict,
    summary,
    submit,
    /** A returned `onSubmit` promise is running. */
    submitting: formState.isSubmitting,
  };
}
