import { describe, expect, it } from 'vitest';
import { nb } from '../i18n/nb';
import { createTranslator } from '../i18n/translate';
import type { Cart } from './adapters/cart';
import {
  MAX_CART_LINE_QUANTITY,
  adoptConfirmedCart,
  applyConfirmedChange,
  canDecreaseQuantity,
  canIncreaseQuantity,
  cartAddedAnnouncement,
  cartItemCountText,
  cartLineKey,
  cartLineQuantityHint,
  cartQuantityAnnouncement,
  cartSyncView,
  cartUpdatePayload,
  clampCartQuantity,
  createCartSync,
  decreaseRemovesLine,
  decreasedQuantity,
  failCartRequest,
  glassesTableColumns,
  increasedQuantity,
  isCartSyncIdle,
  locationWithoutCartPreview,
  predictCartLine,
  predictCartQuantity,
  predictEmptyCart,
  removedCartLines,
  repeatableAnnouncement,
  requestCartAddition,
  requestCartQuantity,
  requestEmptyCart,
  settleCartRequest,
  subscriptionIntervalText,
  takeCartRequest,
  type CartSync,
} from './cart';
import type { CartItem } from './schemas/cart';
import { cartLine, cartOf } from '../../test-support/cartFixtures';

/** A line as the drawer's rules see it: editable unless `values` say not, its article the SKU's stem. */
function line(skuId: string, values: Partial<CartItem> = {}): CartItem {
  return cartLine(skuId, { articleId: skuId.split('-')[0] ?? skuId, isEditAble: true, ...values });
}

const frame = line('F-1', { quantity: 2, price: { amount: 1500, ordinaryPrice: 1500, isCampaign: false } });
const lens = line('L-1', {
  parentSkuID: 'F-1',
  quantity: 2,
  isEditAble: false,
  price: { amount: 800, ordinaryPrice: 800, isCampaign: false },
});
const lenses = line('C-1', {
  quantity: 3,
  subscriptionInterval: 'm3',
  price: { amount: 399, ordinaryPrice: 399, isCampaign: false },
});

/** The subscription line as the drawer shows it after earlier clicks. */
function lensesAt(quantity: number): CartItem {
  return { ...lenses, quantity };
}

describe('quantity rules', () => {
  it('offers an increase on an editable line under 12', () => {
    expect(canIncreaseQuantity({ isEditAble: true, quantity: 1 })).toBe(true);
    expect(canIncreaseQuantity({ isEditAble: true, quantity: 11 })).toBe(true);
    expect(increasedQuantity({ isEditAble: true, quantity: 11 })).toBe(12);
  });

  it('offers no increase at 12', () => {
    expect(MAX_CART_LINE_QUANTITY).toBe(12);
    expect(canIncreaseQuantity({ isEditAble: true, quantity: 12 })).toBe(false);
    expect(increasedQuantity({ isEditAble: true, quantity: 12 })).toBeNull();
  });

  it('offers no increase on a line that is not editable', () => {
    expect(canIncreaseQuantity({ isEditAble: false, quantity: 1 })).toBe(false);
    expect(increasedQuantity({ isEditAble: false, quantity: 1 })).toBeNull();
  });

  it('always offers a decrease, one less each time', () => {
    expect(canDecreaseQuantity()).toBe(true);
    expect(decreasedQuantity({ parentSkuID: null, quantity: 12 })).toBe(11);
    expect(decreasedQuantity({ parentSkuID: null, quantity: 2 })).toBe(1);
    expect(decreaseRemovesLine({ parentSkuID: null, quantity: 2 })).toBe(false);
  });

  it('removes the line when a decrease reaches 0', () => {
    expect(decreasedQuantity({ parentSkuID: null, quantity: 1 })).toBe(0);
    expect(decreaseRemovesLine({ parentSkuID: null, quantity: 1 })).toBe(true);
    const cart = predictCartQuantity(cartOf(lenses, line('X-1')), cartLineKey(lenses), 0);
    expect(cart.items.map((item) => item.skuId)).toEqual(['X-1']);
  });

  it('removes a line that follows its frame on a decrease (it cannot change on its own)', () => {
    expect(decreasedQuantity(lens)).toBe(0);
    expect(decreaseRemovesLine(lens)).toBe(true);
  });

  it('clamps quantities to whole numbers from 0 to 12', () => {
    expect(clampCartQuantity(13)).toBe(12);
    expect(clampCartQuantity(-1)).toBe(0);
    expect(clampCartQuantity(2.7)).toBe(2);
    expect(clampCartQuantity(Number.NaN)).toBe(0);
  });

  it('tells lines apart by SKU and frame', () => {
    expect(cartLineKey(frame)).not.toBe(cartLineKey({ skuId: 'L-1', parentSkuID: null }));
    expect(cartLineKey(lens)).toBe(cartLineKey({ skuId: 'L-1', parentSkuID: 'F-1' }));
  });
});

