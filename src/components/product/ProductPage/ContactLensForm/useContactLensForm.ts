import { useEffect, useMemo } from 'react';
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
}: ContactLensFormOptions) {
  const resolver = useMemo<Resolver<LensFormValues>>(
    () => (values) => {
      const errors = validateLensChoice(lensChoiceFromForm(values), article);
      if (errors.length === 0) return { values, errors: {} };
      return { values: {}, errors: lensFormErrors(errors) as FieldErrors<LensFormValues> };
    },
    [article],
  );

  const { control, handleSubmit, formState } = useForm<LensFormValues>({
    defaultValues: defaultValues ?? lensFormValues(article.lensParameters),
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  useEffect(() => {
    if (!registerSubmit) return undefined;
    const submit = async () => {
      let done = false;
      await handleSubmit(async (submitted) => {
        done = (await onSubmit(lensChoiceFromForm(submitted))) !== false;
      })();
      return done;
    };
    registerSubmit(submit);
    return () => registerSubmit(null);
  }, [registerSubmit, handleSubmit, onSubmit]);

  const values = useWatch({ control }) as LensFormValues;
  return {
    control,
    values,
    price: lensPrice(lensChoiceFromForm(values), article),
    /** Fields marked wrong, announced once the shopper has tried to submit. */
    errorCount: formState.submitCount > 0 ? lensFormErrorCount(formState.errors) : 0,
    onFormSubmit: handleSubmit((submitted) => onSubmit(lensChoiceFromForm(submitted))),
  };
}
