import { useCallback, useId, useLayoutEffect, useRef } from 'react';
import { styled } from 'styled-components';
import { useTranslate } from '../../i18n/context';
import { IconButton } from '../primitives/IconButton';
import { IconSvg, MinusIcon, PlusIcon, type IconProps } from '../primitives/icons';

/** Props of {@link QuantityControl}. */
export interface QuantityControlProps {
  /** The product's name, for the controls' accessible names ("Øk antall av Oasys 1-Day"). */
  name: string;
  /** The quantity shown. */
  quantity: number;
  /**
   * Whether the increase control is offered (the line is editable and under 12). When it goes away
   * while it has focus, focus moves to the decrease control.
   */
  canIncrease: boolean;
  /** Whether a decrease removes the line: the control then shows a bin and says "Fjern …". @default false */
  decreaseRemoves?: boolean;
  /** Called by the increase control. */
  onIncrease: () => void;
  /** Called by the decrease control (always offered). */
  onDecrease: () => void;
  /** A short note under the control ("Maks 12 per vare"); it also describes the group. */
  hint?: string;
  className?: string;
}

/** A waste bin: the decrease control when it removes the line. */
function BinIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
    </IconSvg>
  );
}

const Root = styled.div`
  display: inline-flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[0.5]};
  min-width: 0;
`;

const Stepper = styled.div`
  display: inline-flex;
  align-items: center;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  /* The buttons' focus ring is drawn outside them; keep it inside the rounded box's corners. */
  & > button {
    border-radius: 5px;
  }
`;

const Value = styled.span`
  min-width: 32px;
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-variant-numeric: tabular-nums;
  /* Without an increase control the number ends the box: give it room from the border. */
  &:last-child {
    padding-right: ${({ theme }) => theme.space[1.5]};
  }
`;

const Hint = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface IncreaseButtonProps {
  label: string;
  onPress: () => void;
  /** Moves focus elsewhere when this button disappears while it has focus. */
  onFocusLost: () => void;
}

function IncreaseButton({ label, onPress, onFocusLost }: IncreaseButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const lost = useRef(onFocusLost);
  lost.current = onFocusLost;
  useLayoutEffect(() => {
    const button = ref.current;
    const focusLost = lost;
    // Runs before the button leaves the page: never leave keyboard focus on nothing.
    return () => {
      if (button && button.ownerDocument.activeElement === button) focusLost.current();
    };
  }, []);
  return <IconButton ref={ref} aria-label={label} icon={<PlusIcon />} onPress={onPress} />;
}

/**
 * The quantity stepper of a cart line: decrease (always offered; a bin when it removes the line),
 * the quantity, and increase (only when offered). A labelled group, so screen readers hear which
 * product the controls change.
 */
export function QuantityControl({
  name,
  quantity,
  canIncrease,
  decreaseRemoves = false,
  onIncrease,
  onDecrease,
  hint,
  className,
}: QuantityControlProps) {
  const t = useTranslate();
  const hintId = useId();
  const decreaseRef = useRef<HTMLButtonElement>(null);
  const focusDecrease = useCallback(() => decreaseRef.current?.focus(), []);
  return (
    <Root
      role="group"
      aria-label={t('cart.quantityFor', { name })}
      aria-describedby={hint ? hintId : undefined}
      className={className}
      data-quantity={quantity}
    >
      <Stepper>
        <IconButton
          ref={decreaseRef}
          aria-label={decreaseRemoves ? t('cart.remove', { name }) : t('cart.decrease', { name })}
          icon={decreaseRemoves ? <BinIcon /> : <MinusIcon />}
          onPress={onDecrease}
          data-testid="cart-decrease"
        />
        <Value>{quantity}</Value>
        {canIncrease && (
          <IncreaseButton
            label={t('cart.increase', { name })}
            onPress={onIncrease}
            onFocusLost={focusDecrease}
          />
        )}
      </Stepper>
      {hint && <Hint id={hintId}>{hint}</Hint>}
    </Root>
  );
}
