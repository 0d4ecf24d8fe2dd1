import { styled } from 'styled-components';
import { useTranslate } from '../../../i18n/context';
import type { BookingStepId } from '../../../shop/booking/steps';
import { Progress } from './BookingWizard.styles';

const Track = styled.div`
  height: 6px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.divider};
  overflow: hidden;
`;

const Fill = styled.div<{ $percent: number }>`
  width: ${({ $percent }) => $percent}%;
  height: 100%;
  background: ${({ theme }) => theme.colors.accent};
  transition: width ${({ theme }) => theme.durations.normal}ms ${({ theme }) => theme.easings.standard};
  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
  }
`;

/** Props of {@link StepProgress}. */
export interface StepProgressProps {
  steps: readonly BookingStepId[];
  current: BookingStepId;
}

/** "Steg 2 av 6: Alder" with a bar; the text is a status line, so each step change is announced. */
export function StepProgress({ steps, current }: StepProgressProps) {
  const t = useTranslate();
  const index = steps.indexOf(current) + 1;
  return (
    <Progress>
      <span role="status">
        {t('booking.progress', { index, count: steps.length, step: t(`booking.step.${current}`) })}
      </span>
      <Track aria-hidden="true">
        <Fill $percent={(index / steps.length) * 100} />
      </Track>
    </Progress>
  );
}
