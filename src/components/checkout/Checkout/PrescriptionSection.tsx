import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { styled } from 'styled-components';
import { useTranslate } from '../../../i18n/context';
import { linePrescriptionStatus } from '../../../shop/checkout/prescriptions';
import { nameWithBrand } from '../../../shop/productName';
import {
  formatGlassesPrescription,
  formatWorkingDistances,
  prescriptionLabels,
} from '../../../shop/prescription/format';
import type { GlassesLine } from '../../../shop/schemas/checkout';
import { Button, Spinner, VisuallyHidden } from '../../primitives';
import { GlassesPrescriptionForm } from '../../product/GlassesConfigurator/GlassesPrescriptionForm';
import { useShopClient } from '../../session/ShopSessionProvider';
import { Muted, Notice, Row, Section } from './CheckoutPage.styles';
import { useLinePrescriptionForm } from './useLinePrescriptionForm';
import type { PrescriptionsController } from './usePrescriptions';

const Line = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radii.md};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

const Saved = styled.p`
  margin: 0;
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
`;

const LineForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

/** Where focus goes after a line's form opens or closes at the shopper's hand. */
type FocusTarget = 'form' | 'line' | 'edit' | null;

function OpenForm({
  line,
  prescriptions,
  focusFirstField,
  onClosed,
}: {
  line: GlassesLine;
  prescriptions: PrescriptionsController;
  focusFirstField: boolean;
  onClosed: (saved: boolean) => void;
}) {
  const t = useTranslate();
  const client = useShopClient();
  const { saved, registerForm, edit } = prescriptions;
  const { form, status, save, computer } = useLinePrescriptionForm({
    client,
    line,
    onSaved: (answer) => {
      onClosed(true);
      saved(answer);
    },
    registerForm,
  });
  const complete = linePrescriptionStatus(line) === 'complete';

  useEffect(() => {
    if (!focusFirstField) return undefined;
    const timer = setTimeout(() => form.setFocus('right.sphere'), 0);
    return () => clearTimeout(timer);
  }, [focusFirstField, form]);

  const formElement = useRef<HTMLFormElement>(null);
  return (
    <LineForm
      ref={formElement}
      noValidate
      aria-label={t('checkout.prescriptions.editLabel', { name: line.name })}
      onSubmit={(event) => {
        event.preventDefault();
        void save().then((ok) => {
          // Not saved for a rule: focus goes to the first field to fix (a failed call keeps it on the button).
          if (!ok) {
            setTimeout(
              () => formElement.current?.querySelector<HTMLElement>('input[aria-invalid="true"]')?.focus(),
              0,
            );
          }
        });
      }}
    >
      {linePrescriptionStatus(line) === 'incomplete' ? (
        <Muted>{t('checkout.prescriptions.invalidSaved')}</Muted>
      ) : null}
      <GlassesPrescriptionForm control={form.control} computer={computer} headingLevel={4} />
      {status === 'failed' ? (
        <Notice $tone="danger" role="alert">
          <p>{t('checkout.prescriptions.saveFailed')}</p>
        </Notice>
      ) : null}
      <Row>
        <Button type="submit" isLoading={status === 'saving'}>
          {status === 'failed' ? t('common.retry') : t('checkout.prescriptions.save')}
        </Button>
        {complete ? (
          <Button
            variant="ghost"
            onPress={() => {
              onClosed(false);
              edit(line.ref, false);
            }}
          >
            {t('checkout.prescriptions.cancel')}
          </Button>
        ) : null}
      </Row>
      <VisuallyHidden role="status">
        {status === 'saving' ? t('checkout.prescriptions.saving') : ''}
      </VisuallyHidden>
    </LineForm>
  );
}