describe('cartUpdatePayload', () => {
  it('sends the SKU and quantity, and the lens of a frame as childSkuId', () => {
    const cart = cartOf(frame, lens, lenses);
    expect(cartUpdatePayload(cart, lenses, 4)).toEqual({ skuId: 'C-1', quantity: 4 });
    expect(cartUpdatePayload(cart, frame, 3)).toEqual({ skuId: 'F-1', quantity: 3, childSkuId: 'L-1' });
    expect(cartUpdatePayload(cart, lens, 0)).toEqual({ skuId: 'L-1', quantity: 0 });
  });
});

describe('predictCartQuantity', () => {
  it('sets the quantity and moves the total and item count', () => {
    const before = cartOf(lenses, line('X-1'));
    const after = predictCartQuantity(before, cartLineKey(lenses), 5);
    expect(after.items[0]?.quantity).toBe(5);
    expect(after.totalCost).toBe(before.totalCost + 2 * 399);
    expect(after.itemCount).toBe(6);
    expect(before.items[0]?.quantity).toBe(3);
  });

  it('moves the lines that follow a frame, and removes them with it', () => {
    const before = cartOf(frame, lens);
    const three = predictCartQuantity(before, cartLineKey(frame), 3);
    expect(three.items.map((item) => item.quantity)).toEqual([3, 3]);
    expect(three.totalCost).toBe(3 * 1500 + 3 * 800);
    // Three pairs of glasses, not six lines' worth (issue #40).
    expect(three.itemCount).toBe(3);
    const none = predictCartQuantity(before, cartLineKey(frame), 0);
    expect(none.items).toEqual([]);
    expect(none.totalCost).toBe(0);
    expect(none.itemCount).toBe(0);
  });

  it('removes a lens from its frame without touching the frame', () => {
    const after = predictCartQuantity(cartOf(frame, lens), cartLineKey(lens), 0);
    expect(after.items.map((item) => item.skuId)).toEqual(['F-1']);
    expect(after.totalCost).toBe(3000);
  });

  it('keeps what else the server put in the total', () => {
    const before = { ...cartOf(lenses), totalCost: 1000 };
    expect(predictCartQuantity(before, cartLineKey(lenses), 4).totalCost).toBe(1399);
  });

  it('changes nothing for an unknown line, and never goes over 12', () => {
    const before = cartOf(lenses);
    expect(predictCartQuantity(before, 'nope', 3)).toBe(before);
    expect(predictCartQuantity(before, cartLineKey(lenses), 40).items[0]?.quantity).toBe(12);
  });

  it('empties the cart', () => {
    expect(predictEmptyCart(cartOf(frame, lens))).toMatchObject({ items: [], totalCost: 0, itemCount: 0 });
  });
});

describe('removedCartLines', () => {
  it('lists the lines that are gone, also those gone with their frame', () => {
    const gone = removedCartLines(cartOf(frame, lens, lenses), cartOf(lenses));
    expect(gone.map((item) => item.skuId)).toEqual(['F-1', 'L-1']);
    expect(removedCartLines(null, cartOf())).toEqual([]);
  });
});

