import { describe, expect, it } from 'vitest';
import { mockArticles } from '../mocks/fixtures/catalogue';
import { MOCK_IMAGE_HOSTS } from '../mocks/fixtures/catalogue/media';
import { formatPrice, resolvePrice } from './format';
import {
  DEFAULT_IMAGE_HOSTS,
  DEFAULT_MEDIA_RATIO,
  FALLBACK_FLAG_COLORS,
  PRODUCT_IMAGE_WIDTHS,
  VIDEO_CONTROLS_HIDE_MS,
  VIDEO_DESKTOP_MIN_WIDTH,
  buildProductHref,
  buildSrcSet,
  contrastRatio,
  getArticleStockState,
  isAllowedMediaUrl,
  parseColor,
  productHref,
  readableTextColor,
  resolveCardMedia,
  resolveCardPicture,
  resolveCardPrice,
  resolveFlagColors,
  toAllowedMediaUrl,
  toVideoSources,
  usesSubscriptionPricing,
} from './product';
import type { Article, Media, PricePart } from './schemas/article';

const nbsp = '\u00a0';
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

const unit: PricePart = {
  publicationStatus: 20,
  currency: 'NOK',
  isCampaign: false,
  ordinaryPrice: 1299,
  couponPrice: null,
  fromPrice: false,
  amount: 1299,
};

const subscription: PricePart = { ...unit, ordinaryPrice: 359, amount: 359 };

function article(overrides: Partial<Article> = {}): Article {
  return {
    id: 100045,
    slug: 'ray-ban-aviator-classic-rb3025-gull',
    name: 'Aviator Classic RB3025',
    namePackageGet: null,
    moduleName: null,
    packageAmount: null,
    brand: 'Ray-Ban',
    allowSubscription: false,
    hasVTO: false,
    flags: [],
    medias: [],
    specification: null,
    skus: [],
    category: 'Solbriller',
    price: { unit, subscription: null },
    ...overrides,
  };
}

describe('resolvePrice (the campaign rule, moved from the Price primitive)', () => {
  it('formats with the kr prefix, comma decimals and at most two decimals', () => {
    expect(resolvePrice(1299)).toEqual({ current: `kr${nbsp}1${nbsp}299`, ordinary: null });
    expect(plain(resolvePrice(149.5)?.current)).toBe('kr 149,50');
    expect(plain(resolvePrice(12.345)?.current)).toBe('kr 12,35');
    expect(plain(formatPrice(1234567.891))).toBe('kr 1 234 567,89');
  });

  it('is a campaign only when the ordinary price is a finite number above the amount', () => {
    expect(plain(resolvePrice(999, 1299)?.ordinary)).toBe('kr 1 299');
    expect(resolvePrice(999, 999)?.ordinary).toBeNull();
    expect(resolvePrice(999, 500)?.ordinary).toBeNull();
    expect(resolvePrice(999, null)?.ordinary).toBeNull();
    expect(resolvePrice(999, Number.NaN)?.ordinary).toBeNull();
  });

  it('gives nothing for an amount that is not a finite number', () => {
    expect(resolvePrice(Number.NaN)).toBeNull();
    expect(resolvePrice(Number.POSITIVE_INFINITY, 1299)).toBeNull();
  });
});

