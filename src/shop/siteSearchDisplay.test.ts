import { describe, expect, it } from 'vitest';
import { nb } from '../i18n/nb';
import { createTranslator } from '../i18n/translate';
import { getMockArticle } from '../mocks/fixtures/catalogue';
import { parseSiteSearchResponse } from './adapters/article';
import {
  resolveCardMedia,
  resolveCardPrice,
  PRODUCT_MEDIA_MOBILE_QUERY,
  DEFAULT_PRODUCT_IMAGE_SIZES,
} from './product';
import type { Article } from './schemas/article';
import {
  SITE_SEARCH_PAGE_SIZE,
  groupSiteSearchResults,
  type SiteSearchGroup,
  type SiteSearchItem,
} from './siteSearch';
import {
  SITE_SEARCH_GROUP_TITLE_KEYS,
  SITE_SEARCH_SCOPE_LABEL_KEYS,
  siteSearchGroupLayout,
  siteSearchGroupMeta,
  siteSearchHitPrice,
  siteSearchPageView,
  siteSearchPageRequest,
  siteSearchProductPicture,
  siteSearchRowContent,
  siteSearchSubmit,
} from './siteSearchDisplay';
import { SITE_SEARCH_MAX_GROUP_HITS } from './schemas/article';

const t = createTranslator(nb);

function fixture(id: number): Article {
  const article = getMockArticle(id);
  if (!article) throw new Error(`no fixture ${id}`);
  return article;
}

/** Fixture articles of each price kind (the catalogue is seeded, so these stay put). */
const CAMPAIGN = 100001;
const COUPON = 100033;
const FROM_PRICE = 100036;
const SUBSCRIPTION_OFFER = 100097;
const STORE_SUBSCRIPTION = 100109;

const product = (article: Article): SiteSearchItem => ({
  kind: 'product',
  key: `product-${article.id}`,
  href: `/produkt/${article.slug}`,
  article,
});

describe("siteSearchHitPrice: the product card's price rule", () => {
  it.each([
    ['campaign', CAMPAIGN],
    ['coupon', COUPON],
    ['from-price', FROM_PRICE],
    ['subscription offer', SUBSCRIPTION_OFFER],
    ['subscription part in a store context', STORE_SUBSCRIPTION],
  ])('decides a %s price exactly as a card does', (_kind, id) => {
    const article = fixture(id);
    expect(siteSearchHitPrice(article)).toEqual(resolveCardPrice(article));
    expect(siteSearchHitPrice(article, { isStoreContext: true })).toEqual(
      resolveCardPrice(article, { isStoreContext: true }),
    );
    expect(siteSearchRowContent(product(article), t).price).toEqual(resolveCardPrice(article));
  });

  it('carries what the raw unit price left out: the coupon, "fra", the subscription offer, a real campaign', () => {
    expect(siteSearchHitPrice(fixture(COUPON)).couponAmount).not.toBeNull();
    expect(siteSearchHitPrice(fixture(FROM_PRICE)).isFrom).toBe(true);
    expect(siteSearchHitPrice(fixture(SUBSCRIPTION_OFFER)).subscriptionAmount).not.toBeNull();
    const campaign = siteSearchHitPrice(fixture(CAMPAIGN));
    expect(campaign.ordinaryAmount).toBeGreaterThan(campaign.amount);
    expect(siteSearchHitPrice(fixture(STORE_SUBSCRIPTION), { isStoreContext: true }).part).toBe(
      'subscription',
    );
  });
});

describe("siteSearchProductPicture: the product card's picture rule", () => {
  it('takes the fallback image and srcset the card takes, sized for a 56 px row', () => {
    const article = fixture(CAMPAIGN);
    const card = resolveCardMedia(article.medias[0]);
    const row = siteSearchProductPicture(article, 'row');
    expect(row).toEqual({
      src: card?.picture?.src,
      srcSet: card?.picture?.srcSet,
      sizes: '56px',
      sources: [],
    });
  });

  it("gives a search page card the card grid's sizes and the mobile variant under 768 px", () => {
    const article = fixture(CAMPAIGN);
    const card = resolveCardMedia(article.medias[0]);
    expect(siteSearchProductPicture(article, 'card')).toEqual({
      src: card?.picture?.src,
      srcSet: card?.picture?.srcSet,
      sizes: DEFAULT_PRODUCT_IMAGE_SIZES,
      sources: [{ media: PRODUCT_MEDIA_MOBILE_QUERY, srcSet: card?.mobilePicture?.srcSet }],
    });
  });

  it('renders nothing from a disallowed host or without media', () => {
    expect(siteSearchProductPicture(fixture(CAMPAIGN), 'row', ['cdn.other.test'])).toBeNull();
    expect(siteSearchProductPicture({ medias: [] }, 'card')).toBeNull();
  });
});

