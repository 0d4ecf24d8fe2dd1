/**
 * Product card rules (shop spec section 9): which texts a card shows, how its link is described,
 * and which image sizes it asks for. Plain TypeScript:
 * `ProductCard` renders and wires, these decide.
 */
import type { Translate } from '../i18n/translate';
import { CART_PRODUCT_IMAGE_SIZES, DEFAULT_PRODUCT_IMAGE_SIZES } from './product';
import type { Article } from './schemas/article';
import type { StockState } from './adapters/article';

/** How a product card is laid out: picture on top (`grid`) or a compact row (`cart`). */
export type CardLayout = 'grid' | 'cart';

/**
 * The package line of a card: the article's own package name, else "{count} stk. i pakken" for a
 * package of more than one, else `null` (no line).
 * @example articlePackageText({ namePackageGet: null, packageAmount: 30 }, t) // '30 stk. i pakken'
 */
export function articlePackageText(
  article: Pick<Article, 'namePackageGet' | 'packageAmount'>,
  t: Translate,
): string | null {
  const named = article.namePackageGet?.trim();
  if (named) return named;
  const amount = article.packageAmount;
  return typeof amount === 'number' && Number.isFinite(amount) && amount > 1
    ? t('productCard.packageAmount', { count: amount })
    : null;
}

/** The ids of the parts that describe a card's link. */
export interface CardDescriptionIds {
  pack: string;
  price: string;
  stock: string;
}

/** The element ids of a card's package, price and stock lines, from one base id (`useId()`). */
export function cardDescriptionIds(baseId: string): CardDescriptionIds {
  return { pack: `${baseId}-package`, price: `${baseId}-price`, stock: `${baseId}-stock` };
}

/**
 * The link's `aria-describedby`: the package line (when there is one), the price, and the stock
 * status (unless it is unknown).
 */
export function cardDescribedBy(
  ids: CardDescriptionIds,
  { hasPackage, stock }: { hasPackage: boolean; stock: StockState },
): string {
  return [hasPackage ? ids.pack : null, ids.price, stock !== 'unknown' ? ids.stock : null]
    .filter(Boolean)
    .join(' ');
}

/** The picture's `sizes`: the one given, else a 4-column grid or the cart row's thumbnail. */
export function cardImageSizes(layout: CardLayout, imageSizes?: string): string {
  return imageSizes ?? (layout === 'cart' ? CART_PRODUCT_IMAGE_SIZES : DEFAULT_PRODUCT_IMAGE_SIZES);
}
