/**
 * A synthetic search answer of 600 products for the search page's benchmark story: brand and
 * price facets, three sortings, paging by `limit` / `offset`, and a brand filter that narrows the
 * list. Served in place of the fake backend's search (whose widget catalogue has under 200 matches).
 */
import { HttpResponse, http, type HttpHandler } from 'msw';

const BRANDS = ['Ray-Ban', 'Oakley', 'Glimt', 'Persol', 'Prada', 'Gucci', 'Tom Ford', 'Carrera'];
/** Products in the synthetic answer. */
export const BENCH_PRODUCTS = 600;

const products = Array.from({ length: BENCH_PRODUCTS }, (_, index) => ({
  product_id: `bench-${index + 1}`,
  title: `Modell ${index + 1}`,
  brand: BRANDS[index % BRANDS.length]!,
  price: 490 + ((index * 137) % 4000),
}));

interface Body {
  limit?: number;
  offset?: number;
  filters?: { field: string; op: string; data: unknown }[];
  sort?: { field: string; order?: string } | null;
}

/** The handler of `POST {host}/v2/search/results` answering from the 600 products. */
export function benchSearchHandler(url: string): HttpHandler {
  return http.post(url, async ({ request }) => {
    const body = (await request.json()) as Body;
    const brand = body.filters?.find((filter) => filter.field === 'brand' && filter.op === 'in');
    const chosen = Array.isArray(brand?.data) ? (brand.data as string[]) : null;
    let list = chosen ? products.filter((product) => chosen.includes(product.brand)) : products;
    if (body.sort?.field === 'price')
      list = [...list].sort((a, b) => (body.sort?.order === 'desc' ? b.price - a.price : a.price - b.price));
    const offset = body.offset ?? 0;
    const limit = body.limit ?? 48;
    return HttpResponse.json({
      search_request_id: 'bench',
      n_hits: list.length,
      displays: list.slice(offset, offset + limit).map((product) => ({
        product_id: product.product_id,
        title: product.title,
        brand: product.brand,
        page_url: `/produkt/${product.product_id}`,
        sale_price: product.price,
        search_result_id: `sr-${product.product_id}`,
      })),
      filters: [
        {
          field: 'brand',
          op: 'in',
          meta: {
            group_title: 'Merke',
            type: 'checkbox',
            values: BRANDS,
            names: BRANDS,
            counts: BRANDS.map((name) => products.filter((product) => product.brand === name).length),
          },
        },
      ],
      sorts: [
        {
          field: 'relevance',
          order: 'desc',
          meta: { title: 'Mest relevant', values: ['desc'], names: ['Mest relevant'] },
        },
        {
          field: 'price',
          meta: { title: 'Pris', values: ['asc', 'desc'], names: ['Lavest pris først', 'Høyest pris først'] },
        },
      ],
      content_search_links: [],
    });
  });
}