/** The server's answer after a quantity request: the confirmed cart with that line at its quantity. */
function answer(sync: CartSync): Cart {
  const request = sync.inFlight;
  if (!sync.confirmed || !request) throw new Error('no call under way');
  if (request.kind === 'empty') return predictEmptyCart(sync.confirmed);
  if (request.kind === 'add') throw new Error('answer additions with answerAddition');
  return predictCartQuantity(sync.confirmed, request.key, request.quantity);
}

function take(sync: CartSync) {
  const { sync: next, request } = takeCartRequest(sync);
  return { next, request };
}

describe('optimistic update', () => {
  const start = cartOf(lenses, line('X-1', { quantity: 2 }));
  const key = cartLineKey(lenses);

  it('shows the intent at once and sends it', () => {
    let sync = requestCartQuantity(createCartSync(start), lenses, 4);
    expect(cartSyncView(sync)?.items[0]?.quantity).toBe(4);
    expect(cartSyncView(sync)?.itemCount).toBe(6);
    const { next, request } = take(sync);
    expect(request).toEqual({ kind: 'quantity', key, quantity: 4, payload: { skuId: 'C-1', quantity: 4 } });
    sync = settleCartRequest(next, answer(next));
    expect(isCartSyncIdle(sync)).toBe(true);
    expect(cartSyncView(sync)?.items[0]?.quantity).toBe(4);
  });

  it('sends one call at a time, and the newest intent after it (the last intent wins)', () => {
    let sync = requestCartQuantity(createCartSync(start), lenses, 4);
    const first = take(sync);
    sync = first.next;
    // Two more clicks while the first call is under way.
    sync = requestCartQuantity(sync, lensesAt(4), 5);
    sync = requestCartQuantity(sync, lensesAt(5), 6);
    expect(take(sync).request).toBeNull();
    expect(cartSyncView(sync)?.items[0]?.quantity).toBe(6);

    // The first answer (4) never shows over the newer intent (6).
    sync = settleCartRequest(sync, answer(sync));
    expect(sync.confirmed?.items[0]?.quantity).toBe(4);
    expect(cartSyncView(sync)?.items[0]?.quantity).toBe(6);

    const second = take(sync);
    expect(second.request).toMatchObject({ kind: 'quantity', quantity: 6 });
    sync = settleCartRequest(second.next, answer(second.next));
    expect(isCartSyncIdle(sync)).toBe(true);
    expect(cartSyncView(sync)?.items[0]?.quantity).toBe(6);
  });

  it('still sends a return to the confirmed quantity when a call for the line is under way', () => {
    let sync = take(requestCartQuantity(createCartSync(start), lenses, 4)).next;
    sync = requestCartQuantity(sync, lensesAt(4), 3);
    sync = settleCartRequest(sync, answer(sync));
    expect(take(sync).request).toMatchObject({ kind: 'quantity', quantity: 3 });
  });

  it('drops an intent that returns to the confirmed quantity before it is sent', () => {
    let sync = requestCartQuantity(createCartSync(start), lenses, 4);
    sync = requestCartQuantity(sync, lensesAt(4), 3);
    expect(isCartSyncIdle(sync)).toBe(true);
    expect(take(sync).request).toBeNull();
  });

  it('keeps other lines\u2019 intents while one line is being sent', () => {
    const other = start.items[1];
    if (!other) throw new Error('fixture');
    let sync = take(requestCartQuantity(createCartSync(start), lenses, 4)).next;
    sync = requestCartQuantity(sync, other, 0);
    expect(cartSyncView(sync)?.items.map((item) => item.skuId)).toEqual(['C-1']);
    sync = settleCartRequest(sync, answer(sync));
    expect(cartSyncView(sync)?.items.map((item) => item.skuId)).toEqual(['C-1']);
    expect(take(sync).request).toMatchObject({ quantity: 0, payload: { skuId: 'X-1', quantity: 0 } });
  });

  it('rolls the line back when the call fails', () => {
    let sync = take(requestCartQuantity(createCartSync(start), lenses, 4)).next;
    sync = requestCartQuantity(sync, lensesAt(4), 5);
    sync = failCartRequest(sync);
    expect(isCartSyncIdle(sync)).toBe(true);
    expect(cartSyncView(sync)).toBe(start);
    expect(cartSyncView(sync)?.items[0]?.quantity).toBe(3);
  });

  it('rolls back only the failed line', () => {
    const other = start.items[1];
    if (!other) throw new Error('fixture');
    let sync = take(requestCartQuantity(createCartSync(start), lenses, 4)).next;
    sync = requestCartQuantity(sync, other, 3);
    sync = failCartRequest(sync);
    expect(cartSyncView(sync)?.items.map((item) => item.quantity)).toEqual([3, 3]);
    expect(take(sync).request).toMatchObject({ payload: { skuId: 'X-1', quantity: 3 } });
  });

  it('brings a removed line back when its removal fails', () => {
    let sync = requestCartQuantity(createCartSync(start), lenses, 0);
    expect(cartSyncView(sync)?.items).toHaveLength(1);
    sync = failCartRequest(take(sync).next);
    expect(cartSyncView(sync)?.items).toHaveLength(2);
  });

  it('empties at once, and rolls back to the confirmed cart when emptying fails', () => {
    let sync = requestCartQuantity(createCartSync(start), lenses, 5);
    sync = requestEmptyCart(sync);
    expect(cartSyncView(sync)?.items).toEqual([]);
    expect(cartSyncView(sync)?.totalCost).toBe(0);
    const { next, request } = take(sync);
    expect(request).toEqual({ kind: 'empty' });
    // Clicks on lines are ignored while emptying.
    expect(requestCartQuantity(next, lenses, 2)).toBe(next);
    const failed = failCartRequest(next);
    expect(cartSyncView(failed)).toBe(start);
    const emptied = settleCartRequest(next, answer(next));
    expect(cartSyncView(emptied)?.items).toEqual([]);
    expect(isCartSyncIdle(emptied)).toBe(true);
  });

  it('drops intents for lines the answer no longer has', () => {
    const withFrame = cartOf(frame, lens);
    let sync = take(requestCartQuantity(createCartSync(withFrame), frame, 0)).next;
    sync = requestCartQuantity(sync, lens, 0);
    sync = settleCartRequest(sync, answer(sync));
    expect(isCartSyncIdle(sync)).toBe(true);
  });

  it('adopts a cart from outside only when nothing is pending', () => {
    const outside = cartOf(line('Y-1'));
    expect(adoptConfirmedCart(createCartSync(start), outside).confirmed).toBe(outside);
    const busy = requestCartQuantity(createCartSync(start), lenses, 4);
    expect(adoptConfirmedCart(busy, outside)).toBe(busy);
  });
});