describe('resolveCardPrice', () => {
  it('shows an ordinary unit price', () => {
    expect(resolveCardPrice(article())).toEqual({
      part: 'unit',
      state: 'ordinary',
      amount: 1299,
      ordinaryAmount: null,
      couponAmount: null,
      isFrom: false,
      currency: 'NOK',
      subscriptionAmount: null,
    });
  });

  it('strikes the ordinary price through only for a campaign that lowers the price', () => {
    const campaign = resolveCardPrice(
      article({ price: { unit: { ...unit, isCampaign: true, amount: 899 }, subscription: null } }),
    );
    expect(campaign).toMatchObject({ state: 'campaign', amount: 899, ordinaryAmount: 1299 });
    const notLower = resolveCardPrice(
      article({ price: { unit: { ...unit, isCampaign: true }, subscription: null } }),
    );
    expect(notLower).toMatchObject({ state: 'ordinary', ordinaryAmount: null });
    const noFlag = resolveCardPrice(
      article({ price: { unit: { ...unit, amount: 899 }, subscription: null } }),
    );
    expect(noFlag).toMatchObject({ state: 'ordinary', ordinaryAmount: null });
  });

  it('shows a coupon price below the amount, and keeps a campaign strike beside it', () => {
    expect(
      resolveCardPrice(article({ price: { unit: { ...unit, couponPrice: 1104 }, subscription: null } })),
    ).toMatchObject({ state: 'coupon', amount: 1299, couponAmount: 1104, ordinaryAmount: null });
    expect(
      resolveCardPrice(
        article({
          price: { unit: { ...unit, isCampaign: true, amount: 999, couponPrice: 899 }, subscription: null },
        }),
      ),
    ).toMatchObject({ state: 'coupon', amount: 999, couponAmount: 899, ordinaryAmount: 1299 });
    expect(
      resolveCardPrice(article({ price: { unit: { ...unit, couponPrice: 1299 }, subscription: null } })),
    ).toMatchObject({ state: 'ordinary', couponAmount: null });
  });

  it('marks a from-price', () => {
    expect(
      resolveCardPrice(
        article({ price: { unit: { ...unit, fromPrice: true, amount: 149 }, subscription: null } }),
      ),
    ).toMatchObject({ state: 'from-price', isFrom: true, amount: 149 });
    expect(
      resolveCardPrice(
        article({
          price: { unit: { ...unit, fromPrice: true, isCampaign: true, amount: 999 }, subscription: null },
        }),
      ),
    ).toMatchObject({ state: 'campaign', isFrom: true, ordinaryAmount: 1299 });
  });

  it('offers the subscription price under a unit price when it is sold online', () => {
    const lens = article({ allowSubscription: true, price: { unit, subscription } });
    expect(resolveCardPrice(lens)).toMatchObject({ part: 'unit', subscriptionAmount: 359 });
    expect(resolveCardPrice({ ...lens, allowSubscription: false }).subscriptionAmount).toBeNull();
    const storeOnly = { ...lens, price: { unit, subscription: { ...subscription, publicationStatus: 0 } } };
    expect(resolveCardPrice(storeOnly).subscriptionAmount).toBeNull();
  });
});

describe('store-context subscription pricing switch', () => {
  const storeSub = { unit, subscription: { ...subscription, publicationStatus: 0 } };

  it('switches only in a store context with subscription status 0', () => {
    expect(usesSubscriptionPricing(storeSub, true)).toBe(true);
    expect(usesSubscriptionPricing(storeSub, false)).toBe(false);
    expect(usesSubscriptionPricing({ unit, subscription }, true)).toBe(false);
    expect(
      usesSubscriptionPricing({ unit, subscription: { ...subscription, publicationStatus: 40 } }, true),
    ).toBe(false);
    expect(usesSubscriptionPricing({ unit, subscription: null }, true)).toBe(false);
  });

  it('shows the subscription part in the subscription state', () => {
    const lens = article({ allowSubscription: true, price: storeSub });
    expect(resolveCardPrice(lens, { isStoreContext: true })).toEqual({
      part: 'subscription',
      state: 'subscription',
      amount: 359,
      ordinaryAmount: null,
      couponAmount: null,
      isFrom: false,
      currency: 'NOK',
      subscriptionAmount: null,
    });
    expect(resolveCardPrice(lens, { isStoreContext: false })).toMatchObject({ part: 'unit', amount: 1299 });
  });

  it('keeps a subscription campaign struck through', () => {
    const lens = article({
      allowSubscription: true,
      price: { unit, subscription: { ...subscription, publicationStatus: 0, isCampaign: true, amount: 299 } },
    });
    expect(resolveCardPrice(lens, { isStoreContext: true })).toMatchObject({
      state: 'subscription',
      amount: 299,
      ordinaryAmount: 359,
    });
  });
});

describe('stock status from the unit publication status', () => {
  it.each([
    [20, 'in-stock'],
    [30, 'out-of-stock'],
    [0, 'store-item'],
    [40, 'store-item'],
    [99, 'unknown'],
  ])('%d is %s', (status, state) => {
    expect(
      getArticleStockState(
        article({ price: { unit: { ...unit, publicationStatus: status }, subscription } }),
      ),
    ).toBe(state);
  });

  it('reads the unit part, never the subscription part', () => {
    const price = {
      unit: { ...unit, publicationStatus: 30 },
      subscription: { ...subscription, publicationStatus: 20 },
    };
    expect(getArticleStockState(article({ price }))).toBe('out-of-stock');
  });
});

