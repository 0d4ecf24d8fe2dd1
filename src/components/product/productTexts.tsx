import type { ComponentType, ReactNode } from 'react';
import { nbProduct } from '../../i18n/nb.product';
import { FeatureTexts, withFeatureTexts } from '../primitives/FeatureTexts';

/**
 * Gives the product page's views their texts: the product catalogue joins the shop's only where
 * these views render (see `FeatureTexts`), so a listing or the shell does not carry it.
 */
export function ProductTexts({ children }: { children?: ReactNode }) {
  return <FeatureTexts catalogue={nbProduct}>{children}</FeatureTexts>;
}

/** Wraps a public product page view in {@link ProductTexts}; its type stays its own. */
export function withProductTexts<C extends ComponentType<never>>(Component: C): C {
  return withFeatureTexts(Component, nbProduct);
}
