import type { ComponentType } from 'react';
import { nbB2b } from '../../i18n/nb.b2b';
import { withFeatureTexts } from '../primitives/FeatureTexts';

/**
 * Wraps a public company agreement view in the b2b catalogue: its texts join the shop's only where
 * these views render (see `FeatureTexts`); its type stays its own.
 */
export function withB2bTexts<C extends ComponentType<never>>(Component: C): C {
  return withFeatureTexts(Component, nbB2b);
}
