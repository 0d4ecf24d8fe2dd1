import { styled } from 'styled-components';
import { useTranslate } from '../../../i18n';
import { IconButton } from '../../primitives/IconButton';
import {
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  MinusIcon,
  PlusIcon,
} from '../../primitives/icons';
import { TRY_ON_KEY_STEP, TRY_ON_SCALE_STEP } from '../../../shop/tryOn';
import { Pad } from './VirtualTryOn.styles';

const Up = styled.span`
  display: inline-flex;
  transform: rotate(180deg);
`;

/** Props of {@link ManualControls}. */
export interface ManualControlsProps {
  /** The video's width in pixels: one press moves the frame a key step of it. */
  videoWidth: number;
  onMove: (dx: number, dy: number) => void;
  onScale: (factor: number) => void;
}

/**
 * Buttons that move and scale the frame placed by hand: the single-pointer way for everyone who
 * cannot drag or pinch (WCAG 2.5.7), the same steps as the arrow and +/- keys.
 */
export function ManualControls({ videoWidth, onMove, onScale }: ManualControlsProps) {
  const t = useTranslate();
  const step = videoWidth * TRY_ON_KEY_STEP;
  return (
    <Pad role="group" aria-label={t('product.tryOn.controls')}>
      <IconButton
        variant="secondary"
        aria-label={t('product.tryOn.moveLeft')}
        icon={<ChevronLeftIcon />}
        onPress={() => onMove(-step, 0)}
      />
      <IconButton
        variant="secondary"
        aria-label={t('product.tryOn.moveUp')}
        icon={
          <Up>
            <ChevronDownIcon />
          </Up>
        }
        onPress={() => onMove(0, -step)}
      />
      <IconButton
        variant="secondary"
        aria-label={t('product.tryOn.moveDown')}
        icon={<ChevronDownIcon />}
        onPress={() => onMove(0, step)}
      />
      <IconButton
        variant="secondary"
        aria-label={t('product.tryOn.moveRight')}
        icon={<ChevronRightIcon />}
        onPress={() => onMove(step, 0)}
      />
      <IconButton
        variant="secondary"
        aria-label={t('product.tryOn.smaller')}
        icon={<MinusIcon />}
        onPress={() => onScale(1 / TRY_ON_SCALE_STEP)}
      />
      <IconButton
        variant="secondary"
        aria-label={t('product.tryOn.larger')}
        icon={<PlusIcon />}
        onPress={() => onScale(TRY_ON_SCALE_STEP)}
      />
    </Pad>
  );
}
