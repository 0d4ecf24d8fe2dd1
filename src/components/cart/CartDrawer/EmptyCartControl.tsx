import { useEffect, useRef, useState } from 'react';
import { useKeyboard } from 'react-aria';
import { useTranslate } from '../../../i18n/context';
import { Button } from '../../primitives/Button';
import { Confirm, EmptyCartRow } from './CartDrawer.styles';

/** Props of {@link EmptyCartControl}. */
export interface EmptyCartControlProps {
  /** The shopper confirmed: empty the cart. */
  onEmpty: () => void;
}

/**
 * "Tøm handlekurven", which asks first: the question takes focus on its "Avbryt"; Escape or
 * "Avbryt" cancels it (not the drawer) and focus goes back to the button.
 */
export function EmptyCartControl({ onEmpty }: EmptyCartControlProps) {
  const t = useTranslate();
  const [confirming, setConfirming] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const openRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  useEffect(() => {
    if (confirming) cancelRef.current?.focus();
    else if (returnFocus.current) {
      returnFocus.current = false;
      openRef.current?.focus();
    }
  }, [confirming]);
  const cancel = () => {
    returnFocus.current = true;
    setConfirming(false);
  };
  // Escape in the question cancels it, not the whole drawer.
  const { keyboardProps } = useKeyboard({
    onKeyDown: (event) => {
      if (event.key === 'Escape') cancel();
      else event.continuePropagation();
    },
  });
  if (!confirming) {
    return (
      <EmptyCartRow>
        <Button ref={openRef} variant="ghost" size="sm" onPress={() => setConfirming(true)}>
          {t('cart.emptyCart')}
        </Button>
      </EmptyCartRow>
    );
  }
  return (
    <EmptyCartRow>
      <Confirm {...keyboardProps} role="group" aria-labelledby="glimt-cart-empty-question">
        <p id="glimt-cart-empty-question">{t('cart.emptyConfirm.question')}</p>
        <div>
          <Button
            variant="danger"
            size="sm"
            onPress={() => {
              setConfirming(false);
              onEmpty();
            }}
          >
            {t('cart.emptyConfirm.confirm')}
          </Button>
          <Button ref={cancelRef} variant="secondary" size="sm" onPress={cancel}>
            {t('cart.emptyConfirm.cancel')}
          </Button>
        </div>
      </Confirm>
    </EmptyCartRow>
  );
}
