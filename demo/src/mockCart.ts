import type { CartUpdatePayload } from '@glimt/ui';

/** The strength of the demo shopper's daily lenses, as the product page's lens form gives it. */
const LENS_PRESCRIPTION = {
  right: { power: -2.5, baseCurve: 8.6, diameter: 14.2, cylinder: null, axis: null, addition: null },
  left: { power: -2.75, baseCurve: 8.6, diameter: 14.2, cylinder: null, axis: null, addition: null },
};

/**
 * The demo shopper's usual cart: a frame with a campaign price and two boxes of daily lenses,
 * bought with their strength (so checkout goes straight on).
 */
const DEFAULT_CART: readonly CartUpdatePayload[] = [
  { skuId: '100001-1', quantity: 1 },
  { skuId: '100097-1', quantity: 2, prescription: LENS_PRESCRIPTION },
];

/**
 * Two boxes of daily lenses without their strength (put in the cart without the product page's
 * form, as a store can): checkout asks for it before the order can go through.
 */
const LENSES_CART: readonly CartUpdatePayload[] = [{ skuId: '100097-1', quantity: 2 }];

/**
 * Two pairs of glasses: a frame with progressive lenses and no prescription yet (checkout asks for
 * it), and a frame with single vision lenses and a prescription given on the product page.
 */
const GLASSES_CART: readonly CartUpdatePayload[] = [
  { skuId: '100001-1', quantity: 1, childSkuId: 'glass-progressive' },
  {
    skuId: '100005-1',
    quantity: 1,
    childSkuId: 'glass-single-vision',
    prescriptionGlasses: {
      right: { sphere: -2, cylinder: -0.5, axis: 90, addition: null, pupillaryDistance: 32 },
      left: { sphere: -1.75, cylinder: null, axis: null, addition: null, pupillaryDistance: 31.5 },
      workingDistances: null,
    },
  },
];

/** The carts a demo shopper can start with, by name. */
export const DEMO_CARTS: Readonly<Record<DemoCart, readonly CartUpdatePayload[]>> = {
  empty: [],
  usual: DEFAULT_CART,
  glasses: GLASSES_CART,
  lenses: LENSES_CART,
};

/** The name of a demo cart. */
export type DemoCart = 'empty' | 'usual' | 'glasses' | 'lenses';

/**
 * Demo only: the cart the fake backend's shopper starts with. A first visit starts with an empty
 * cart, as in a real shop. `?mockCart=usual` starts with a frame and two boxes of lenses with their
 * strength (for the drawer, its badge and checkout); `?mockCart=glasses` with two pairs of glasses,
 * one without a prescription, so the checkout's prescription step has something to ask for;
 * `?mockCart=lenses` with two boxes of lenses without their strength, which checkout asks for.
 */
export function mockCartFromUrl(search: string): DemoCart {
  const name = new URLSearchParams(search).get('mockCart');
  return name === 'usual' || name === 'glasses' || name === 'lenses' ? name : 'empty';
}
