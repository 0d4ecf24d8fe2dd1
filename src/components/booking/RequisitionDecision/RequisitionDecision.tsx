import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslate } from '../../../i18n/context';
import { useLocation } from '../../../navigation/context';
import { loginRedirectFor } from '../../../shop/account/guard';
import { formatAccountMoment } from '../../../shop/account/dates';
import {
  REJECTION_REASON_MAX_LENGTH,
  rejectionReason,
  type RequisitionProblem,
} from '../../../shop/booking/requisition';
import { formatPrice } from '../../../shop/format';
import { maxLength } from '../../../shop/validation';
import { Button, Dialog, FormTextField, Link, Spinner } from '../../primitives';
import { Actions, Alert, Root, Summary, Title } from '../BookingWizard/BookingWizard.styles';
import { withBookingTexts } from '../bookingTexts';
import { useRequisitionDecision } from './useRequisitionDecision';

/** Props of {@link RequisitionDecision}. */
export interface RequisitionDecisionProps {
  /** The requisition's id (from the link the manager got by e-mail). */
  requisitionId: string;
}

const PROBLEM_TEXT = {
  login: 'requisition.loginNeeded',
  notManager: 'requisition.notManager',
  notFound: 'requisition.notFound',
  alreadyDecided: 'requisition.alreadyDecided',
  failed: 'requisition.failed',
} as const satisfies Record<RequisitionProblem, string>;

interface RejectForm {
  reason: string;
}

function RequisitionDecisionView({ requisitionId }: RequisitionDecisionProps) {
  const t = useTranslate();
  const { pathname, search } = useLocation();
  const state = useRequisitionDecision(requisitionId);
  const [asking, setAsking] = useState<'approve' | 'reject' | null>(null);
  // Lives beside the dialog, so a reason typed before a failed send is still there on the next try.
  const rejectForm = useForm<RejectForm>({ defaultValues: { reason: '' }, mode: 'onSubmit' });

  if (state.loadProblem) {
    return (
      <Root aria-labelledby="requisition-title">
        <Title id="requisition-title">{t('requisition.heading')}</Title>
        <Alert role="alert" $tone={state.loadProblem === 'login' ? 'warning' : 'danger'}>
          <p>{t(PROBLEM_TEXT[state.loadProblem])}</p>
          {state.loadProblem === 'login' ? (
            <p>
              <Link href={loginRedirectFor(pathname, search)}>{t('requisition.login')}</Link>
            </p>
          ) : null}
          {state.loadProblem === 'failed' ? (
            <div>
              <Button variant="secondary" onPress={state.reload}>
                {t('requisition.retry')}
              </Button>
            </div>
          ) : null}
        </Alert>
      </Root>
    );
  }
  if (state.isLoading || !state.requisition) return <Spinner label={t('requisition.loading')} />;

  const requisition = state.requisition;
  const employee = requisition.employee.name;
  const close = () => {
    setAsking(null);
    state.clearDecisionProblem();
  };
  // A failed call keeps the dialog (and the typed reason) open to try again; anything else closes it.
  const send = async (decision: 'approve' | 'reject', reason?: string) => {
    if ((await state.decide(decision, reason)) !== 'failed') setAsking(null);
  };
  const problemInDialog = asking !== null && state.decisionProblem === 'failed';
  return (
    <Root aria-labelledby="requisition-title">
      <Title id="requisition-title">{t('requisition.title', { reference: requisition.reference })}</Title>
      {state.decisionProblem && !problemInDialog ? (
        <Alert role="alert">
          <p>{t(PROBLEM_TEXT[state.decisionProblem])}</p>
        </Alert>
      ) : null}
      <Summary>
        <div>
          <dt>{t('requisition.employee')}</dt>
          <dd>{employee}</dd>
        </div>
        <div>
          <dt>{t('requisition.company')}</dt>
          <dd>{requisition.companyName}</dd>
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
        {requisition.decidedAt ? (
          <div>
            <dt>{t('requisition.decidedAt')}</dt>
            <dd>{formatAccountMoment(requisition.decidedAt)}</dd>
          </div>
        ) : null}
        {requisition.rejectionReason ? (
          <div>
            <dt>{t('requisition.rejectionReason')}</dt>
            <dd>{requisition.rejectionReason}</dd>
          </div>
        ) : null}
      </Summary>
      {requisition.status === 'pending' ? (
        <Actions>
          <Button onPress={() => setAsking('approve')}>{t('requisition.approve')}</Button>
          <Button variant="danger" onPress={() => setAsking('reject')}>
            {t('requisition.reject')}
          </Button>
        </Actions>
      ) : null}
      <Dialog
        isOpen={asking !== null}
        onOpenChange={(open) => !open && close()}
        role="alertdialog"
        title={t(asking === 'reject' ? 'requisition.confirmReject' : 'requisition.confirmApprove', {
          employee,
        })}
        footer={(closeDialog) => (
          <>
            <Button variant="secondary" onPress={closeDialog}>
              {t('requisition.cancel')}
            </Button>
            <Button
              variant={asking === 'reject' ? 'danger' : 'primary'}
              isLoading={state.busy}
              onPress={() =>
                asking === 'reject'
                  ? void rejectForm.handleSubmit(({ reason }) => send('reject', rejectionReason(reason)))()
                  : void send('approve')
              }
            >
              {t(asking === 'reject' ? 'requisition.reject' : 'requisition.approve')}
            </Button>
          </>
        )}
      >
        {problemInDialog ? (
          <Alert role="alert">
            <p>{t('requisition.failed')}</p>
          </Alert>
        ) : null}
        {asking === 'reject' ? (
          <FormTextField
            control={rejectForm.control}
            name="reason"
            label={t('requisition.reasonLabel')}
            description={t('requisition.reasonDescription', { max: REJECTION_REASON_MAX_LENGTH })}
            rules={[maxLength(REJECTION_REASON_MAX_LENGTH)]}
            multiline
            showOptional
          />
        ) : null}
      </Dialog>
    </Root>
  );
}

/**
 * A manager approves or rejects an employee's requisition, each with a confirm step (a rejection
 * may carry a reason to the employee), and sees the result. Only the company's manager sees it: a
 * guest gets a link to the login that comes back here; anyone else, an unknown requisition, a
 * decision taken meanwhile and a failed call each get their own message.
 */
export const RequisitionDecision = /* @__PURE__ */ withBookingTexts(RequisitionDecisionView);