describe('allowed media hosts', () => {
  it('allows https URLs on the listed hosts and subdomains of a wildcard entry', () => {
    expect(toAllowedMediaUrl('https://cdn.glimt.test/a.svg')).toBe('https://cdn.glimt.test/a.svg');
    expect(toAllowedMediaUrl('  https://CDN.GLIMT.NO/a.jpg ')).toBe('https://cdn.glimt.no/a.jpg');
    expect(isAllowedMediaUrl('https://img.eu.example.no/a.jpg', ['*.example.no'])).toBe(true);
    expect(isAllowedMediaUrl('https://example.no/a.jpg', ['*.example.no'])).toBe(false);
    expect(isAllowedMediaUrl('https://cdn.glimt.test:8443/a.svg', ['cdn.glimt.test:8443'])).toBe(true);
  });

  it('refuses other hosts and look-alikes', () => {
    expect(toAllowedMediaUrl('https://evil.example/a.svg')).toBeNull();
    expect(toAllowedMediaUrl('https://cdn.glimt.test.evil.example/a.svg')).toBeNull();
    expect(toAllowedMediaUrl('https://evilcdn.glimt.no/a.svg')).toBeNull();
    expect(toAllowedMediaUrl('https://user:pw@cdn.glimt.test/a.svg')).toBeNull();
    expect(toAllowedMediaUrl('https://cdn.glimt.test/a.svg', [])).toBeNull();
  });

  it.each([
    ['relative', '/mock-media/a.svg'],
    ['protocol-relative', '//cdn.glimt.test/a.svg'],
    ['http', 'http://cdn.glimt.test/a.svg'],
    ['javascript', 'javascript:alert(1)'],
    ['data', 'data:image/svg+xml,<svg/>'],
    ['malformed', 'https://'],
    ['empty', ''],
    ['with quotes', 'https://cdn.glimt.test/a.svg" onerror="x'],
    ['not a string', 42],
  ])('refuses a %s URL', (_name, url) => {
    expect(toAllowedMediaUrl(url)).toBeNull();
  });

  it('allows every fixture image and video of the fake backend by default', () => {
    for (const host of MOCK_IMAGE_HOSTS) expect(DEFAULT_IMAGE_HOSTS).toContain(host);
    for (const item of mockArticles) {
      for (const media of item.medias) expect(resolveCardMedia(media)?.picture).not.toBeNull();
    }
  });
});

const fullMedia: Media = {
  xs: {
    image: 'https://cdn.glimt.test/p/0-xs.svg',
    ratio: 4 / 3,
    mobile: { image: 'https://cdn.glimt.test/p/0-xs-m.svg', ratio: 1 },
  },
  sm: {
    image: 'https://cdn.glimt.test/p/0-sm.svg',
    ratio: 4 / 3,
    mobile: { image: 'https://cdn.glimt.test/p/0-sm-m.svg', ratio: 1 },
  },
  md: {
    image: 'https://cdn.glimt.test/p/0-md.svg',
    ratio: 4 / 3,
    video: ['https://cdn.glimt.test/v/a.webm', 'https://cdn.glimt.test/v/a.mp4'],
    mobile: { image: 'https://cdn.glimt.test/p/0-md-m.svg', ratio: 1 },
  },
  lg: { image: 'https://cdn.glimt.test/p/0-lg.svg', ratio: 4 / 3 },
  xl: { image: 'https://cdn.glimt.test/p/0-xl.svg', ratio: 4 / 3 },
};

