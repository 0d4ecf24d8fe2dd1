import * as z from 'zod/mini';
import { priceAmountSchema } from './common';

/**
 * Schemas of the shop's catalogue payloads (shop spec, sections 3 and 7): the article with its price,
 * media, flags, specification and SKUs; the article lookup, the site search and the external
 * recommender. They are lenient where real payloads are loose (a missing or `null` list is an empty
 * list, a missing flag is `false`) and strict where a component would otherwise render nonsense
 * (a price must be a finite number, an article must have an id, a name and a price).
 *
 * The inferred types are the normalised output, so a component never meets `undefined` where the
 * schema gave a default.
 */

/** A value that may be missing or `null` in a payload and then takes `fallback`. */
function withFallback<T extends z.ZodMiniType>(schema: T, fallback: () => z.output<T>) {
  return z.pipe(
    z.nullish(schema),
    z.transform((value: z.output<T> | null | undefined): z.output<T> => value ?? fallback()),
  );
}

/** A value that may be missing or `null` in a payload and then is `null`. */
function orNull<T extends z.ZodMiniType>(schema: T) {
  return z.pipe(
    z.nullish(schema),
    z.transform((value: z.output<T> | null | undefined): z.output<T> | null => value ?? null),
  );
}

/** An optional text: a missing value becomes `null`. */
const optionalText = orNull(z.string());

/** An optional number: a missing value becomes `null`. */
const optionalNumber = orNull(z.number());

/** A flag that is `false` unless the payload says `true`. */
const optionalBoolean = withFallback(z.boolean(), () => false);

/** An amount of money in kroner: the shop's price rule (finite, 0 to `MAX_PRICE`). */
const moneySchema = priceAmountSchema;

/** An id that a payload may send as a number or as a string; always a string after parsing. */
const stringIdSchema = z.pipe(
  z.union([z.string().check(z.minLength(1)), z.number()]),
  z.transform((value: string | number): string => String(value)),
);

/**
 * Price state of one price part, the way a price component shows it. Derived from the part's
 * fields by `getPriceState` (shop adapters); `subscription` names the subscription part.
 */
export const PriceState = {
  /** Ordinary price: `amount` equals `ordinaryPrice`, no campaign, no coupon. */
  Ordinary: 'ordinary',
  /** Campaign: `isCampaign` with `amount` below `ordinaryPrice` (shown in campaign red). */
  Campaign: 'campaign',
  /** A coupon lowers the price further: `couponPrice` below `amount`. */
  Coupon: 'coupon',
  /** The amount is the lowest of several ("fra kr 1 290"). */
  FromPrice: 'from-price',
  /** The price of the subscription part (per delivery). */
  Subscription: 'subscription',
} as const;
/** A price state. */
export type PriceState = (typeof PriceState)[keyof typeof PriceState];

/**
 * One part of a price (the unit part or the subscription part). `publicationStatus` of the unit part
 * is the stock status (20 in stock, 30 out of stock, 0 or 40 store item, see `StockStatus`); a
 * subscription part with status 0 switches a card in a store context to subscription pricing.
 */
export const pricePartSchema = z.object({
  publicationStatus: z.int(),
  currency: z.string().check(z.minLength(3)),
  isCampaign: optionalBoolean,
  /** The price before any campaign. */
  ordinaryPrice: moneySchema,
  /** The price with a coupon, or `null` when no coupon applies. */
  couponPrice: orNull(moneySchema),
  /** `true` when `amount` is a from-price (the lowest of several sizes, amounts or strengths). */
  fromPrice: optionalBoolean,
  /** The price to pay. */
  amount: moneySchema,
});
/** One part of a price. */
export type PricePart = z.infer<typeof pricePartSchema>;

/** The price of an article: the unit part, and the subscription part when it can be subscribed. */
export const priceSchema = z.object({
  unit: pricePartSchema,
  subscription: orNull(pricePartSchema),
});
/** The price of an article. */
export type ArticlePrice = z.infer<typeof priceSchema>;

