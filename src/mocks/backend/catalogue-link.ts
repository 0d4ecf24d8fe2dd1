import type { Article, Sku } from '../../shop/schemas/article';
import { getMockArticle, getMockEntry, mockArticles } from '../fixtures/catalogue';
import { mediumImageOf } from '../fixtures/catalogue-refs';
import { getLensOptionArticle } from '../fixtures/catalogue/lensOptions';

/**
 * The fake backend's one dependency on the fixture catalogue: SKU and article lookups for carts,
 * subscriptions and staff baskets.
 */

/** A catalogue SKU (or a lens option SKU, bought on a frame) with its article, or undefined. */
export function findCatalogueSku(skuId: string): { article: Article; sku: Sku } | undefined {
  const article = getMockEntry(skuId)?.article ?? getLensOptionArticle(skuId);
  const sku = article?.skus.find((candidate) => candidate.skuId === skuId);
  return article && sku ? { article, sku } : undefined;
}

/** A catalogue article by id, or undefined. */
export function findCatalogueArticle(articleId: string): Article | undefined {
  const article = getMockArticle(articleId);
  return article && String(article.id) === articleId ? article : undefined;
}

/**
 * The price of one item of a SKU: a gift card SKU named `kr 500` costs 500, anything else costs the
 * article's price part.
 */
export function skuAmount(article: Article, sku: Sku, amount: number): number {
  const match = /^kr\s*([\d\s]+)/i.exec(sku.name ?? '');
  if (match?.[1] && /gavekort/i.test(article.category)) return Number(match[1].replace(/\s/g, ''));
  return amount;
}

/** Every catalogue article that can be subscribed (contact lenses and care products with `allowSubscription`). */
export function subscribableArticles(): readonly Article[] {
  return mockArticles.filter((article) => article.allowSubscription);
}

export { mediumImageOf };