describe('srcset builder', () => {
  it('lists the size variants with the spec widths, smallest first', () => {
    expect(PRODUCT_IMAGE_WIDTHS).toEqual({ xs: 75, sm: 145, md: 285, lg: 570, xl: 1180 });
    expect(buildSrcSet(fullMedia)).toBe(
      [
        'https://cdn.glimt.test/p/0-xs.svg 75w',
        'https://cdn.glimt.test/p/0-sm.svg 145w',
        'https://cdn.glimt.test/p/0-md.svg 285w',
        'https://cdn.glimt.test/p/0-lg.svg 570w',
        'https://cdn.glimt.test/p/0-xl.svg 1180w',
      ].join(', '),
    );
  });

  it('builds the mobile variant from the sizes that have one', () => {
    expect(buildSrcSet(fullMedia, 'mobile')).toBe(
      'https://cdn.glimt.test/p/0-xs-m.svg 75w, https://cdn.glimt.test/p/0-sm-m.svg 145w, https://cdn.glimt.test/p/0-md-m.svg 285w',
    );
  });

  it('skips missing, disallowed and repeated URLs, and gives null when none is left', () => {
    const media: Media = {
      xs: { image: 'https://evil.example/x.svg' },
      sm: { image: 'https://cdn.glimt.test/same.svg' },
      md: { image: 'https://cdn.glimt.test/same.svg' },
      xl: { image: 'not a url' },
    };
    expect(buildSrcSet(media)).toBe('https://cdn.glimt.test/same.svg 145w');
    expect(buildSrcSet({ md: { image: 'https://evil.example/x.svg' } })).toBeNull();
    expect(buildSrcSet({})).toBeNull();
    expect(buildSrcSet(fullMedia, 'default', ['cdn.other.test'])).toBeNull();
  });
});

describe('card media', () => {
  it('answers the same pictures one variant at a time (resolveCardPicture) as resolveCardMedia', () => {
    const medias: Media[] = [
      fullMedia,
      { md: { image: 'https://cdn.glimt.test/only.svg' } },
      { md: { image: 'https://evil.example/x.svg', mobile: { image: 'https://cdn.glimt.test/m.svg' } } },
      { md: { image: 'https://cdn.glimt.test/p.svg', video: 'https://cdn.glimt.test/v.mp4' } },
      { md: { video: 'https://cdn.glimt.test/v.mp4' } },
      {},
      ...mockArticles.flatMap((article) => article.medias),
    ];
    for (const media of medias)
      for (const hosts of [DEFAULT_IMAGE_HOSTS, MOCK_IMAGE_HOSTS, ['cdn.other.test']]) {
        const all = resolveCardMedia(media, hosts);
        expect(resolveCardPicture(media, 'default', hosts)).toEqual(all?.picture ?? null);
        expect(resolveCardPicture(media, 'mobile', hosts)).toEqual(all?.mobilePicture ?? null);
      }
  });

  it('resolves pictures, ratios and video sources (one value or a list)', () => {
    const media = resolveCardMedia(fullMedia);
    expect(media?.picture).toMatchObject({ src: 'https://cdn.glimt.test/p/0-md.svg', ratio: 4 / 3 });
    expect(media?.mobilePicture).toMatchObject({ src: 'https://cdn.glimt.test/p/0-md-m.svg', ratio: 1 });
    expect(media?.ratio).toBeCloseTo(4 / 3);
    expect(media?.mobileRatio).toBe(1);
    expect(media?.video).toEqual([
      { src: 'https://cdn.glimt.test/v/a.webm', type: 'video/webm' },
      { src: 'https://cdn.glimt.test/v/a.mp4', type: 'video/mp4' },
    ]);
    expect(media?.mobileVideo).toEqual(media?.video);
    expect(toVideoSources('https://cdn.glimt.test/v/b.webm')).toEqual([
      { src: 'https://cdn.glimt.test/v/b.webm', type: 'video/webm' },
    ]);
    expect(toVideoSources(['https://evil.example/v.mp4', 'https://cdn.glimt.test/v/c'])).toEqual([
      { src: 'https://cdn.glimt.test/v/c' },
    ]);
  });

  it('prefers a mobile video on phones and keeps the main frame ratio without a mobile picture', () => {
    const media = resolveCardMedia({
      md: {
        image: 'https://cdn.glimt.test/a.svg',
        ratio: 16 / 9,
        mobile: { video: 'https://cdn.glimt.test/m.webm' },
      },
    });
    expect(media?.mobilePicture).toBeNull();
    expect(media?.mobileRatio).toBeCloseTo(16 / 9);
    expect(media?.mobileVideo).toEqual([{ src: 'https://cdn.glimt.test/m.webm', type: 'video/webm' }]);
    expect(media?.video).toEqual([]);
  });

  it('renders nothing for a media without an allowed image or video', () => {
    expect(resolveCardMedia(undefined)).toBeNull();
    expect(resolveCardMedia({ md: { image: 'javascript:alert(1)' } })).toBeNull();
    expect(
      resolveCardMedia({ md: { image: 'https://evil.example/a.svg', video: 'https://evil.example/v.webm' } }),
    ).toBeNull();
  });

  it('falls back to the default ratio', () => {
    expect(resolveCardMedia({ md: { image: 'https://cdn.glimt.test/a.svg' } })?.ratio).toBe(
      DEFAULT_MEDIA_RATIO,
    );
  });
});

