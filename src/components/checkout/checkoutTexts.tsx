import type { ComponentType } from 'react';
import { nbAccount } from '../../i18n/nb.account';
import { nbCheckout } from '../../i18n/nb.checkout';
import { withFeatureTexts } from '../primitives/FeatureTexts';

/** The checkout's texts, with the messages of its personal number and gift card rules. */
const checkoutCatalogue = {
  ...nbCheckout,
  'validation.personalNumber': nbAccount['validation.personalNumber'],
  'validation.giftCardNumber': nbAccount['validation.giftCardNumber'],
  'validation.giftCardPin': nbAccount['validation.giftCardPin'],
};

/** Wraps a public checkout view in the checkout catalogue (it joins the shop's only where these views render). */
export function withCheckoutTexts<C extends ComponentType<never>>(Component: C): C {
  return withFeatureTexts(Component, checkoutCatalogue);
}
