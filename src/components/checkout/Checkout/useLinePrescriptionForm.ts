import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import {
  lineFormValues,
  linePrescriptionPayload,
  lineRuleOptions,
} from '../../../shop/checkout/prescriptions';
import type { ShopClient } from '../../../shop/client';
import type { GlassesPrescriptionInput } from '../../../shop/prescription/glasses';
import { validateGlassesPrescription } from '../../../shop/prescription/glasses';
import type { GlassesLine } from '../../../shop/schemas/checkout';
import { glassesIssueMessages } from '../../../shop/validation/glasses';
import { fieldErrorsOf } from '../../product/GlassesConfigurator/GlassesPrescriptionForm';
import type { SaveLineForm } from './useLinePrescriptionForms';

/** Where a line's save is: nothing sent yet, on its way, or failed (what was typed stays). */
export type LineSaveStatus = 'idle' | 'saving' | 'failed';

/** Options of {@link useLinePrescriptionForm}. */
export interface UseLinePrescriptionFormOptions {
  client: ShopClient;
  line: GlassesLine;
  /** Called with the line as the server answered it once the prescription is saved. */
  onSaved: (line: GlassesLine) => void;
  /** Hands the form's save to the page, for "Fullfør kjøpet" (`null` when the form closes). */
  registerForm: (ref: string, save: SaveLineForm | null) => void;
}

/**
 * One glasses line's prescription form at checkout: react-hook-form with the shop's pure rules as
 * its resolver (the line's lens decides whether working distances are asked for), and a save that
 * keeps the prescription on the cart line on the server. A failed save keeps every value typed and
 * can be tried again. Errors are focused by the page, so several forms do not fight over focus.
 */
export function useLinePrescriptionForm({
  client,
  line,
  onSaved,
  registerForm,
}: UseLinePrescriptionFormOptions) {
  const lineRef = useRef(line);
  lineRef.current = line;
  const resolver = useCallback<Resolver<GlassesPrescriptionInput>>((values) => {
    const issues = validateGlassesPrescription(values, lineRuleOptions(lineRef.current));
    return issues.length === 0
      ? { values, errors: {} }
      : { values: {}, errors: fieldErrorsOf<GlassesPrescriptionInput>(glassesIssueMessages(issues)) };
  }, []);
  const form = useForm<GlassesPrescriptionInput>({
    defaultValues: lineFormValues(line),
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const [status, setStatus] = useState<LineSaveStatus>('idle');
  const submitted = form.formState.submitCount > 0;

  // After a failed check, one change may fix or break another field (cylinder and axis, sphere and
  // addition): check the whole form again on each change.
  const { trigger } = form;
  useEffect(() => {
    if (!submitted) return undefined;
    const subscription = form.watch((_values, { type }) => {
      if (type === 'change') void trigger();
    });
    return () => subscription.unsubscribe();
  }, [form, submitted, trigger]);

  const save = useCallback<SaveLineForm>(async () => {
    let savedOk = false;
    await form.handleSubmit(async (values) => {
      const payload = linePrescriptionPayload(lineRef.current, values);
      if (!payload) return;
      setStatus('saving');
      try {
        const answer = await client.saveLinePrescription(lineRef.current.ref, payload);
        setStatus('idle');
        savedOk = true;
        onSaved(answer);
      } catch {
        setStatus('failed');
      }
    })();
    return savedOk;
  }, [client, form, onSaved]);

  useEffect(() => {
    registerForm(line.ref, save);
    return () => registerForm(line.ref, null);
  }, [line.ref, registerForm, save]);

  return { form, status, save, computer: lineRuleOptions(line).computer === true };
}
