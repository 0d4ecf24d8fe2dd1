/**
 * The widget API's fixed values (widget spec, sections 3 and 7), in a module of their own so that
 * code which only needs a value (`CATEGORY_TYPE_BRAND` in the search modal, the sort orders in the
 * URL codec) does not pull the zod schemas of `./schemas` into the bundle. `./schemas` re-exports
 * them; import them from here in browser code.
 */

/** Filter operators. */
export const FILTER_OPS = ['eq', 'neq', 'in', 'nin', 'leq', 'geq', 'inrange'] as const;

/** Kinds of filter the API describes in `meta.type`. */
export const FILTER_TYPES = [
  'checkbox',
  'checkbox-color',
  'radio',
  'range',
  'hierarchical',
  'boolean',
] as const;

/** Sort orders. */
export const SORT_ORDERS = ['asc', 'desc'] as const;

/** Kinds of suggestion. */
export const SUGGESTION_TYPES = ['query', 'category', 'content'] as const;

/** `category_type` of a brand category; every other value is an ordinary category. */
export const CATEGORY_TYPE_BRAND = 'BRAND';

/** Kinds of recommendation: `{api}/v2/recommend/products/{kind}`. */
export const RECOMMEND_KINDS = ['category', 'product', 'products', 'general'] as const;
