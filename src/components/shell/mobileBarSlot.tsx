import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/**
 * The phone's bottom bar as a place a page can take: `ShopLayout` provides it, `MobileBar` shows
 * "Finn butikk" and "Bestill synstest" until a page puts its own action there with
 * {@link MobileBarAction} (the product page: "Legg i handlekurven"), and again once that page is gone.
 */
interface MobileBarSlot {
  /** The element in the bar that a page's action is rendered into (a portal). */
  element: HTMLElement | null;
  setElement: (element: HTMLElement | null) => void;
  /** Whether a page has put its action in the bar. */
  taken: boolean;
  /** Takes the bar for a page's action; the returned function gives it back. */
  take: () => () => void;
}

const MobileBarSlotContext = createContext<MobileBarSlot | null>(null);

/** The slot `ShopLayout` provides (with {@link MobileBarSlotProvider}) and `MobileBar` reads. */
export function useMobileBarSlot(): MobileBarSlot | null {
  return useContext(MobileBarSlotContext);
}

/** Provides the bottom bar's slot to the page below it and to the bar. */
export function MobileBarSlotProvider({ children }: { children: ReactNode }) {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [takers, setTakers] = useState(0);
  const take = useCallback(() => {
    setTakers((count) => count + 1);
    return () => setTakers((count) => count - 1);
  }, []);
  const slot = useMemo(() => ({ element, setElement, taken: takers > 0, take }), [element, takers, take]);
  return <MobileBarSlotContext.Provider value={slot}>{children}</MobileBarSlotContext.Provider>;
}

/** Props of {@link MobileBarAction}. */
export interface MobileBarActionProps {
  /** The page's action: one button or link, as tall as the bar's shortcuts (48 px). */
  children: ReactNode;
}

/**
 * Puts a page's main action in the phone's bottom bar, instead of "Finn butikk" and "Bestill
 * synstest", while the page is shown (the product page: "Legg i handlekurven"). The bar takes its
 * shortcuts back when the page goes. Outside a `ShopLayout` it renders nothing: the page's own
 * controls are all there is.
 * @example <MobileBarAction><Button onPress={add}>Legg i handlekurven</Button></MobileBarAction>
 */
export function MobileBarAction({ children }: MobileBarActionProps) {
  const slot = useMobileBarSlot();
  const take = slot?.take;
  useEffect(() => take?.(), [take]);
  return slot?.element ? createPortal(children, slot.element) : null;
}
