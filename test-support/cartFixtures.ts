import type { Cart } from '../src/shop/adapters/cart';
import { cartProductCount } from '../src/shop/cartProducts';
import type { CartItem } from '../src/shop/schemas/cart';

/**
 * A cart line for tests: one item of 100 kr, named 'Vare {skuId}', editable unless it follows a frame
 * (`parentSkuID`); `values` override any field.
 */
export function cartLine(skuId: string, values: Partial<CartItem> = {}): CartItem {
  const parentSkuID = values.parentSkuID ?? null;
  return {
    skuId,
    parentSkuID,
    slug: skuId,
    ref: `ref-${skuId}`,
    articleId: skuId,
    articleDescription: `Vare ${skuId}`,
    category: 'Briller',
    brand: 'Glimt',
    quantity: 1,
    isEditAble: parentSkuID === null,
    subscriptionInterval: null,
    prescription: null,
    prescriptionGlasses: null,
    media: { md: null },
    price: { amount: 100, ordinaryPrice: 100, isCampaign: false },
    ...values,
  };
}

/** A cart holding `items`, with the total and item count the server would give. */
export function cartOf(...items: CartItem[]): Cart {
  return {
    items,
    totalCost: items.reduce((sum, item) => sum + item.price.amount * item.quantity, 0),
    shopperId: 'shopper-1',
    checkoutConfig: null,
    itemCount: cartProductCount(items),
  };
}
