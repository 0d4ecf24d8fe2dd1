import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  LEAD_PICTURES_WAIT_MS,
  createLeadPictureGate,
  type LeadPictureGate,
} from '../core/listing/leadPictures';

/** What a card's picture does in a grid that orders its pictures (see {@link useListingPictureTurn}). */
export interface ListingPictureTurn {
  /** Hold the picture back for now (`ImageFrame`'s `deferred`). */
  deferred: boolean;
  /** Call when the picture has loaded or failed (`ImageFrame`'s `onSettled`). */
  onSettled: (() => void) | undefined;
}

/** The gate of a grid whose lead pictures are not all in yet (`null` once every picture may load). */
interface PictureOrder {
  gate: LeadPictureGate;
}

const PictureOrderContext = createContext<PictureOrder | null>(null);

const ANY_TIME: ListingPictureTurn = { deferred: false, onSettled: undefined };

/**
 * Orders the pictures of a listing's cards: the first ones (what a phone shows first) load, the
 * others when those have loaded or failed, or after a short wait (`../core/listing/leadPictures`).
 * The order starts with the first cards shown (`cardCount` above zero) and ends once open: later
 * pages and other listings in the same grid load their pictures as usual.
 */
export function ListingPictureOrder({ cardCount, children }: { cardCount: number; children: ReactNode }) {
  const [opened, setOpened] = useState(false);
  const [gate, setGate] = useState<LeadPictureGate | null>(null);
  if (gate === null && cardCount > 0) setGate(createLeadPictureGate(cardCount, () => setOpened(true)));
  useEffect(() => {
    if (!gate || gate.isOpen) return;
    const timer = setTimeout(() => gate.open(), LEAD_PICTURES_WAIT_MS);
    return () => clearTimeout(timer);
  }, [gate]);
  const isOpen = gate === null || opened || gate.isOpen;
  const value = useMemo(() => (gate && !isOpen ? { gate } : null), [gate, isOpen]);
  return <PictureOrderContext.Provider value={value}>{children}</PictureOrderContext.Provider>;
}

/**
 * The turn of the picture of the card at `index`: whether to hold it back and what to call when it
 * has loaded. Outside a listing grid, or once the lead pictures are in, it may load at once. A
 * custom card template passes both to its `ImageFrame` to take part; one that does not simply
 * loads its picture as before. A card without a picture calls `onSettled` itself (on mount).
 */
export function useListingPictureTurn(index: number): ListingPictureTurn {
  const order = useContext(PictureOrderContext);
  return useMemo(() => {
    if (!order) return ANY_TIME;
    const { gate } = order;
    return { deferred: !gate.mayLoad(index), onSettled: () => gate.settle(index) };
  }, [order, index]);
}
