import type { ComponentType } from 'react';
import { nbStaff } from '../../i18n/nb.staff';
import { withFeatureTexts } from '../primitives/FeatureTexts';

/**
 * Wraps a public store staff view (or the customer's payment request page) in the staff catalogue:
 * its texts join the shop's only where these views render (see `FeatureTexts`); its type stays its own.
 */
export function withStaffTexts<C extends ComponentType<never>>(Component: C): C {
  return withFeatureTexts(Component, nbStaff);
}
