import type { ComponentType } from 'react';
import { nbCheckout } from '../../i18n/nb.checkout';
import { withFeatureTexts } from '../primitives/FeatureTexts';

/** Wraps a public checkout view in the checkout catalogue (it joins the shop's only where these views render). */
export function withCheckoutTexts<C extends ComponentType<never>>(Component: C): C {
  return withFeatureTexts(Component, nbCheckout);
}