/** A video source: one URL or a list of URLs (for example a WebM and an MP4 of the same clip). */
export const videoSourceSchema = z.union([
  z.string().check(z.minLength(1)),
  z.array(z.string().check(z.minLength(1))),
]);
/** A video source. */
export type VideoSource = z.infer<typeof videoSourceSchema>;

/** The mobile variant of a media item. */
export const mobileMediaSchema = z.object({
  image: z.optional(z.string()),
  video: z.optional(videoSourceSchema),
  /** Width divided by height. */
  ratio: z.optional(z.number().check(z.positive())),
});
/** The mobile variant of a media item. */
export type MobileMedia = z.infer<typeof mobileMediaSchema>;

/** One size variant of a media: an image and/or a video, an optional mobile variant and ratio. */
export const mediaItemSchema = z.object({
  image: z.optional(z.string()),
  video: z.optional(videoSourceSchema),
  /** Width divided by height. */
  ratio: z.optional(z.number().check(z.positive())),
  mobile: z.optional(mobileMediaSchema),
});
/** One size variant of a media. */
export type MediaItem = z.infer<typeof mediaItemSchema>;

/** The media size variants, smallest first. */
export const MEDIA_SIZES = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
/** A media size variant. */
export type MediaSize = (typeof MEDIA_SIZES)[number];

/** One media of an article in its size variants (xs, sm, md, lg, xl); each variant is optional. */
export const mediaSchema = z.object({
  xs: z.optional(mediaItemSchema),
  sm: z.optional(mediaItemSchema),
  md: z.optional(mediaItemSchema),
  lg: z.optional(mediaItemSchema),
  xl: z.optional(mediaItemSchema),
});
/** One media of an article in its size variants. */
export type Media = z.infer<typeof mediaSchema>;

/** A flag on a product card ("Nyhet", "Kampanje"): its text and background colour. */
export const flagSchema = z.object({ text: z.string().check(z.minLength(1)), color: z.string() });
/** A flag on a product card. */
export type Flag = z.infer<typeof flagSchema>;

/** Technical data of an article; lengths in millimetres, weight in grams. */
export const specificationSchema = z.object({
  lensType: optionalText,
  weight: optionalNumber,
  /** Temple length (frames) in mm. */
  length: optionalNumber,
  /** Lens height in mm. */
  height: optionalNumber,
  /** Lens width in mm. */
  width: optionalNumber,
});
/** Technical data of an article. */
export type Specification = z.infer<typeof specificationSchema>;

/**
 * A stock-keeping unit of an article: a frame size, a lens strength, a gift card amount. A SKU id
 * may come as a number and is a string after parsing.
 */
export const skuSchema = z.object({
  skuId: stringIdSchema,
  name: optionalText,
  ean: optionalText,
  color: optionalText,
  /** Frame size (lens width - bridge - temple), e.g. `52-18-145`. */
  size: optionalText,
  /** Lens power (sphere) in dioptres. */
  power: optionalNumber,
  cylinder: optionalNumber,
  axis: optionalNumber,
  addition: optionalText,
  /** Stock status of this SKU; the article's unit part when missing. */
  publicationStatus: orNull(z.int()),
});
/** A stock-keeping unit. */
export type Sku = z.infer<typeof skuSchema>;

/** An article of the catalogue (shop spec, section 3). */
export const articleSchema = z.object({
  id: z.int().check(z.positive()),
  slug: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  /** What one package holds, e.g. `30 linser`. */
  namePackageGet: optionalText,
  /** The page module that renders the article, e.g. `ContactLenses`. */
  moduleName: optionalText,
  /** Units in one package (30 lenses); `null` for single items. */
  packageAmount: optionalNumber,
  brand: z.string(),
  allowSubscription: optionalBoolean,
  /** Virtual try-on and 3D are available. */
  hasVTO: optionalBoolean,
  flags: withFallback(z.array(flagSchema), () => []),
  /** Media of the article, the main one first. */
  medias: withFallback(z.array(mediaSchema), () => []),
  specification: orNull(specificationSchema),
  skus: withFallback(z.array(skuSchema), () => []),
  /** The category's display name, e.g. `Solbriller`. */
  category: z.string(),
  price: priceSchema,
});
/** An article of the catalogue. */
export type Article = z.infer<typeof articleSchema>;
/** An article as a payload may send it (before defaults are applied). */
export type ArticleInput = z.input<typeof articleSchema>;

