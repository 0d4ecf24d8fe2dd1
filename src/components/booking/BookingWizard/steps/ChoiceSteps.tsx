import { useRef, useState } from 'react';
import { useTranslate } from '../../../../i18n/context';
import {
  bookableAgeGroups,
  examPriceText,
  examTypePrice,
  levelPrice,
  type ExamPrice,
} from '../../../../shop/booking/exams';
import { buildPath } from '../../../../shop/routes';
import type { AgeGroupLists, ExamType } from '../../../../shop/schemas/bookings';
import { Checkbox, Link, Radio, RadioGroup } from '../../../primitives';
import { Muted } from '../BookingWizard.styles';
import { StepForm } from '../StepForm';
import { focusFirstInvalid, type StepProps } from './types';

/** The exam step: exam type with its price, its level (with duration and price), and "my employer pays". */
export function ExamStep({ draft, send, onBack, examTypes }: StepProps & { examTypes: readonly ExamType[] }) {
  const t = useTranslate();
  const priceText = (price: ExamPrice) => `${t('booking.price')}: ${examPriceText(price, t)}`;
  const root = useRef<HTMLDivElement>(null);
  const [showErrors, setShowErrors] = useState(false);
  const offered = examTypes.filter((type) => type.service !== 'hearingTest');
  const type = offered.find((candidate) => candidate.id === draft.examTypeId);
  const submit = () => {
    if (draft.examTypeId && draft.levelId) send({ type: 'next' });
    else {
      setShowErrors(true);
      focusFirstInvalid(root.current);
    }
  };
  return (
    <StepForm onSubmit={submit} onBack={onBack}>
      <div ref={root} style={{ display: 'grid', gap: 24 }}>
        <div data-invalid={showErrors && !draft.examTypeId}>
          <RadioGroup
            label={t('booking.exam.typeLabel')}
            value={draft.examTypeId || null}
            onChange={(examTypeId) => send({ type: 'update', patch: { examTypeId } })}
            isRequired
            isInvalid={showErrors && !draft.examTypeId}
            errorMessage={t('validation.chooseOne')}
          >
            {offered.map((candidate) => (
              <Radio
                key={candidate.id}
                value={candidate.id}
                description={`${candidate.description} ${priceText(examTypePrice(candidate))}`}
              >
                {candidate.name}
              </Radio>
            ))}
          </RadioGroup>
        </div>
        {type ? (
          <div data-invalid={showErrors && !draft.levelId}>
            <RadioGroup
              label={t('booking.exam.levelLabel')}
              value={draft.levelId || null}
              onChange={(levelId) => send({ type: 'update', patch: { levelId } })}
              isRequired
              isInvalid={showErrors && !draft.levelId}
              errorMessage={t('validation.chooseOne')}
            >
              {type.levels.map((level) => (
                <Radio
                  key={level.id}
                  value={level.id}
                  description={`${level.description} ${t('booking.duration', { minutes: level.durationMinutes })}. ${priceText(levelPrice(level.price))}`}
                >
                  {level.name}
                </Radio>
              ))}
            </RadioGroup>
          </div>
        ) : null}
        <Checkbox
          isSelected={draft.withRequisition}
          onChange={(withRequisition) => send({ type: 'update', patch: { withRequisition } })}
        >
          {t('booking.exam.requisition')}
        </Checkbox>
        {draft.withRequisition ? (
          // An employer that pays for one exam may want them for everyone: the eye-health day.
          <Muted>
            {t('booking.exam.eyeHealthDay')}{' '}
            <Link href={buildPath('b2bEyeHealthDay')}>{t('booking.exam.eyeHealthDayLink')}</Link>
          </Muted>
        ) : null}
      </div>
    </StepForm>
  );
}

/** The age-group step: the groups the chosen exam is offered for, none overlapping (`bookableAgeGroups`). */
export function AgeGroupStep({
  draft,
  send,
  onBack,
  ageGroups,
  examType,
}: StepProps & { ageGroups: AgeGroupLists; examType: ExamType | undefined }) {
  const t = useTranslate();
  const root = useRef<HTMLDivElement>(null);
  const [showErrors, setShowErrors] = useState(false);
  const groups = bookableAgeGroups(ageGroups, examType);
  const invalid = showErrors && !draft.ageGroupId;
  const submit = () => {
    if (draft.ageGroupId) send({ type: 'next' });
    else {
      setShowErrors(true);
      focusFirstInvalid(root.current);
    }
  };
  return (
    <StepForm onSubmit={submit} onBack={onBack}>
      <div ref={root} data-invalid={invalid}>
        <RadioGroup
          label={t('booking.ageGroup.label')}
          value={draft.ageGroupId || null}
          onChange={(ageGroupId) => send({ type: 'update', patch: { ageGroupId } })}
          isRequired
          isInvalid={invalid}
          errorMessage={t('validation.chooseOne')}
        >
          {groups.map((group) => (
            <Radio key={group.id} value={group.id}>
              {group.label}
            </Radio>
          ))}
        </RadioGroup>
      </div>
    </StepForm>
  );
}