describe('optimistic update: additions from a product page', () => {
  const start = cartOf(lenses);
  const newFrame = line('F-2', { price: { amount: 1200, ordinaryPrice: 1200, isCampaign: false } });
  const newLens = line('L-2', {
    parentSkuID: 'F-2',
    isEditAble: false,
    price: { amount: 600, ordinaryPrice: 600, isCampaign: false },
  });
  /** Glasses: the frame with its lens in one update, then a tint in another. */
  const tint = line('T-1', {
    parentSkuID: 'F-2',
    isEditAble: false,
    price: { amount: 300, ordinaryPrice: 300, isCampaign: false },
  });
  const glasses = {
    id: 7,
    steps: [
      { payload: { skuId: 'F-2', quantity: 1, childSkuId: 'L-2' }, lines: [newFrame, newLens] },
      { payload: { skuId: 'F-2', quantity: 1, childSkuId: 'T-1' }, lines: [tint] },
    ],
  };
  /** What the server holds once `lines` are in `cart`. */
  const withLines = (cart: Cart, ...lines: CartItem[]) => lines.reduce(predictCartLine, cart);

  it('shows the lines at once and sends the updates in order, the checkout info asked for with the last', () => {
    let sync = requestCartAddition(createCartSync(start), glasses);
    expect(cartSyncView(sync)?.items.map((item) => item.skuId)).toEqual(['C-1', 'F-2', 'L-2', 'T-1']);
    expect(cartSyncView(sync)?.totalCost).toBe(3 * 399 + 1200 + 600 + 300);
    const first = take(sync);
    expect(first.request).toEqual({
      kind: 'add',
      id: 7,
      last: false,
      payload: { skuId: 'F-2', quantity: 1, childSkuId: 'L-2', noCheckoutInfo: true },
    });
    sync = settleCartRequest(first.next, withLines(start, newFrame, newLens));
    expect(cartSyncView(sync)?.items.map((item) => item.skuId)).toEqual(['C-1', 'F-2', 'L-2', 'T-1']);
    const second = take(sync);
    expect(second.request).toEqual({ kind: 'add', id: 7, last: true, payload: glasses.steps[1]?.payload });
    sync = settleCartRequest(second.next, withLines(start, newFrame, newLens, tint));
    expect(isCartSyncIdle(sync)).toBe(true);
  });

  it('keeps the additions and their products in the cart shown, for the drawer (issue #40)', () => {
    let sync = requestCartAddition(createCartSync(start), glasses);
    expect(cartSyncView(sync)?.added).toEqual([{ id: 7, keys: ['>F-2'] }]);
    // A pair of glasses is one item: the cart shown counts it once.
    expect(cartSyncView(sync)?.itemCount).toBe(3 + 1);
    sync = settleCartRequest(take(sync).next, withLines(start, newFrame, newLens));
    sync = settleCartRequest(take(sync).next, withLines(start, newFrame, newLens, tint));
    expect(cartSyncView(sync)?.added).toEqual([{ id: 7, keys: ['>F-2'] }]);
    expect(cartSyncView(createCartSync(start))?.added).toBeUndefined();
  });

  it('keeps what the server confirmed when a later update of the addition fails', () => {
    let sync = requestCartAddition(createCartSync(start), glasses);
    sync = settleCartRequest(take(sync).next, withLines(start, newFrame, newLens));
    sync = failCartRequest(take(sync).next);
    expect(isCartSyncIdle(sync)).toBe(true);
    expect(cartSyncView(sync)?.items.map((item) => item.skuId)).toEqual(['C-1', 'F-2', 'L-2']);
  });

  it('queues a quantity change behind an addition under way, and keeps it when the addition fails', () => {
    // The race: the drawer opens on the add, the shopper presses "+" on the lenses, the add is refused.
    let sync = take(requestCartAddition(createCartSync(start), glasses)).next;
    sync = requestCartQuantity(sync, lenses, 4);
    expect(take(sync).request).toBeNull();
    expect(cartSyncView(sync)?.items.map((item) => [item.skuId, item.quantity])).toEqual([
      ['C-1', 4],
      ['F-2', 1],
      ['L-2', 1],
      ['T-1', 1],
    ]);
    sync = failCartRequest(sync);
    expect(cartSyncView(sync)?.items.map((item) => [item.skuId, item.quantity])).toEqual([['C-1', 4]]);
    const next = take(sync);
    expect(next.request).toMatchObject({ kind: 'quantity', payload: { skuId: 'C-1', quantity: 4 } });
    sync = settleCartRequest(next.next, answer(next.next));
    expect(isCartSyncIdle(sync)).toBe(true);
    expect(cartSyncView(sync)?.items.map((item) => [item.skuId, item.quantity])).toEqual([['C-1', 4]]);
  });

  it('sends a quantity change to a line the addition under way brings, once it has landed', () => {
    let sync = take(requestCartAddition(createCartSync(start), { id: 1, steps: [glasses.steps[0]!] })).next;
    sync = requestCartQuantity(sync, newFrame, 2);
    expect(cartSyncView(sync)?.items.find((item) => item.skuId === 'F-2')?.quantity).toBe(2);
    sync = settleCartRequest(sync, withLines(start, newFrame, newLens));
    expect(take(sync).request).toMatchObject({
      kind: 'quantity',
      payload: { skuId: 'F-2', quantity: 2, childSkuId: 'L-2' },
    });
  });

  it('drops a quantity change to a line only the failed addition brought', () => {
    let sync = take(requestCartAddition(createCartSync(start), glasses)).next;
    sync = requestCartQuantity(sync, newFrame, 2);
    sync = failCartRequest(sync);
    expect(isCartSyncIdle(sync)).toBe(true);
    expect(cartSyncView(sync)).toBe(start);
  });

  it('keeps a removal of a line the addition brings (not sent until it lands)', () => {
    let sync = take(requestCartAddition(createCartSync(start), { id: 1, steps: [glasses.steps[0]!] })).next;
    // The shopper takes the new frame out again at once: 0 is not the quantity it will hold.
    sync = requestCartQuantity(sync, newFrame, 0);
    expect(cartSyncView(sync)?.items.map((item) => item.skuId)).toEqual(['C-1']);
    sync = settleCartRequest(sync, withLines(start, newFrame, newLens));
    expect(take(sync).request).toMatchObject({ kind: 'quantity', payload: { skuId: 'F-2', quantity: 0 } });
  });

  it('replaces an earlier quantity of a line the addition sets (it was counted in)', () => {
    let sync = requestCartQuantity(createCartSync(start), lenses, 4);
    sync = requestCartAddition(sync, {
      id: 2,
      steps: [{ payload: { skuId: 'C-1', quantity: 5 }, lines: [lensesAt(5)] }],
    });
    expect(cartSyncView(sync)?.items[0]?.quantity).toBe(5);
    const { next, request } = take(sync);
    expect(request).toMatchObject({ kind: 'add', payload: { skuId: 'C-1', quantity: 5 } });
    expect(take(settleCartRequest(next, cartOf(lensesAt(5)))).request).toBeNull();
  });

  it('lets an emptying end the addition under way and drop the ones not yet sent', () => {
    let sync = requestCartAddition(createCartSync(start), glasses);
    sync = requestCartAddition(sync, {
      id: 8,
      steps: [{ payload: { skuId: 'X-1', quantity: 1 }, lines: [line('X-1')] }],
    });
    sync = take(sync).next;
    sync = requestEmptyCart(sync);
    expect(cartSyncView(sync)?.items).toEqual([]);
    expect(sync.additions.map((addition) => [addition.id, addition.steps.length])).toEqual([[7, 1]]);
    // Additions asked for while emptying are ignored.
    expect(requestCartAddition(sync, { id: 9, steps: glasses.steps })).toBe(sync);
    sync = settleCartRequest(sync, withLines(start, newFrame, newLens));
    expect(sync.additions).toEqual([]);
    expect(take(sync).request).toEqual({ kind: 'empty' });
  });

  it('sends the updates before the cart is known (the first answer is the cart)', () => {
    const sync = requestCartAddition(createCartSync(null), glasses);
    expect(cartSyncView(sync)).toBeNull();
    const { next, request } = take(sync);
    expect(request).toMatchObject({ kind: 'add', id: 7 });
    expect(settleCartRequest(next, withLines(start, newFrame, newLens)).confirmed?.items).toHaveLength(3);
  });

  it('applies a change the server made by another call under what is pending', () => {
    const saved = cartOf(lenses, line('P-1'));
    const sync = applyConfirmedChange(requestCartQuantity(createCartSync(start), lenses, 4), () => saved);
    expect(sync.confirmed).toBe(saved);
    expect(cartSyncView(sync)?.items.map((item) => [item.skuId, item.quantity])).toEqual([
      ['C-1', 4],
      ['P-1', 1],
    ]);
    expect(applyConfirmedChange(createCartSync(null), () => saved).confirmed).toBeNull();
  });
});

