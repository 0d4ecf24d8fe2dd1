import { Suspense, lazy, useEffect, useMemo, useState, type ComponentType, type RefObject } from 'react';
import { useTranslate } from '../../../i18n/context';
import { formatLensPrescription, prescriptionLabels } from '../../../shop/prescription/format';
import { nameWithBrand } from '../../../shop/productName';
import type { CartItem } from '../../../shop/schemas/cart';
import { Button, Spinner, VisuallyHidden } from '../../primitives';
import { useShopRead } from '../../session/useShopRead';
import { OverlayBoundary } from '../../shell/lazyOverlays';
import { Muted, Notice, PrescriptionLine, Section } from './CheckoutPage.styles';
import { SavedPrescriptionRow } from './SavedPrescriptionRow';
import type { LensStrengthFormProps } from './LensStrengthForm';
import type { LensPrescriptionsController } from './useLensPrescriptions';
import { useLineEditFocus } from './useLinePrescriptionForms';

/** Loads the form's chunk once (again after a failure); `import()` of the view file names the chunk. */
let formModule: Promise<{ default: ComponentType<LensStrengthFormProps> }> | null = null;
function loadForm() {
  formModule ??= import('./LensStrengthForm').then(
    (module) => ({ default: module.LensStrengthForm }),
    (error: unknown) => {
      formModule = null;
      throw error;
    },
  );
  return formModule;
}

/**
 * A lens line's form once its lens (the values it is made in) and the form's chunk are there, both
 * asked for at once; either failing shows the message and "Prøv igjen".
 */
function LensFormLoader(props: Omit<LensStrengthFormProps, 'article'>) {
  const t = useTranslate();
  const { line } = props;
  const name = nameWithBrand(line.brand, line.articleDescription);
  const product = useShopRead('getProduct', [line.articleId], (shop) => shop.getProduct(line.articleId));
  // A new lazy view per attempt: React keeps a failed import's error in its lazy component.
  const [attempt, setAttempt] = useState(() => ({ count: 0, View: lazy(loadForm) }));
  const [chunkFailed, setChunkFailed] = useState(false);
  useEffect(() => {
    void loadForm().catch(() => undefined);
  }, [attempt]);
  const article = product.data;
  const failed = chunkFailed || product.status === 'error' || (article && !article.lensParameters);
  if (failed) {
    return (
      <Notice $tone="danger" role="alert">
        <p>{t('checkout.lenses.loadFailed', { name })}</p>
        <Button
          variant="secondary"
          onPress={() => {
            if (product.status === 'error' || !article?.lensParameters) product.reload();
            if (chunkFailed) {
              setChunkFailed(false);
              setAttempt((previous) => ({ count: previous.count + 1, View: lazy(loadForm) }));
            }
          }}
        >
          {t('common.retry')}
        </Button>
      </Notice>
    );
  }
  const spinner = <Spinner label={t('checkout.lenses.loading', { name })} />;
  if (!article?.lensParameters) return spinner;
  const { View } = attempt;
  return (
    <OverlayBoundary key={attempt.count} onError={() => setChunkFailed(true)}>
      <Suspense fallback={spinner}>
        <View {...props} article={{ ...article, lensParameters: article.lensParameters }} />
      </Suspense>
    </OverlayBoundary>
  );
}

function LensLinePrescription({ line, lenses }: { line: CartItem; lenses: LensPrescriptionsController }) {
  const t = useTranslate();
  const labels = useMemo(() => prescriptionLabels(t), [t]);
  const open = lenses.openRefs.has(line.ref);
  const headingId = `checkout-lens-${line.ref}`;
  const name = nameWithBrand(line.brand, line.articleDescription);
  const { lineElement, editButton, focusForm, news, opened, closed } = useLineEditFocus(
    open,
    t('checkout.prescriptions.savedNews', { name }),
  );

  return (
    <PrescriptionLine
      ref={lineElement}
      tabIndex={-1}
      aria-labelledby={headingId}
      data-testid="checkout-lens-line"
    >
      <h3 id={headingId}>{name}</h3>
      <Muted>{t('checkout.lenses.quantity', { count: line.quantity })}</Muted>
      {open ? (
        <LensFormLoader line={line} lenses={lenses} focusFirstField={focusForm} onClosed={closed} />
      ) : (
        <SavedPrescriptionRow
          prescription={formatLensPrescription(line.prescription, labels)}
          editLabel={t('checkout.prescriptions.editLabel', { name })}
          editButton={editButton}
          onEdit={() => {
            opened();
            lenses.edit(line.ref, true);
          }}
        />
      )}
      <VisuallyHidden role="status">{news}</VisuallyHidden>
    </PrescriptionLine>
  );
}

/**
 * The contact lenses of the cart and their strength: each lens line without one shows the product
 * page's lens form (the strength per eye only), saved on the cart line; once saved it shows the
 * strength on one line with "Endre". Not shown for a cart whose lenses all came with their strength.
 */
export function LensPrescriptionSection({
  lenses,
  blocked,
  noticeRef,
}: {
  lenses: LensPrescriptionsController;
  /** "Fullfør kjøpet" was refused for the lenses' strength: say why. */
  blocked: boolean;
  noticeRef: RefObject<HTMLDivElement | null>;
}) {
  const t = useTranslate();
  if (lenses.lines.length === 0) return null;
  return (
    <Section aria-labelledby="checkout-lenses" data-testid="checkout-lens-prescriptions">
      <h2 id="checkout-lenses">{t('checkout.lenses')}</h2>
      <Muted>{t('checkout.lenses.intro')}</Muted>
      {blocked ? (
        <Notice $tone="danger" role="alert" tabIndex={-1} ref={noticeRef}>
          <p>{t('checkout.lenses.required')}</p>
        </Notice>
      ) : null}
      {lenses.lines.map((line) => (
        <LensLinePrescription key={line.ref} line={line} lenses={lenses} />
      ))}
    </Section>
  );
}
