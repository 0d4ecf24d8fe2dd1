// Shared by the shell's stories: a session decorator that reads story parameters, a cart of a given
// size, and a tall placeholder page.
import type { CSSProperties, ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { ShopSessionProvider, type Cart } from '@glimt/ui';

const products = [
  ['RB2140 Wayfarer', 'Ray-Ban', 'briller', 1890],
  ['Acuvue Oasys 1-Day, 90 stk', 'Acuvue', 'kontaktlinser', 749],
  ['Linsevæske 360 ml', 'EyeQ', 'oeyehelse', 149],
] as const;

/**
 * A cart with `count` items over up to three lines (the header only reads the count).
 * @example cartOf(12).itemCount // 12
 */
export function cartOf(count: number): Cart {
  const lines = Math.min(count, products.length);
  const items = Array.from({ length: lines }, (_, index) => {
    const [name, brand, category, price] = products[index] ?? products[0];
    const quantity = index === 0 ? count - (lines - 1) : 1;
    return {
      skuId: `sku-${index + 1}`,
      parentSkuID: null,
      slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      ref: `line-${index + 1}`,
      articleId: `article-${index + 1}`,
      articleDescription: name,
      category,
      brand,
      quantity,
      isEditAble: true,
      subscriptionInterval: null,
      prescription: null,
      prescriptionGlasses: null,
      media: { md: null },
      price: { amount: price, ordinaryPrice: price, isCampaign: false },
    };
  });
  return {
    items,
    totalCost: items.reduce((sum, item) => sum + item.quantity * item.price.amount, 0),
    shopperId: 'shopper-story',
    checkoutConfig: null,
    itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
  };
}

/** Story parameters the session decorator reads. */
export interface SessionParameters {
  /** Items in the cart the page already holds (the shopper is then not loaded). */
  cartItems?: number;
  /** Whether the page is a store page (a store user must be on one, or the page reloads). */
  isStorePage?: boolean;
}

/**
 * Wraps a story in a `ShopSessionProvider`, with `parameters.cartItems` as the held cart and
 * `parameters.isStorePage` for store users.
 */
export const withShopSession: Decorator = (Story, { parameters }) => {
  const { cartItems, isStorePage } = parameters as SessionParameters;
  return (
    <ShopSessionProvider
      initialCart={cartItems === undefined ? null : cartOf(cartItems)}
      isStorePage={isStorePage ?? false}
    >
      <Story />
    </ShopSessionProvider>
  );
};

const block: CSSProperties = {
  height: 160,
  borderRadius: 8,
  background: '#f3f3f1',
};

/** A placeholder page: a heading and grey blocks, `blocks` tall. */
export function PlaceholderPage({ blocks = 3, children }: { blocks?: number; children?: ReactNode }) {
  return (
    <div style={{ display: 'grid', gap: 24, maxWidth: 1180, margin: '0 auto', padding: '32px 16px' }}>
      <h1 style={{ fontSize: 28 }}>Briller</h1>
      {children}
      {Array.from({ length: blocks }, (_, index) => (
        <div key={index} style={block} />
      ))}
    </div>
  );
}