function GlassesLinePrescription({
  line,
  prescriptions,
}: {
  line: GlassesLine;
  prescriptions: PrescriptionsController;
}) {
  const t = useTranslate();
  const labels = useMemo(() => prescriptionLabels(t), [t]);
  const open = prescriptions.openRefs.has(line.ref);
  const [focus, setFocus] = useState<FocusTarget>(null);
  const [news, setNews] = useState('');
  const lineElement = useRef<HTMLElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const headingId = `checkout-glasses-${line.ref}`;

  // After saving, focus goes to the line (its new summary); after cancelling, back to "Endre".
  useEffect(() => {
    if (open || (focus !== 'line' && focus !== 'edit')) return undefined;
    const timer = setTimeout(() => {
      (focus === 'line' ? lineElement.current : editButton.current)?.focus();
      setFocus(null);
    }, 0);
    return () => clearTimeout(timer);
  }, [open, focus]);

  const distances = formatWorkingDistances(line.prescription?.workingDistances, {
    monitor: t('checkout.prescriptions.distance.monitor'),
    tools: t('checkout.prescriptions.distance.tools'),
    other: t('checkout.prescriptions.distance.other'),
  });
  return (
    <Line ref={lineElement} tabIndex={-1} aria-labelledby={headingId} data-testid="checkout-glasses-line">
      <h3 id={headingId}>
        {t('checkout.prescriptions.line', {
          name: nameWithBrand(line.brand, line.name),
          lens: line.lens.name,
        })}
      </h3>
      {line.quantity > 1 ? (
        <Muted>{t('checkout.prescriptions.quantity', { count: line.quantity })}</Muted>
      ) : null}
      {open ? (
        <OpenForm
          line={line}
          prescriptions={prescriptions}
          focusFirstField={focus === 'form'}
          onClosed={(saved) => {
            setFocus(saved ? 'line' : 'edit');
            if (saved) setNews(t('checkout.prescriptions.savedNews', { name: line.name }));
          }}
        />
      ) : (
        <Row>
          <div>
            <Saved>
              {t('checkout.prescriptions.saved', {
                prescription: formatGlassesPrescription(line.prescription, labels),
              })}
            </Saved>
            {distances ? <Muted>{t('checkout.prescriptions.distances', { distances })}</Muted> : null}
          </div>
          <Button
            ref={editButton}
            variant="secondary"
            size="sm"
            aria-label={t('checkout.prescriptions.editLabel', { name: line.name })}
            onPress={() => {
              setNews('');
              setFocus('form');
              prescriptions.edit(line.ref, true);
            }}
          >
            {t('checkout.prescriptions.edit')}
          </Button>
        </Row>
      )}
      <VisuallyHidden role="status">{news}</VisuallyHidden>
    </Line>
  );
}

/**
 * The glasses of the cart and their prescriptions: each frame with prescription lenses shows its
 * kept prescription on one line with "Endre", or the prescription form (the product page's) when
 * it has none yet. Not shown for a cart without glasses.
 */
export function PrescriptionSection({
  prescriptions,
  blocked,
  noticeRef,
}: {
  prescriptions: PrescriptionsController;
  /** "Fullfør kjøpet" was refused for the prescriptions: say why. */
  blocked: boolean;
  noticeRef: RefObject<HTMLDivElement | null>;
}) {
  const t = useTranslate();
  const { lines, loadFailed } = prescriptions;
  if (lines && lines.length === 0) return null;
  return (
    <Section aria-labelledby="checkout-prescriptions" data-testid="checkout-prescriptions">
      <h2 id="checkout-prescriptions">{t('checkout.prescriptions')}</h2>
      <Muted>{t('checkout.prescriptions.intro')}</Muted>
      {blocked ? (
        <Notice $tone="danger" role="alert" tabIndex={-1} ref={noticeRef}>
          <p>{t('checkout.prescriptions.required')}</p>
        </Notice>
      ) : null}
      {loadFailed ? (
        <Notice $tone="danger" role="alert">
          <p>{t('checkout.prescriptions.loadFailed')}</p>
          <Button variant="secondary" onPress={prescriptions.reload}>
            {t('common.retry')}
          </Button>
        </Notice>
      ) : !lines ? (
        <Spinner label={t('checkout.prescriptions.loading')} />
      ) : (
        lines.map((line) => (
          <GlassesLinePrescription key={line.ref} line={line} prescriptions={prescriptions} />
        ))
      )}
    </Section>
  );
}
