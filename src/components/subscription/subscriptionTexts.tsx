import type { ComponentType, ReactNode } from 'react';
import { nbSubscription } from '../../i18n/nb.subscription';
import { FeatureTexts, withFeatureTexts } from '../primitives/FeatureTexts';

/**
 * Gives the subscription pages their texts: the subscription catalogue joins the shop's only where
 * these views render (see `FeatureTexts`), so other pages do not carry it.
 */
export function SubscriptionTexts({ children }: { children?: ReactNode }) {
  return <FeatureTexts catalogue={nbSubscription}>{children}</FeatureTexts>;
}

/** Wraps a public subscription view in {@link SubscriptionTexts}; its type stays its own. */
export function withSubscriptionTexts<C extends ComponentType<never>>(Component: C): C {
  return withFeatureTexts(Component, nbSubscription);
}