describe('siteSearchRowContent', () => {
  it('shows a product with picture, brand line, name, colour and price', () => {
    const article = fixture(CAMPAIGN);
    const content = siteSearchRowContent(product(article), t);
    expect(content.thumbnail).toMatchObject({ size: 56, round: false, glyph: 'category' });
    expect(content.thumbnail.picture?.src).toBe(resolveCardMedia(article.medias[0])?.picture?.src);
    expect(content.primary).toBe(article.name);
    expect(content.brand).toBe(article.name.startsWith(article.brand) ? null : article.brand);
    // The colour tells it from the same frame in another colour.
    expect(content.variant).toBe(article.skus[0]?.color);
    expect(content.variant).toMatch(/^\p{Lu}/u);
    expect(content.secondary).toBeNull();
  });

  it('shows stores with their address and cities as "Butikker i …" on round badges', () => {
    const store = siteSearchRowContent(
      {
        kind: 'store',
        key: 's',
        href: '/finn-butikk/x',
        store: { name: 'Glimt Storo', address: 'Vitaminveien 7', slug: 'x' },
      },
      t,
    );
    expect(store).toMatchObject({
      primary: 'Glimt Storo',
      secondary: 'Vitaminveien 7',
      price: null,
      brand: null,
    });
    expect(store.thumbnail).toEqual({ size: 40, round: true, glyph: 'store', picture: null });
    const city = siteSearchRowContent(
      { kind: 'city', key: 'c', href: '/butikker/oslo', city: { city: 'Oslo', url: '/butikker/oslo' } },
      t,
    );
    expect(city.primary).toBe('Butikker i Oslo');
    expect(city.thumbnail).toMatchObject({ round: true, glyph: 'city' });
  });

  it('shows categories and pages with their picture through the URL rule, else the glyph', () => {
    const category = siteSearchRowContent(
      {
        kind: 'category',
        key: 'k',
        href: '/solbriller',
        category: { title: 'Solbriller', url: '/solbriller', imageUrl: 'https://cdn.glimt.test/k.svg' },
      },
      t,
    );
    expect(category.thumbnail).toEqual({
      size: 40,
      round: false,
      glyph: 'category',
      picture: { src: 'https://cdn.glimt.test/k.svg', sources: [] },
    });
    const page = siteSearchRowContent(
      {
        kind: 'page',
        key: 'p',
        href: '/x',
        page: { title: 'Kontakt oss', url: '/x', imageUrl: 'javascript:alert(1)' },
      },
      t,
    );
    expect(page).toMatchObject({ primary: 'Kontakt oss', thumbnail: { glyph: 'page', picture: null } });
  });
});

describe('group texts and layout', () => {
  const group = (items: number, total: number): SiteSearchGroup => ({
    key: 'products',
    items: Array.from({ length: items }, (_, index) => product(fixture(100001 + index))),
    total,
    limited: total > items,
  });

  it('counts a group as "Viser a–b av m" when cut, else "m treff"', () => {
    expect(siteSearchGroupMeta(group(8, 21), t)).toBe('Viser 1–8 av 21');
    expect(siteSearchGroupMeta({ ...group(13, 37), offset: 24 }, t)).toBe('Viser 25–37 av 37');
    expect(siteSearchGroupMeta(group(2, 2), t)).toBe('2 treff');
  });

  it('names every group and scope from the catalogue', () => {
    expect(t(SITE_SEARCH_GROUP_TITLE_KEYS.pages)).toBe('Sider og artikler');
    expect(t(SITE_SEARCH_SCOPE_LABEL_KEYS.articles)).toBe('Artikler');
    expect(t(SITE_SEARCH_SCOPE_LABEL_KEYS.all)).toBe('Alle');
  });

  it('lays products out as cards, cities in one column, the rest in two', () => {
    expect(siteSearchGroupLayout('products')).toBe('cards');
    expect(siteSearchGroupLayout('cities')).toBe('rows');
    expect(siteSearchGroupLayout('stores')).toBe('columns');
    expect(siteSearchGroupLayout('categories')).toBe('columns');
    expect(siteSearchGroupLayout('pages')).toBe('columns');
  });
});

