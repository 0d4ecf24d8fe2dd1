import { useTranslate } from '../../../../i18n/context';
import { LATE_CANCELLATION_FEE } from '../../../../shop/booking/cancellation';
import {
  bookableAgeGroups,
  bookedLevel,
  examDisplayName,
  examPriceText,
  levelPrice,
} from '../../../../shop/booking/exams';
import type { BookingStepId } from '../../../../shop/booking/steps';
import { formatPhoneNumber, formatPrice } from '../../../../shop/format';
import { formatMomentNb } from '../../../../shop/osloTime';
import type { AgeGroupLists, ExamType } from '../../../../shop/schemas/bookings';
import { Button } from '../../../primitives';
import { Muted, Summary } from '../BookingWizard.styles';
import { StepForm } from '../StepForm';
import type { StepProps } from './types';

/** Props of {@link SummaryStep}. */
export interface SummaryStepProps extends StepProps {
  steps: readonly BookingStepId[];
  examType: ExamType | undefined;
  ageGroups: AgeGroupLists | undefined;
  storeName: string;
  onConfirm: () => void;
  isBusy: boolean;
}

/** The summary: every choice with a button to change it, the cancellation rule, and "confirm". */
export function SummaryStep({
  draft,
  send,
  onBack,
  steps,
  examType,
  ageGroups,
  storeName,
  onConfirm,
  isBusy,
}: SummaryStepProps) {
  const t = useTranslate();
  const level = bookedLevel(examType, draft.levelId);
  const rows: Array<{ step: BookingStepId | null; label: string; value: string }> = [
    {
      step: 'exam',
      label: t('booking.summary.exam'),
      value: examDisplayName(examType?.name, level?.name),
    },
    // The price follows the exam (the exam's row changes it, so this row has no button of its own);
    // a booking without the exam step (the hearing test) still says it.
    ...(level
      ? [
          {
            step: null,
            label: t('booking.price'),
            value: examPriceText(levelPrice(level.price), t),
          },
        ]
      : []),
    {
      step: 'ageGroup',
      label: t('booking.summary.ageGroup'),
      value: ageGroups
        ? (bookableAgeGroups(ageGroups).find((group) => group.id === draft.ageGroupId)?.label ?? '')
        : '',
    },
    { step: 'store', label: t('booking.summary.store'), value: storeName },
    {
      step: 'time',
      label: t('booking.summary.time'),
      value: draft.start
        ? `${formatMomentNb(draft.start)} (${t('booking.duration', { minutes: level?.durationMinutes ?? 45 })})`
        : '',
    },
    {
      step: 'details',
      label: t('booking.summary.customer'),
      value: `${draft.customer.firstName} ${draft.customer.lastName}, ${draft.customer.email}, ${formatPhoneNumber(draft.customer.mobile)}`,
    },
    ...(draft.note.trim()
      ? [{ step: 'details' as const, label: t('booking.summary.note'), value: draft.note }]
      : []),
    {
      step: 'requisition',
      label: t('booking.summary.requisition'),
      value: `${draft.requisition.type ? t(`booking.requisition.${draft.requisition.type}`) : ''} ${draft.requisition.reference}`,
    },
  ];
  return (
    <StepForm onSubmit={onConfirm} onBack={onBack} submitLabel={t('booking.confirm')} isBusy={isBusy}>
      <Summary>
        {rows
          // A booking without the exam step (the hearing test: one exam, one level) still says what
          // is booked, with nothing to change; any other step the wizard skips has no row.
          .map((row) => (row.step === 'exam' && !steps.includes(row.step) ? { ...row, step: null } : row))
          .filter((row) => row.step === null || steps.includes(row.step))
          .map(({ step, label, value }) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
              {step === null ? null : (
                <dd>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t('booking.summary.change', { what: label.toLowerCase() })}
                    onPress={() => send({ type: 'goTo', step })}
                  >
                    {t('booking.summary.change', { what: '' }).trim()}
                  </Button>
                </dd>
              )}
            </div>
          ))}
      </Summary>
      <Muted>{t('booking.summary.cancellationRule', { fee: formatPrice(LATE_CANCELLATION_FEE) })}</Muted>
    </StepForm>
  );
}