describe('subscriptionIntervalText', () => {
  it('says the interval in words', () => {
    const t = createTranslator(nb);
    expect(subscriptionIntervalText('m1', t)).toBe('Hver måned');
    expect(subscriptionIntervalText('m2', t)).toBe('Hver 2. måned');
    expect(subscriptionIntervalText('m3', t)).toBe('Hver 3. måned');
    expect(subscriptionIntervalText('m6', t)).toBe('Hver 6. måned');
  });
});

describe('cart drawer texts', () => {
  const t = createTranslator(nb);
  const line = { parentSkuID: null, isEditAble: true, quantity: 2 };

  it('says why a line cannot grow: it follows its frame, is not editable or is at the maximum', () => {
    expect(cartLineQuantityHint({ ...line, parentSkuID: 'frame' }, t)).toBe(
      'Følger antallet for innfatningen',
    );
    expect(cartLineQuantityHint({ ...line, isEditAble: false }, t)).toBe('Antallet kan ikke økes');
    expect(cartLineQuantityHint({ ...line, quantity: MAX_CART_LINE_QUANTITY }, t)).toBe('Maks 12 per vare');
    expect(cartLineQuantityHint(line, t)).toBeUndefined();
  });

  it('announces a new quantity, or the removal at 0', () => {
    const item = { articleDescription: 'Oasys 1-Day' };
    expect(cartQuantityAnnouncement(item, 3, t)).toBe('Antall oppdatert til 3');
    expect(cartQuantityAnnouncement(item, 0, t)).toBe('Fjernet Oasys 1-Day fra handlekurven');
  });

  it('makes a repeated announcement differ, so it is read again', () => {
    expect(repeatableAnnouncement('', 'Handlekurven er tømt')).toBe('Handlekurven er tømt');
    expect(repeatableAnnouncement('Handlekurven er tømt', 'Handlekurven er tømt')).toBe(
      'Handlekurven er tømt\u00a0',
    );
    expect(repeatableAnnouncement('Handlekurven er tømt\u00a0', 'Handlekurven er tømt')).toBe(
      'Handlekurven er tømt',
    );
  });

  it('counts the items in words', () => {
    expect(cartItemCountText(1, t)).toBe('1 vare');
    expect(cartItemCountText(5, t)).toBe('5 varer');
  });
});

