/**
 * The readers of the shop client's core answers (the session, the user, the cart, the article and the
 * site search) and of error bodies, with their zod schemas. `client.ts` loads this module with
 * `import()` beside the first call, so a page's first render does not wait for zod to be parsed and
 * run: the module arrives while the call is on the network.
 */
export { parseApiError } from './adapters/apiError';
export { parseArticleResponse, parseSiteSearchResponse } from './adapters/article';
export { parseCartResponse, parseGetUserResponse, parseShopperResponse } from './adapters/cart';
