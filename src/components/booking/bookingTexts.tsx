import type { ComponentType, ReactNode } from 'react';
import { nbBooking } from '../../i18n/nb.booking';
import { FeatureTexts, withFeatureTexts } from '../primitives/FeatureTexts';

/**
 * Gives the booking and store views their texts: the booking catalogue (about 2.5 kB) joins the
 * shop's only where these views render (see `FeatureTexts`).
 */
export function BookingTexts({ children }: { children?: ReactNode }) {
  return <FeatureTexts catalogue={nbBooking}>{children}</FeatureTexts>;
}

/** Wraps a public booking or store view in {@link BookingTexts}; its type stays its own. */
export function withBookingTexts<C extends ComponentType<never>>(Component: C): C {
  return withFeatureTexts(Component, nbBooking);
}
