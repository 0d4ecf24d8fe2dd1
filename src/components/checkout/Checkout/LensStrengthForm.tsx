import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslate } from '../../../i18n/context';
import {
  hasLensPrescription,
  lensLineFormValues,
  lensPrescriptionUpdate,
} from '../../../shop/checkout/lensPrescriptions';
import type { LensPurchaseChoice } from '../../../shop/lensPurchase';
import { nameWithBrand } from '../../../shop/productName';
import type { CartItem } from '../../../shop/schemas/cart';
import type { LensParameters, ProductDetail } from '../../../shop/schemas/product';
import { Button, VisuallyHidden } from '../../primitives';
import { ContactLensForm } from '../../product/ProductPage/ContactLensForm';
import { useCart } from '../../session/useCart';
import { Notice, Row } from './CheckoutPage.styles';
import type { LensPrescriptionsController } from './useLensPrescriptions';

/** Where a line's save is: nothing sent yet, on its way, or failed (what was chosen stays). */
type SaveStatus = 'idle' | 'saving' | 'failed';

/** Props of {@link LensStrengthForm}. */
export interface LensStrengthFormProps {
  line: CartItem;
  /** The line's lens, with the values it is made in. */
  article: ProductDetail & { lensParameters: LensParameters };
  lenses: LensPrescriptionsController;
  /** The shopper opened the form with "Endre": focus goes to its first field. */
  focusFirstField: boolean;
  /** The form closed: saved (focus to the line, unless "Fullfør kjøpet" saved it) or cancelled. */
  onClosed: (saved: boolean, moveFocus: boolean) => void;
}

/**
 * A lens line's strength at checkout: the product page's lens form for the strength only, started
 * from the line's kept strength, saved on the line by a cart update in the session's one line of
 * cart calls. A failed save keeps every choice and can be tried again; "Avbryt" closes a form
 * opened with "Endre". A chunk of its own: a checkout whose lenses have their strength never loads
 * it (nor the product page's lens texts).
 */
export function LensStrengthForm({
  line,
  article,
  lenses,
  focusFirstField,
  onClosed,
}: LensStrengthFormProps) {
  const t = useTranslate();
  const { add } = useCart();
  const { edit, registerForm } = lenses;
  const [status, setStatus] = useState<SaveStatus>('idle');
  const name = nameWithBrand(line.brand, line.articleDescription);
  // Saved by "Fullfør kjøpet" rather than by the line's own button: the page moves focus on.
  const byPage = useRef(false);
  const lineRef = useRef(line);
  lineRef.current = line;
  const [defaultValues] = useState(() => lensLineFormValues(line.prescription, article.lensParameters));

  const save = useCallback(
    async (choice: LensPurchaseChoice) => {
      const current = lineRef.current;
      setStatus('saving');
      // A cart update with the strength, in the session's one line of cart calls; the line shows
      // as it is until the shop has it (a failure then keeps every choice in the form).
      const saved = await add([{ payload: lensPrescriptionUpdate(current, choice), lines: [current] }], () =>
        t('checkout.lenses.saveFailed', { name }),
      );
      setStatus(saved ? 'idle' : 'failed');
      if (saved) {
        onClosed(true, !byPage.current);
        edit(current.ref, false);
      }
      return saved;
    },
    [add, t, name, onClosed, edit],
  );

  const registerSubmit = useCallback(
    (submit: (() => Promise<boolean>) | null) => {
      registerForm(
        line.ref,
        submit &&
          (async () => {
            byPage.current = true;
            try {
              return await submit();
            } finally {
              byPage.current = false;
            }
          }),
      );
    },
    [registerForm, line.ref],
  );

  const formElement = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!focusFirstField) return undefined;
    const timer = setTimeout(
      () => formElement.current?.querySelector<HTMLElement>('select, input')?.focus(),
      0,
    );
    return () => clearTimeout(timer);
  }, [focusFirstField]);

  return (
    <div ref={formElement}>
      <ContactLensForm
        article={article}
        purpose="prescription"
        defaultValues={defaultValues}
        label={t('checkout.lenses.formLabel', { name })}
        submitLabels={{
          idle: status === 'failed' ? t('common.retry') : t('checkout.prescriptions.save'),
          busy: t('checkout.prescriptions.saving'),
        }}
        isSubmitting={status === 'saving'}
        onSubmit={save}
        registerSubmit={registerSubmit}
        notice={
          // The failure is announced by the cart's notification; this keeps it in view by the form.
          status === 'failed' ? (
            <Notice $tone="danger">
              <p>{t('checkout.lenses.saveFailed', { name })}</p>
            </Notice>
          ) : null
        }
      />
      {hasLensPrescription(line) ? (
        <Row>
          <Button
            variant="ghost"
            onPress={() => {
              onClosed(false, true);
              edit(line.ref, false);
            }}
          >
            {t('checkout.prescriptions.cancel')}
          </Button>
        </Row>
      ) : null}
      <VisuallyHidden role="status">
        {status === 'saving' ? t('checkout.prescriptions.saving') : ''}
      </VisuallyHidden>
    </div>
  );
}
