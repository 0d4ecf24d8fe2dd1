/**
 * The order in which a listing's pictures load: the first cards' pictures (what a phone shows
 * above the fold) before the rest. A grid of 48 lazy pictures otherwise asks for all those near
 * the viewport at once (the browser's lazy margin is more than a screen), and on a slow phone the
 * two pictures the shopper looks at share the line with twenty they cannot see yet. The rest wait
 * until each lead picture has loaded or failed, or until {@link LEAD_PICTURES_WAIT_MS} has passed
 * (a lead picture that never loads, e.g. far below a tall banner, must not hold the others back).
 * Plain TypeScript.
 */

/** Pictures that load first: two rows of a phone's two columns, one row of a desktop's four. */
export const LEAD_PICTURES = 4;

/** The longest the other pictures wait for the lead ones (ms). */
export const LEAD_PICTURES_WAIT_MS = 1500;

/** The state of one grid's picture order: which pictures may load now. */
export interface LeadPictureGate {
  /** Whether the picture of the card at `index` may load now. */
  mayLoad(index: number): boolean;
  /**
   * Tells that the picture of the card at `index` has loaded or failed (or that the card has no
   * picture). When the last lead picture settles, the gate opens.
   */
  settle(index: number): void;
  /** Opens the gate (the wait ran out). */
  open(): void;
  /** Whether every picture may load. */
  readonly isOpen: boolean;
}

/**
 * A gate for a grid whose first `cardCount` cards are shown: the lead is the first
 * {@link LEAD_PICTURES} of them (fewer when there are fewer cards). `onOpen` is called once, when
 * the gate opens.
 */
export function createLeadPictureGate(cardCount: number, onOpen: () => void = () => {}): LeadPictureGate {
  const lead = Math.max(0, Math.min(LEAD_PICTURES, Math.floor(cardCount)));
  const settled = new Set<number>();
  let isOpen = lead === 0;
  const open = () => {
    if (isOpen) return;
    isOpen = true;
    onOpen();
  };
  return {
    mayLoad: (index) => isOpen || index < lead,
    settle(index) {
      if (isOpen || !Number.isInteger(index) || index < 0 || index >= lead) return;
      settled.add(index);
      if (settled.size === lead) open();
    },
    open,
    get isOpen() {
      return isOpen;
    },
  };
}
