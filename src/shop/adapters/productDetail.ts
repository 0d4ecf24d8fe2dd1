import { productDetailResponseSchema, type ProductDetail } from '../schemas/product';
import { CatalogueContract } from './article';
import { parseContract } from './errors';

/**
 * The product page's adapter, a module of its own: the shop client loads it with `import()` on the
 * first `getProduct`, so the product detail schemas do not weigh on pages that never show one.
 */

/**
 * Parses the answer of `GET /api/article/{id}` for the product page: the article with its colour
 * variants, lens options, lens parameters, try-on assets and USP badges (lists cut at their bounds).
 * @throws ApiContractError when the payload is not `{ data: ProductDetail }`
 */
export function parseProductDetailResponse(raw: unknown): ProductDetail {
  return parseContract(productDetailResponseSchema, raw, CatalogueContract.Article).data;
}
