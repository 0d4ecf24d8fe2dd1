import { useCallback, useEffect, useLayoutEffect, useMemo } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import {
  lensChoiceFromForm,
  lensFormErrorCount,
  lensFormErrors,
  lensFormValues,
  type LensFormValues,
} from '../../../../shop/lensForm';
import { lensPrice, validateLensChoice, type LensPurchaseChoice } from '../../../../shop/lensPurchase';
import type { LensParameters, ProductDetail } from '../../../../shop/schemas/product';

/** What {@link useContactLensForm} works from: the form's props of the same names. */
export interface ContactLensFormOptions {
  article: ProductDetail & { lensParameters: LensParameters };
  onSubmit: (choice: LensPurchaseChoice) => void | boolean | Promise<void | boolean>;
  defaultValues?: LensFormValues;
  registerSubmit?: (submit: (() => Promise<boolean>) | null) => void;
  restoredValues?: LensFormValues | null;
  onValuesChange?: (values: LensFormValues, isDirty: boolean) => void;
}

/**
 * The contact lens form's state: react-hook-form with `validateLensChoice` as its resolver (checked
 * on submit, then on every change), the values watched for what shows, the price of the choice, the
 * number of fields marked wrong, and the submit handed to a button outside the form.
 */
export function useContactLensForm({
  article,
  onSubmit,
  defaultValues,
  registerSubmit,
  restoredValues,
  onValuesChange,
}: ContactLensFormOptions) {
  const resolver = useMemo<Resolver<LensFormValues>>(
    () => (values) => {
      const errors = validateLensChoice(lensChoiceFromForm(values), article);
      if (errors.length === 0) return { values, errors: {} };
      return { values: {}, errors: lensFormErrors(errors) as FieldErrors<LensFormValues> };
    },
    [article],
  );

  const empty = useMemo(
    () => defaultValues ?? lensFormValues(article.lensParameters),
    [defaultValues, article.lensParameters],
  );
  const form = useForm<LensFormValues>({
    defaultValues: empty,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { control, handleSubmit, formState, reset } = form;
  // Values kept from an earlier visit fill the form, which then counts as changed.
  useEffect(() => {
    if (restoredValues) reset(restoredValues, { keepDefaultValues: true });
  }, [restoredValues, reset]);
  // Taken (added to the cart): what is shown becomes the form's start, so nothing is left unsaved.
  const taken = useCallback((submitted: LensFormValues) => reset(submitted), [reset]);

  useEffect(() => {
    if (!registerSubmit) return undefined;
    const submit = async () => {
      let done = false;
      await handleSubmit(async (submitted) => {
        done = (await onSubmit(lensChoiceFromForm(submitted))) !== false;
        if (done) taken(submitted);
      })();
      return done;
    };
    registerSubmit(submit);
    return () => registerSubmit(null);
  }, [registerSubmit, handleSubmit, onSubmit, taken]);

  const values = useWatch({ control }) as LensFormValues;
  const { isDirty } = formState;
  // In the commit of the change itself, so that the owner's leave warning stands before the next
  // event (a passive effect and the owner's own render would leave a gap for a quick Back).
  useLayoutEffect(() => onValuesChange?.(values, isDirty), [values, isDirty, onValuesChange]);
  return {
    control,
    values,
    price: lensPrice(lensChoiceFromForm(values), article),
    /** Fields marked wrong, announced once the shopper has tried to submit. */
    errorCount: formState.submitCount > 0 ? lensFormErrorCount(formState.errors) : 0,
    onFormSubmit: handleSubmit(async (submitted) => {
      if ((await onSubmit(lensChoiceFromForm(submitted))) !== false) taken(submitted);
    }),
  };
}
