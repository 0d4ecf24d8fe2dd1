import * as z from 'zod/mini';
import { articleSchema } from './article';
import { priceAmountSchema } from './common';

/**
 * The product page's article: the catalogue article (`GET /api/article/{id}` or `{slug}`) with what
 * only a product page needs: the colour variants of the frame, the lens options a frame can be bought
 * with, the parameters a contact lens is made in, the try-on assets and the USP badges. The catalogue
 * lists (site search, cards) never carry these, so the fields all default to empty.
 *
 * Every list is cut at a bound before its items are read: a reply of 10,000 variants costs no more
 * than one of 24.
 */

/** A list of `item` that may be missing (then empty) and is cut at `max` entries before parsing. */
function boundedList<T extends z.ZodMiniType>(item: T, max: number) {
  const cut = z.transform((value: unknown) => (Array.isArray(value) ? value.slice(0, max) : value));
  return z.pipe(
    z.nullish(z.pipe(cut, z.array(item))),
    z.transform((value: z.output<T>[] | null | undefined): z.output<T>[] => value ?? []),
  );
}

/** The most colour variants a product page shows. */
export const PRODUCT_MAX_COLOUR_VARIANTS = 24;
/** The most lens options a frame offers. */
export const PRODUCT_MAX_LENS_OPTIONS = 40;
/** The most values of one contact lens parameter (power -12.00 to +8.00 in 0.25 steps is 81). */
export const PRODUCT_MAX_PARAMETER_VALUES = 120;

/** A CSS hex colour, `#rrggbb`: a swatch never takes any other CSS from a payload. */
const hexColourSchema = z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/));

/** Another colour of the same frame (an article of its own, with its own slug). */
export const colourVariantSchema = z.object({
  articleId: z.int().check(z.positive()),
  slug: z.string().check(z.minLength(1)),
  /** The colour's name, e.g. `Havana`: what the swatch is called for a screen reader. */
  colour: z.string().check(z.minLength(1)),
  hex: hexColourSchema,
  /** Stock status of the variant's article (20, 30, 0, 40). */
  publicationStatus: z.int(),
});
/** Another colour of the same frame. */
export type ColourVariant = z.infer<typeof colourVariantSchema>;

/** The groups of lens options of a frame. */
export const LENS_OPTION_GROUPS = ['lens', 'treatment', 'tint'] as const;
/** A group of lens options. */
export type LensOptionGroup = (typeof LENS_OPTION_GROUPS)[number];

/** The kinds of glasses lenses; computer glasses ask for working distances. */
export const GLASSES_LENS_KINDS = ['singleVision', 'progressive', 'computer'] as const;
/** A kind of glasses lens. */
export type GlassesLensKind = (typeof GLASSES_LENS_KINDS)[number];

/**
 * A lens option of a frame: a lens (single vision, progressive, computer), a treatment (anti
 * reflection, blue light filter) or a tint. Bought as a child line of the frame (`childSkuId`).
 */
export const lensOptionSchema = z.object({
  skuId: z.string().check(z.minLength(1)),
  group: z.enum(LENS_OPTION_GROUPS),
  /** The kind of a `lens` option; `null` for treatments and tints. */
  kind: z.nullable(z.enum(GLASSES_LENS_KINDS)),
  name: z.string().check(z.minLength(1)),
  description: z.nullable(z.string()),
  /** The price added to the frame's. */
  price: priceAmountSchema,
  /** A tint's colour name (`Brun`): one tint colour per frame in a purchase. */
  colour: z.nullable(z.string()),
  /** A tint's swatch. */
  hex: z.nullable(hexColourSchema),
});
/** A lens option of a frame. */
export type LensOption = z.infer<typeof lensOptionSchema>;

const parameterValues = boundedList(
  z.number().check(z.refine(Number.isFinite)),
  PRODUCT_MAX_PARAMETER_VALUES,
);

/**
 * The values a contact lens is made in, per parameter (the article's own, not every lens's). An
 * empty list means the lens has no such parameter (a spherical lens has no cylinder).
 */
export const lensParametersSchema = z.object({
  /** Power (sphere) in dioptres, e.g. -12.00 to +8.00 in 0.25 steps. */
  power: parameterValues,
  /** Base curve in mm. */
  baseCurve: parameterValues,
  /** Diameter in mm. */
  diameter: parameterValues,
  /** Cylinder in dioptres (toric lenses). */
  cylinder: parameterValues,
  /** Axis in degrees (toric lenses). */
  axis: parameterValues,
  /** Addition in dioptres (multifocal lenses), e.g. +1.00 to +2.50. */
  addition: parameterValues,
});
/** The values a contact lens is made in. */
export type LensParameters = z.infer<typeof lensParametersSchema>;

/** The assets of the 3D view and the virtual try-on (articles with `hasVTO`). */
export const tryOnAssetsSchema = z.object({
  /** A glTF binary (`.glb`) of the frame, for the 3D view. */
  model: z.string().check(z.minLength(1)),
  /** A front view of the frame on a transparent background, drawn over the camera picture. */
  overlay: z.string().check(z.minLength(1)),
  /** The frame's width in mm (lens, bridge, lens): how wide it sits on a face. */
  frameWidth: z.number().check(z.positive()),
});
/** The assets of the 3D view and the virtual try-on. */
export type TryOnAssets = z.infer<typeof tryOnAssetsSchema>;

/** The USP badges (shop spec section 3): fast delivery, free return, 30 and 90 day withdrawal rights. */
export const USP_BADGES = ['fastDelivery', 'freeReturn', 'withdrawal30', 'withdrawal90'] as const;
/** A USP badge. */
export type UspBadge = (typeof USP_BADGES)[number];

/** The product page's article. */
export const productDetailSchema = z.extend(articleSchema, {
  colourVariants: boundedList(colourVariantSchema, PRODUCT_MAX_COLOUR_VARIANTS),
  lensOptions: boundedList(lensOptionSchema, PRODUCT_MAX_LENS_OPTIONS),
  lensParameters: z.pipe(
    z.nullish(lensParametersSchema),
    z.transform((value: LensParameters | null | undefined): LensParameters | null => value ?? null),
  ),
  tryOn: z.pipe(
    z.nullish(tryOnAssetsSchema),
    z.transform((value: TryOnAssets | null | undefined): TryOnAssets | null => value ?? null),
  ),
  /** USP badges; unknown badges are dropped, not refused (a new badge must not break the page). */
  usps: z.pipe(
    z.nullish(z.array(z.string())),
    z.transform((value: string[] | null | undefined): UspBadge[] =>
      (value ?? []).filter((badge): badge is UspBadge => (USP_BADGES as readonly string[]).includes(badge)),
    ),
  ),
  /** `false` when a store user may not add it (`StoreOnly` for stores): the page says so. */
  storeCanAdd: z.pipe(
    z.nullish(z.boolean()),
    z.transform((value: boolean | null | undefined): boolean => value ?? true),
  ),
});
/** The product page's article. */
export type ProductDetail = z.infer<typeof productDetailSchema>;
/** The product page's article as a payload may send it. */
export type ProductDetailInput = z.input<typeof productDetailSchema>;

/** Answer of `GET /api/article/{id}` read by the product page: `{ data: ProductDetail }`. */
export const productDetailResponseSchema = z.object({ data: productDetailSchema });