/** Answer of `GET /api/article/{id}`: `{ data: Article }`. */
export const articleResponseSchema = z.object({ data: articleSchema });
/** Answer of the article lookup. */
export type ArticleResponse = z.infer<typeof articleResponseSchema>;

/** A store hit of the site search. */
export const storeHitSchema = z.object({ name: z.string(), address: z.string(), slug: z.string() });
/** A store hit of the site search. */
export type StoreHit = z.infer<typeof storeHitSchema>;

/** A content page hit of the site search. */
export const pageHitSchema = z.object({ title: z.string(), url: z.string(), imageUrl: optionalText });
/** A content page hit of the site search. */
export type PageHit = z.infer<typeof pageHitSchema>;

/** A product category hit of the site search. */
export const categoryHitSchema = z.object({ title: z.string(), url: z.string(), imageUrl: optionalText });
/** A product category hit of the site search. */
export type CategoryHit = z.infer<typeof categoryHitSchema>;

/** A city hit of the site search (leads to the stores of that city). */
export const cityHitSchema = z.object({ city: z.string(), url: z.string() });
/** A city hit of the site search. */
export type CityHit = z.infer<typeof cityHitSchema>;

/** One group of site search hits: the hits shown, the total count and whether the list was cut. */
/**
 * The most hits of one group the site search keeps: a search page's worth (48). A longer list is
 * cut before its hits are read, so a reply of 10,000 hits costs no more than one of 48.
 */
export const SITE_SEARCH_MAX_GROUP_HITS = 48;

function hitGroup<T extends z.ZodMiniType>(item: T) {
  const cut = z.transform((value: unknown) =>
    Array.isArray(value) ? value.slice(0, SITE_SEARCH_MAX_GROUP_HITS) : value,
  );
  const group = z.object({
    data: withFallback(z.pipe(cut, z.array(item)), () => []),
    hits: withFallback(z.int().check(z.minimum(0)), () => 0),
    limited: optionalBoolean,
  });
  return withFallback(group, () => ({ data: [], hits: 0, limited: false }) as z.output<typeof group>);
}

/** A group of site search hits. */
export interface SearchHitGroup<T> {
  /** The hits shown. */
  data: T[];
  /** How many hits there are in all. */
  hits: number;
  /** `true` when `data` holds fewer than `hits`. */
  limited: boolean;
}

/** Answer of `GET /api/site/search?q=`: a missing group is an empty group. */
export const siteSearchResponseSchema = z.object({
  success: z.boolean(),
  articles: hitGroup(articleSchema),
  stores: hitGroup(storeHitSchema),
  layoutPages: hitGroup(pageHitSchema),
  cities: hitGroup(cityHitSchema),
  productCategories: hitGroup(categoryHitSchema),
});
/** Answer of the site search. */
export type SiteSearchResponse = z.infer<typeof siteSearchResponseSchema>;

/** The recommendation types of the external recommender. */
export const RECOMMENDATION_TYPES = ['related', 'landing_page', 'after_basket'] as const;
/** A recommendation type. */
export type RecommendationType = (typeof RECOMMENDATION_TYPES)[number];

/**
 * An item of the external recommender. `sale_price` counts only when above 0 and below
 * `original_price`; `null` and 0 mean no sale.
 */
export const recommendationItemSchema = z.object({
  sku_id: stringIdSchema,
  page_url: z.string(),
  title: z.string(),
  subtitle: optionalText,
  image_url: optionalText,
  original_price: moneySchema,
  sale_price: optionalNumber,
});
/** An item of the external recommender. */
export type RecommendationItem = z.infer<typeof recommendationItemSchema>;

/** Answer of the recommender: `{ items }`. */
export const recommendationResponseSchema = z.object({
  items: withFallback(z.array(recommendationItemSchema), () => []),
});
/** Answer of the recommender. */
export type RecommendationResponse = z.infer<typeof recommendationResponseSchema>;
