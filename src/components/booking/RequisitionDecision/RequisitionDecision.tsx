import { useState } from 'react';
import { useTranslate } from '../../../i18n/context';
import { useAsync } from '../../../hooks/useAsync';
import { isShopApiRequestError } from '../../../shop/client';
import { formatPrice } from '../../../shop/format';
import type { Requisition } from '../../../shop/schemas/requisitions';
import { Button, Dialog, Spinner } from '../../primitives';
import { useShopClient } from '../../session/ShopSessionProvider';
import { Alert, Root, Summary, Title } from '../BookingWizard/BookingWizard.styles';
import { withBookingTexts } from '../bookingTexts';

/** Props of {@link RequisitionDecision}. */
export interface RequisitionDecisionProps {
  /** The requisition's id. */
  requisitionId: string;
}

function RequisitionDecisionView({ requisitionId }: RequisitionDecisionProps) {
  const t = useTranslate();
  const client = useShopClient();
  const loaded = useAsync(`requisition:${requisitionId}`, (signal) =>
    client.getRequisition(requisitionId, { signal }),
  );
  const [decided, setDecided] = useState<Requisition | null>(null);
  const [asking, setAsking] = useState<'approve' | 'reject' | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<'requisition.notManager' | 'booking.error.generic' | null>(null);

  if (loaded.status === 'error') {
    return (
      <Root>
        <Alert role="alert">
          <p>{t('requisition.notFound')}</p>
        </Alert>
      </Root>
    );
  }
  if (!loaded.data) return <Spinner label={t('booking.loading')} />;
  const requisition = decided ?? loaded.data;
  const decide = async (decision: 'approve' | 'reject', close: () => void) => {
    setBusy(true);
    setError(null);
    try {
      setDecided(await client.decideRequisition(requisition.id, decision));
    } catch (failure) {
      setError(
        isShopApiRequestError(failure) && failure.status === 403
          ? 'requisition.notManager'
          : 'booking.error.generic',
      );
    } finally {
      setBusy(false);
      close();
    }
  };
  const employee = requisition.employee.name;
  return (
    <Root aria-labelledby="requisition-title">
      <Title id="requisition-title">{t('requisition.title', { reference: requisition.reference })}</Title>
      {error ? (
        <Alert role="alert">
          <p>{t(error)}</p>
        </Alert>
      ) : null}
      <Summary>
        <div>
          <dt>{t('requisition.employee')}</dt>
          <dd>{employee}</dd>
        </div>
        <div>
          <dt>{t('requisition.description')}</dt>
          <dd>{requisition.description}</dd>
        </div>
        <div>
          <dt>{t('requisition.covered')}</dt>
          <dd>{formatPrice(requisition.coveredAmount)}</dd>
        </div>
        <div>
          <dt>{t('requisition.status')}</dt>
          <dd>
            <span role="status">{t(`requisition.status.${requisition.status}`)}</span>
          </dd>
        </div>
      </Summary>
      {requisition.status === 'pending' ? (
        <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
          <Button onPress={() => setAsking('approve')}>{t('requisition.approve')}</Button>
          <Button variant="danger" onPress={() => setAsking('reject')}>
            {t('requisition.reject')}
          </Button>
        </div>
      ) : null}
      <Dialog
        isOpen={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        role="alertdialog"
        title={t(asking === 'reject' ? 'requisition.confirmReject' : 'requisition.confirmApprove', {
          employee,
        })}
        footer={(close) => (
          <>
            <Button variant="secondary" onPress={close}>
              {t('requisition.cancel')}
            </Button>
            <Button
              variant={asking === 'reject' ? 'danger' : 'primary'}
              isLoading={busy}
              onPress={() => void decide(asking ?? 'approve', close)}
            >
              {t(asking === 'reject' ? 'requisition.reject' : 'requisition.approve')}
            </Button>
          </>
        )}
      />
    </Root>
  );
}

/**
 * A manager approves or rejects a requisition, each with a confirm step, and sees the result.
 * Someone who is not the manager, and an unknown requisition, each get a message.
 */
export const RequisitionDecision = /* @__PURE__ */ withBookingTexts(RequisitionDecisionView);