describe('card href', () => {
  it.each([
    ['/', 'aviator', '/aviator'],
    ['', 'aviator', '/aviator'],
    ['/produkt', 'aviator', '/produkt/aviator'],
    ['/produkt/', 'aviator', '/produkt/aviator'],
    ['/produkt?ref=karusell', 'aviator', '/produkt/aviator?ref=karusell'],
    ['/produkt/?ref=karusell&pos=2#top', 'aviator', '/produkt/aviator?ref=karusell&pos=2#top'],
    ['?ref=anbefalt', 100045, '/100045?ref=anbefalt'],
    ['https://shop.example/produkt?utm=1', 'aviator', 'https://shop.example/produkt/aviator?utm=1'],
    ['/produkt', 'solbriller/æøå ?', '/produkt/solbriller%2F%C3%A6%C3%B8%C3%A5%20%3F'],
  ])('%s + %s is %s', (base, idOrSlug, expected) => {
    expect(buildProductHref(base, idOrSlug)).toBe(expected);
  });

  it('uses the slug, or the id when the slug is empty', () => {
    expect(productHref(article(), '/produkt?ref=grid')).toBe(
      '/produkt/ray-ban-aviator-classic-rb3025-gull?ref=grid',
    );
    expect(productHref(article({ slug: ' ' }), '/produkt')).toBe('/produkt/100045');
    expect(productHref(article())).toBe('/ray-ban-aviator-classic-rb3025-gull');
  });
});

describe('flag colours', () => {
  it('reads hex and rgb() colours and nothing else', () => {
    expect(parseColor('#b3261e')).toEqual([179, 38, 30]);
    expect(parseColor('#FFF')).toEqual([255, 255, 255]);
    expect(parseColor('#f2c94c80')).toEqual([242, 201, 76]);
    expect(parseColor('rgb(11, 85, 99)')).toEqual([11, 85, 99]);
    expect(parseColor('rgba(11 85 99 / 50%)')).toEqual([11, 85, 99]);
    expect(parseColor('red')).toBeNull();
    expect(parseColor('rgb(300, 0, 0)')).toBeNull();
    expect(parseColor('#12345')).toBeNull();
    expect(parseColor('url(javascript:alert(1))')).toBeNull();
    expect(parseColor(undefined)).toBeNull();
  });

  it('picks a text colour with AA contrast on any background', () => {
    expect(readableTextColor('#b3261e')).toBe('#ffffff');
    expect(readableTextColor('#f2c94c')).toBe('#1b1c1e');
    expect(readableTextColor('#e3f0f1')).toBe('#1b1c1e');
    expect(readableTextColor('#1b1c1e')).toBe('#ffffff');
    // A mid grey where neither near-black nor white reaches 4.5:1: pure black does.
    expect(readableTextColor('#777777')).toBe('#000000');
    for (let value = 0; value < 256; value += 5) {
      for (const rgb of [
        [value, value, value],
        [value, 255 - value, 128],
        [255, value, 0],
        [0, value, 255],
      ] as const) {
        const hex = `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
        const text = parseColor(readableTextColor(hex));
        expect(text).not.toBeNull();
        expect(contrastRatio(text ?? [0, 0, 0], rgb)).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('normalises the background and falls back to neutral colours for one it cannot read', () => {
    expect(resolveFlagColors('#E3F0F1')).toEqual({ background: '#e3f0f1', text: '#1b1c1e' });
    expect(resolveFlagColors('rgb(179, 38, 30)')).toEqual({ background: '#b3261e', text: '#ffffff' });
    expect(resolveFlagColors('red; background: url(x)')).toEqual(FALLBACK_FLAG_COLORS);
    expect(resolveFlagColors('')).toEqual(FALLBACK_FLAG_COLORS);
  });
});

describe('video constants', () => {
  it('hides idle controls after 1.5 s and switches to desktop media at 768 px', () => {
    expect(VIDEO_CONTROLS_HIDE_MS).toBe(1500);
    expect(VIDEO_DESKTOP_MIN_WIDTH).toBe(768);
  });
});
