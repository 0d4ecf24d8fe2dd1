import { buildPath } from '../routes';
import { foldStoreText } from './distance';

/**
 * The city page of a store's city (`/butikker/:city`): the city folded as the store search folds a
 * query (lower case, æ ø å as ae o a, no accents) with spaces as `-`, so the page's search, which
 * reads the `-` as a space, finds the city's stores: `Tromsø` → `/butikker/tromso`.
 */
export function storesInCityHref(city: string): string {
  return buildPath('storesInCity', { city: foldStoreText(city).trim().replace(/\s+/g, '-') });
}