describe('locationWithoutCartPreview', () => {
  it('takes previewCart=1 out of the address and keeps the rest', () => {
    expect(
      locationWithoutCartPreview({
        pathname: '/kontaktlinser',
        search: '?previewCart=1&sort=pris',
        hash: '#top',
      }),
    ).toBe('/kontaktlinser?sort=pris#top');
    expect(locationWithoutCartPreview({ pathname: '/', search: '?previewCart=1', hash: '' })).toBe('/');
  });

  it('is null without the parameter (or with another value)', () => {
    expect(locationWithoutCartPreview({ pathname: '/', search: '', hash: '' })).toBeNull();
    expect(locationWithoutCartPreview({ pathname: '/', search: '?previewCart=0', hash: '' })).toBeNull();
  });
});

describe('glassesTableColumns', () => {
  const row = { cylinder: '', axis: '', addition: '' };

  it('always shows sphere and pupillary distance', () => {
    expect(glassesTableColumns([row, row])).toEqual(['sphere', 'pupillaryDistance']);
    expect(glassesTableColumns([])).toEqual(['sphere', 'pupillaryDistance']);
  });

  it('adds cylinder, axis and addition when an eye has one, in table order', () => {
    expect(glassesTableColumns([{ ...row, cylinder: '-0,50', axis: '90°' }, row])).toEqual([
      'sphere',
      'cylinder',
      'axis',
      'pupillaryDistance',
    ]);
    expect(glassesTableColumns([row, { ...row, addition: '+1,00' }])).toEqual([
      'sphere',
      'addition',
      'pupillaryDistance',
    ]);
  });
});

describe('cartAddedAnnouncement', () => {
  it('names the product that was added', () => {
    const t = createTranslator(nb);
    expect(cartAddedAnnouncement([{ articleDescription: 'Ray-Ban RX7047' }], t)).toBe(
      'Lagt i handlekurven: Ray-Ban RX7047',
    );
  });
});
