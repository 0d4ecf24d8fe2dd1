import { useEffect, useRef } from 'react';
import { useTranslate } from '../../../i18n/context';
import type { GeolocationSource } from '../../../hooks/useGeolocation';
import { useLeaveWarning } from '../../../hooks/useLeaveWarning';
import {
  bookingSteps,
  hasUnsavedChanges,
  type BookingCustomerDraft,
  type BookingKind,
} from '../../../shop/booking/steps';
import { examDisplayName } from '../../../shop/booking/exams';
import { osloWallClock } from '../../../shop/osloTime';
import { buildPath } from '../../../shop/routes';
import type { Booking } from '../../../shop/schemas/bookings';
import { Button, Link, Spinner } from '../../primitives';
import { useShopRead } from '../../session/useShopRead';
import { useBackendNow } from '../../session/useBackendNow';
import { BookingOutcome } from './BookingOutcome';
import { Alert, Muted, Root, StepHeading, Title } from './BookingWizard.styles';
import { StepProgress } from './StepProgress';
import { AgeGroupStep, ExamStep } from './steps/ChoiceSteps';
import { DetailsStep, RequisitionStep } from './steps/FormSteps';
import { StoreStep } from './steps/StoreStep';
import { SummaryStep } from './steps/SummaryStep';
import { TimeStep } from './steps/TimeStep';
import { useBookingWizard } from './useBookingWizard';
import { withBookingTexts } from '../bookingTexts';

/** Props of {@link BookingWizard}. */
export interface BookingWizardProps {
  /** A visual exam (eye exam, contact lenses, eye health) or the auditory booking (hearing test). @default 'visual' */
  kind?: BookingKind;
  /** A store chosen beforehand (a store page's "book here"). */
  initialStoreId?: string;
  /** The logged-in customer's details, filled in on the details step. */
  prefill?: Partial<BookingCustomerDraft>;
  /** A booking to move: the wizard starts at the time step and confirming rebooks it. */
  rebooking?: Booking;
  /** The Geolocation API for "use my location". @default navigator.geolocation */
  geolocation?: GeolocationSource | null;
  /** Called when the confirmation's "Se eller endre bestillingen" is followed (see `BookingOutcome`). */
  onManageBooking?: (booking: Booking) => void;
}

function BookingWizardView({
  kind = 'visual',
  initialStoreId,
  prefill,
  rebooking,
  geolocation,
  onManageBooking,
}: BookingWizardProps) {
  const t = useTranslate();
  const root = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const wizard = useBookingWizard({ kind, initialStoreId, prefill, rebooking });
  const { state, send, notice, outcome } = wizard;
  const now = useBackendNow();
  const steps = bookingSteps(state.kind, state.draft);
  const index = steps.indexOf(state.step);
  const examType = wizard.examTypes.data?.find((type) => type.id === state.draft.examTypeId);
  const service = kind === 'auditory' ? 'hearingTest' : examType?.service;
  const store = useShopRead('getStore', state.draft.storeId ? [state.draft.storeId] : null, (shop) =>
    shop.getStore(state.draft.storeId),
  );
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [state.step]);
  useLeaveWarning(
    !outcome && hasUnsavedChanges(state.kind, state.draft, undefined, wizard.prefilled),
    t('booking.leaveWarning'),
    root,
  );

  if (outcome)
    return (
      <BookingOutcome
        booking={outcome}
        rebooked={!!rebooking}
        examName={examDisplayName(
          examType?.name,
          examType?.levels.find((l) => l.id === outcome.levelId)?.name,
        )}
        onManage={onManageBooking}
      />
    );
  const loadFailed = wizard.examTypes.status === 'error' || wizard.ageGroups.status === 'error';
  const ready = wizard.examTypes.data && wizard.ageGroups.data && now;
  const onBack = index > 0 ? () => send({ type: 'back' }) : undefined;
  const common = { kind: state.kind, draft: state.draft, send, onBack };

  return (
    <Root ref={root} aria-labelledby="booking-title">
      <Title id="booking-title">{t(kind === 'auditory' ? 'booking.titleAuditory' : 'booking.title')}</Title>
      {index === 0 && !rebooking ? (
        // The other kind of booking, for whoever came to the wrong one.
        <Muted>
          {t(kind === 'auditory' ? 'booking.otherKind.visual' : 'booking.otherKind.auditory')}{' '}
          <Link href={buildPath(kind === 'auditory' ? 'bookExam' : 'bookHearingTest')}>
            {t(kind === 'auditory' ? 'booking.otherKind.visualLink' : 'booking.otherKind.auditoryLink')}
          </Link>
        </Muted>
      ) : null}
      <StepProgress steps={steps} current={state.step} />
      <StepHeading ref={heading} tabIndex={-1} id="booking-step-title">
        {t(`booking.step.${state.step}`)}
      </StepHeading>
      {notice ? (
        <Alert role="alert">
          <p>{t(notice)}</p>
        </Alert>
      ) : null}
      {loadFailed ? (
        <Alert role="alert">
          <p>{t('booking.loadFailed')}</p>
          <div>
            <Button
              variant="secondary"
              onPress={() => {
                wizard.examTypes.reload();
                wizard.ageGroups.reload();
              }}
            >
              {t('booking.retry')}
            </Button>
          </div>
        </Alert>
      ) : !ready ? (
        <Spinner label={t('booking.loading')} />
      ) : state.step === 'exam' ? (
        <ExamStep {...common} examTypes={wizard.examTypes.data ?? []} />
      ) : state.step === 'ageGroup' ? (
        <AgeGroupStep {...common} ageGroups={wizard.ageGroups.data!} examType={examType} />
      ) : state.step === 'store' ? (
        <StoreStep {...common} service={service} geolocation={geolocation} />
      ) : state.step === 'time' ? (
        <TimeStep {...common} today={osloWallClock(now).date} service={service} refresh={notice ?? ''} />
      ) : state.step === 'details' ? (
        <DetailsStep {...common} />
      ) : state.step === 'requisition' ? (
        <RequisitionStep {...common} />
      ) : (
        <SummaryStep
          {...common}
          steps={steps}
          examType={examType}
          ageGroups={wizard.ageGroups.data}
          storeName={store.data?.name ?? ''}
          onConfirm={() => void wizard.confirm()}
          isBusy={wizard.submitting}
        />
      )}
    </Root>
  );
}

/**
 * The booking wizard: exam and level, age group, store, day and time, details, requisition where
 * it applies, summary, then the confirmation. Progress is shown and announced; each step's heading
 * gets focus; going back keeps what was entered; the step and choices survive a reload; leaving
 * with unsaved choices asks first. Errors of the booking call each get their message, and a taken
 * time leads back to the time step with the rest kept.
 */
export const BookingWizard = /* @__PURE__ */ withBookingTexts(BookingWizardView);
