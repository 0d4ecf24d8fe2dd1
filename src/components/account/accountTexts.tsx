import type { ComponentType, ReactNode } from 'react';
import { nbAccount } from '../../i18n/nb.account';
import { FeatureTexts, withFeatureTexts } from '../primitives/FeatureTexts';

/**
 * Gives the account area's views their texts: the account catalogue joins the shop's only where
 * these views render (see `FeatureTexts`), so the shell, a listing or the product page does not carry it.
 */
export function AccountTexts({ children }: { children?: ReactNode }) {
  return <FeatureTexts catalogue={nbAccount}>{children}</FeatureTexts>;
}

/** Wraps a public account view in {@link AccountTexts}; its type stays its own. */
export function withAccountTexts<C extends ComponentType<never>>(Component: C): C {
  return withFeatureTexts(Component, nbAccount);
}
