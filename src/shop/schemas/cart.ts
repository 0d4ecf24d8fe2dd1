import * as z from 'zod/mini';
import { CART_SUBSCRIPTION_INTERVALS, Market } from '../enums';
import { amountSchema, priceAmountSchema } from './common';
import { deliveryMethodIdSchema, paymentMethodIdSchema } from './orders';

/** A cart line's subscription interval: m1, m2, m3, m6. */
export const cartSubscriptionIntervalSchema = z.enum(CART_SUBSCRIPTION_INTERVALS);

/** A contact lens prescription for one eye. */
export const lensEyePrescriptionSchema = z.object({
  power: z.number(),
  baseCurve: z.nullable(z.number()),
  diameter: z.nullable(z.number()),
  cylinder: z.nullable(z.number()),
  axis: z.nullable(z.int()),
  addition: z.nullable(z.number()),
});
/** A contact lens prescription for one eye. */
export type LensEyePrescription = z.infer<typeof lensEyePrescriptionSchema>;
/** A contact lens prescription (right and left eye). */
export const contactLensPrescriptionSchema = z.object({
  right: z.nullable(lensEyePrescriptionSchema),
  left: z.nullable(lensEyePrescriptionSchema),
});
/** A contact lens prescription. */
export type ContactLensPrescription = z.infer<typeof contactLensPrescriptionSchema>;

/** A glasses prescription for one eye. */
export const glassesEyePrescriptionSchema = z.object({
  sphere: z.number(),
  cylinder: z.nullable(z.number()),
  axis: z.nullable(z.int()),
  addition: z.nullable(z.number()),
  pupillaryDistance: z.number(),
});
/** A glasses prescription for one eye. */
export type GlassesEyePrescription = z.infer<typeof glassesEyePrescriptionSchema>;
/** Working distances of computer glasses in cm: to the monitor, to tools and to other things. */
export const workingDistancesSchema = z.object({
  monitor: z.nullable(z.number()),
  tools: z.nullable(z.number()),
  other: z.nullable(z.number()),
});
/** Working distances of computer glasses in cm. */
export type WorkingDistances = z.infer<typeof workingDistancesSchema>;

/** A glasses prescription (right and left eye); computer glasses add their working distances. */
export const glassesPrescriptionSchema = z.object({
  right: glassesEyePrescriptionSchema,
  left: glassesEyePrescriptionSchema,
  workingDistances: z.optional(z.nullable(workingDistancesSchema)),
});
/** A glasses prescription. */
export type GlassesPrescription = z.infer<typeof glassesPrescriptionSchema>;

/** The most lines a cart answer may have; a longer one is refused as a broken contract. */
export const CART_MAX_LINES = 200;

/** The price of a cart line (per item). */
export const cartItemPriceSchema = z.object({
  amount: priceAmountSchema,
  ordinaryPrice: priceAmountSchema,
  isCampaign: z.boolean(),
});
/** The price of a cart line. */
export type CartItemPrice = z.infer<typeof cartItemPriceSchema>;

/** A line of the cart (shop spec section 3, "Cart item"). */
export const cartItemSchema = z.object({
  skuId: z.string(),
  /** The frame's sku when this line is a lens on a frame. */
  parentSkuID: z.nullable(z.string()),
  slug: z.string(),
  /** The line's own reference. */
  ref: z.string(),
  articleId: z.string(),
  articleDescription: z.string(),
  category: z.string(),
  brand: z.string(),
  quantity: z.int().check(z.minimum(1)),
  /** Whether the shopper may change the quantity (gift cards and lens-on-frame lines may not). */
  isEditAble: z.boolean(),
  subscriptionInterval: z.nullable(cartSubscriptionIntervalSchema),
  prescription: z.nullable(contactLensPrescriptionSchema),
  prescriptionGlasses: z.nullable(glassesPrescriptionSchema),
  media: z.object({ md: z.nullable(z.string()) }),
  price: cartItemPriceSchema,
  /** The chosen SKU's colour, e.g. `Svart` (this library's addition; a backend may leave it out). */
  color: z.optional(z.nullable(z.string())),
  /** The chosen SKU's size, e.g. a frame's `51-21-145` (this library's addition). */
  size: z.optional(z.nullable(z.string())),
});
/** A line of the cart. */
export type CartItem = z.infer<typeof cartItemSchema>;

/** The cart head: lines, total and the shopper's id. */
export const cartHeadSchema = z.object({
  cart: z.object({
    items: z.array(cartItemSchema).check(z.maxLength(CART_MAX_LINES)),
    totalCost: priceAmountSchema,
  }),
  shopperId: z.string(),
});
/** The cart head. */
export type CartHead = z.infer<typeof cartHeadSchema>;

/** What checkout needs to know about the cart. */
export const checkoutConfigSchema = z.object({
  market: z.literal([Market.SE, Market.NO, Market.FI, Market.DK]),
  currency: z.enum(['SEK', 'NOK', 'EUR', 'DKK']),
  itemCount: z.int(),
  /** Shipping is free from this total. */
  freeShippingThreshold: amountSchema,
  /** What is left to reach free shipping (0 once reached). */
  amountToFreeShipping: amountSchema,
  shippingCost: amountSchema,
  deliveryMethodIds: z.array(deliveryMethodIdSchema),
  paymentMethodIds: z.array(paymentMethodIdSchema),
  hasSubscriptionLines: z.boolean(),
  requiresPrescription: z.boolean(),
});
/** What checkout needs to know about the cart. */
export type CheckoutConfig = z.infer<typeof checkoutConfigSchema>;

/** Answer of `GET /api/site/shopper`: the CSRF token and the cart head. */
export const shopperResponseSchema = z.object({
  token: z.string().check(z.minLength(1)),
  cartHead: cartHeadSchema,
});
/** Answer of the shopper call. */
export type ShopperResponse = z.infer<typeof shopperResponseSchema>;

/** Answer of `POST /api/cart/update` and `POST /api/cart/empty`; no checkoutConfig when `noCheckoutInfo` was set. */
export const cartResponseSchema = z.object({
  cartHead: cartHeadSchema,
  checkoutConfig: z.optional(checkoutConfigSchema),
});
/** Answer of a cart change. */
export type CartResponse = z.infer<typeof cartResponseSchema>;

/** Body of `POST /api/cart/update`. Quantity 0 removes the line; at most 12 per line. */
export const cartUpdatePayloadSchema = z.object({
  skuId: z.string().check(z.minLength(1)),
  quantity: z.int().check(z.minimum(0), z.maximum(12)),
  childSkuId: z.optional(z.nullable(z.string())),
  noCheckoutInfo: z.optional(z.boolean()),
  /** A subscription interval for a lens line (this library's addition to the spec's payload). */
  subscriptionInterval: z.optional(z.nullable(cartSubscriptionIntervalSchema)),
  /** A contact lens prescription for the line (this library's addition). */
  prescription: z.optional(z.nullable(contactLensPrescriptionSchema)),
  /** A glasses prescription for the line (this library's addition). */
  prescriptionGlasses: z.optional(z.nullable(glassesPrescriptionSchema)),
});
/** Body of a cart update. */
export type CartUpdatePayload = z.infer<typeof cartUpdatePayloadSchema>;
