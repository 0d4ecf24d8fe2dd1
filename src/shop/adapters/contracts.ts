/**
 * The names and headers of the shop's core calls, apart from their schemas: the client needs them to
 * make a call, and the schemas (zod) load only with the first answer to read (`client.parsers.ts`).
 */

/** Contract names of the cart calls (shop spec, section 7), as `ApiContractError.contract` shows them. */
export const CartContract = {
  Shopper: 'GET /api/site/shopper',
  GetUser: 'POST /api/auth/user/getUser',
  Empty: 'POST /api/cart/empty',
  Update: 'POST /api/cart/update',
} as const;

/** Header names of the article lookup (shop spec, section 7: fixed shop identifier and API key). */
export const ARTICLE_REQUEST_HEADERS = {
  /** The fixed shop identifier. */
  shopId: 'x-shop-id',
  /** The API key. */
  apiKey: 'x-api-key',
} as const;

/** Contract names of the catalogue calls, as they appear in `ApiContractError.contract`. */
export const CatalogueContract = {
  Article: 'GET /api/article/{id}',
  SiteSearch: 'GET /api/site/search',
  Recommendations: 'GET /api/recommendations',
} as const;