describe('the search page', () => {
  const response = parseSiteSearchResponse({
    success: true,
    stores: { data: [{ name: 'Glimt Storo', address: 'Vitaminveien 7', slug: 'glimt-storo' }], hits: 3 },
    layoutPages: { data: [{ title: 'Kontakt oss', url: '/kontakt-oss' }], hits: 1 },
  });

  it('submits: nothing for an empty field, the length message for one letter, else the search href', () => {
    expect(siteSearchSubmit('   ')).toEqual({ action: 'none' });
    expect(siteSearchSubmit(' r ')).toEqual({ action: 'tooShort' });
    expect(siteSearchSubmit('  ray   ban ')).toEqual({
      action: 'search',
      query: 'ray ban',
      href: '/search?q=ray+ban',
    });
  });

  it('shows the intro without a query, popular searches alone for a short one', () => {
    expect(siteSearchPageView({ query: '', scope: null, status: 'idle', response: null }, t)).toMatchObject({
      title: 'Søk',
      searchable: false,
      showIntro: true,
      showPopularOnly: false,
      announcement: '',
    });
    expect(siteSearchPageView({ query: 'r', scope: null, status: 'idle', response: null }, t)).toMatchObject({
      title: 'Søk',
      showIntro: false,
      showPopularOnly: true,
    });
  });

  it('announces loading, the count in the scope, no results and the error', () => {
    const view = (status: 'loading' | 'success' | 'error', scope: 'stores' | 'products' | null = null) =>
      siteSearchPageView({ query: 'oslo', scope, status, response }, t);
    expect(view('loading')).toMatchObject({
      announcement: 'Søker …',
      showSkeleton: true,
      response: null,
      counts: null,
    });
    expect(view('success')).toMatchObject({
      title: 'Søkeresultater for «oslo»',
      announcement: '4 treff for «oslo»',
      counts: { all: 4, stores: 3, articles: 1, products: 0 },
      showNoResults: false,
    });
    expect(view('success', 'stores').announcement).toBe('3 treff for «oslo»');
    expect(view('success', 'stores').groups.map((group) => group.key)).toEqual(['stores']);
    expect(view('success', 'products')).toMatchObject({
      announcement: 'Ingen treff for «oslo»',
      showNoResults: true,
      groups: [],
    });
    expect(view('error')).toMatchObject({
      announcement: 'Noe gikk galt. Prøv igjen, eller kontakt kundeservice.',
      showError: true,
    });
  });

  it('pages the product hits: which to ask for, the range shown and the links before and after', () => {
    const many = parseSiteSearchResponse({
      success: true,
      articles: { data: Array.from({ length: 24 }, (_, index) => fixture(100001 + index)), hits: 92 },
      productCategories: { data: [{ title: 'Ray-Ban', url: '/solbriller/ray-ban' }], hits: 1 },
    });
    expect(siteSearchPageRequest(1)).toEqual({ offset: 0, limit: SITE_SEARCH_PAGE_SIZE, groupLimit: 48 });
    expect(siteSearchPageRequest(3)).toMatchObject({ offset: 48, limit: SITE_SEARCH_PAGE_SIZE });
    // Every page asks for all the hits of the other groups the reader keeps, not the overlay's few.
    expect(siteSearchPageRequest(3).groupLimit).toBe(SITE_SEARCH_MAX_GROUP_HITS);
    const first = siteSearchPageView({ query: 'ray', scope: null, status: 'success', response: many }, t);
    expect(first.groups.map((group) => group.key)).toEqual(['products', 'categories']);
    expect(first.counts).toMatchObject({ all: 93, products: 92 });
    expect(first.pager).toMatchObject({
      label: 'Side 1 av 4',
      previousHref: null,
      nextHref: '/search?q=ray&side=2',
    });
    const second = siteSearchPageView(
      { query: 'ray', scope: 'products', page: 2, status: 'success', response: many },
      t,
    );
    // A later page shows the products alone, and says which of them.
    expect(second.groups.map((group) => group.key)).toEqual(['products']);
    expect(second.groups[0] && siteSearchGroupMeta(second.groups[0], t)).toBe('Viser 25–48 av 92');
    expect(second.pager).toMatchObject({
      previousHref: '/search?q=ray&s=products',
      nextHref: '/search?q=ray&s=products&side=3',
    });
    // No pager for stores, or for products that fit on one page.
    expect(
      siteSearchPageView({ query: 'ray', scope: 'stores', status: 'success', response: many }, t).pager,
    ).toBeNull();
    expect(
      siteSearchPageView({ query: 'oslo', scope: null, status: 'success', response }, t).pager,
    ).toBeNull();
  });

  it('leads from a page past the last one back, instead of saying no results', () => {
    const few = parseSiteSearchResponse({ success: true, articles: { data: [], hits: 30 } });
    const view = siteSearchPageView(
      { query: 'ray', scope: 'products', page: 9, status: 'success', response: few },
      t,
    );
    expect(view).toMatchObject({ showNoResults: false, groups: [] });
    expect(view.pager).toMatchObject({
      label: 'Side 9 av 2',
      previousHref: '/search?q=ray&s=products&side=2',
      nextHref: null,
    });
  });

  it('groups like the overlay does, without limits', () => {
    const view = siteSearchPageView({ query: 'oslo', scope: null, status: 'success', response }, t);
    expect(view.groups).toEqual(groupSiteSearchResults(response, { scope: null }));
  });
});
