import { useCallback, useMemo, useRef, useState } from 'react';
import { useSessionDraft } from '../../../hooks/useFormDraft';
import { useLeaveWarning } from '../../../hooks/useLeaveWarning';
import { useTranslate } from '../../../i18n/context';
import { lensFormValues, type LensFormValues } from '../../../shop/lensForm';
import type { LensParameters, ProductDetail } from '../../../shop/schemas/product';

const NO_LENS = {} as LensFormValues;

/**
 * The product page's contact lens form, kept until the lenses are in the cart: the strength chosen is
 * kept for the tab (coming back to the lens fills it in again), and leaving with a choice not yet
 * added asks first. Here rather than in the form, because checkout's strength form keeps neither.
 */
export function useLensPurchaseDraft(article: (ProductDetail & { lensParameters: LensParameters }) | null) {
  const t = useTranslate();
  const parameters = article?.lensParameters;
  const empty = useMemo(() => (parameters ? lensFormValues(parameters) : NO_LENS), [parameters]);
  const draft = useSessionDraft(article ? `contact-lens-${article.id}` : null, empty);
  const [isDirty, setDirty] = useState(false);
  const wasDirty = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  useLeaveWarning(isDirty, t('product.lens.leaveWarning'), formRef);
  const { save, forget } = draft;
  const onValuesChange = useCallback(
    (values: LensFormValues, changed: boolean) => {
      // From changed to unchanged: the choice was added to the cart, so nothing needs keeping.
      if (wasDirty.current && !changed) forget();
      wasDirty.current = changed;
      setDirty(changed);
      if (changed) save(values);
    },
    [save, forget],
  );
  return { restoredValues: draft.restored, onValuesChange, formRef };
}
