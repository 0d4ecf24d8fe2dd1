import { useEffect, useMemo, useRef, type RefObject } from 'react';
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
import { Muted, Notice, PrescriptionLine, Row, Section } from './CheckoutPage.styles';
import { SavedPrescriptionRow } from './SavedPrescriptionRow';
import { useLinePrescriptionForm } from './useLinePrescriptionForm';
import { useLineEditFocus } from './useLinePrescriptionForms';
import type { PrescriptionsController } from './usePrescriptions';

const LineForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

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
  const { lineElement, editButton, focusForm, news, opened, closed } = useLineEditFocus(
    open,
    t('checkout.prescriptions.savedNews', { name: line.name }),
  );
  const headingId = `checkout-glasses-${line.ref}`;

  const distances = formatWorkingDistances(line.prescription?.workingDistances, {
    monitor: t('checkout.prescriptions.distance.monitor'),
    tools: t('checkout.prescriptions.distance.tools'),
    other: t('checkout.prescriptions.distance.other'),
  });
  return (
    <PrescriptionLine
      ref={lineElement}
      tabIndex={-1}
      aria-labelledby={headingId}
      data-testid="checkout-glasses-line"
    >
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
        <OpenForm line={line} prescriptions={prescriptions} focusFirstField={focusForm} onClosed={closed} />
      ) : (
        <SavedPrescriptionRow
          prescription={formatGlassesPrescription(line.prescription, labels)}
          details={distances ? <Muted>{t('checkout.prescriptions.distances', { distances })}</Muted> : null}
          editLabel={t('checkout.prescriptions.editLabel', { name: line.name })}
          editButton={editButton}
          onEdit={() => {
            opened();
            prescriptions.edit(line.ref, true);
          }}
        />
      )}
      <VisuallyHidden role="status">{news}</VisuallyHidden>
    </PrescriptionLine>
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
