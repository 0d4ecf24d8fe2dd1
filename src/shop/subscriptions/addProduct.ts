import type { SubscribableProduct } from '../schemas/subscriptions';

/**
 * The add-product page's rules (issue 20): which subscribable products match what the shopper
 * typed, and which eye choices a product is added for.
 */

/** Products whose name, brand or category contain every word of `query` (case, accents, ø and æ folded). */
export function filterSubscribableProducts(
  products: readonly SubscribableProduct[],
  query: string,
): SubscribableProduct[] {
  const fold = (text: string) =>
    text
      .toLocaleLowerCase('nb')
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      // ø and æ have no decomposition: fold them by hand, so "oyedraper" finds "øyedråper".
      .replace(/ø/g, 'o')
      .replace(/æ/g, 'ae');
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...products];
  return products.filter((product) => {
    const haystack = fold(`${product.name} ${product.brand} ${product.category}`);
    return words.every((word) => haystack.includes(word));
  });
}

/** The eyes a subscription product can be for, in the order the form offers them. */
export const SUBSCRIPTION_EYES = ['both', 'right', 'left'] as const;

/** The package counts per delivery a shopper can choose (1–12, the cart's bound). */
export const SUBSCRIPTION_QUANTITIES = /* @__PURE__ */ Array.from({ length: 12 }, (_, index) => index + 1);
