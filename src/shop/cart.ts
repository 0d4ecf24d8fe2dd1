/**
 * Cart rules (shop spec sections 4, 5 and 9) and the optimistic cart update as pure functions.
 *
 * Quantity rules:
 * - A line holds 1 to {@link MAX_CART_LINE_QUANTITY} (12) items; a quantity reaching 0 removes it.
 * - Increasing is offered only when the line is editable (`isEditAble`) and under 12.
 * - Decreasing is always offered. A line that follows its frame (a lens on a frame, `parentSkuID`
 *   set) cannot change its own quantity, so decreasing it removes it.
 * - Changing or removing a frame changes or removes the lines that follow it.
 *
 * Optimistic update ({@link CartSync}): the cart shown is the last cart the server confirmed with
 * the shopper's unconfirmed intents laid over it. Calls go out one at a time; while one is under
 * way, further clicks only move the line's intent, and the next call sends the newest intent, so
 * the last intent wins and no server answer is ever shown over a newer intent. A failed call (or an
 * answer without a cart head) drops that line's intent: the line rolls back to the confirmed cart.
 * Additions (a product page's buy button) queue in the same line, so no answer of one call is ever
 * laid over another's change: a failed addition rolls back only its own lines.
 */
import type { Translate } from '../i18n/translate';
import type { NavigationLocation } from '../navigation/navigation';
import type { CartSubscriptionInterval } from './enums';
import type { Cart } from './adapters/cart';
import type { CartItem, CartUpdatePayload } from './schemas/cart';
import type { GlassesPrescriptionRow } from './prescription';
import { addedProductKeys, cartProductCount, type CartAddedProducts } from './cartProducts';
import { cartLineKey, type CartLineRef } from './cartLineKey';

export { cartLineKey, type CartLineRef };

/** The most items one cart line may hold (shop spec section 9). */
export const MAX_CART_LINE_QUANTITY = 12;

/** `quantity` as a line quantity: a whole number from 0 to 12 (anything unusable is 0). */
export function clampCartQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return 0;
  return Math.min(MAX_CART_LINE_QUANTITY, Math.max(0, Math.trunc(quantity)));
}

/** Whether the increase control is offered: the line is editable and holds fewer than 12. */
export function canIncreaseQuantity(item: Pick<CartItem, 'isEditAble' | 'quantity'>): boolean {
  return item.isEditAble && item.quantity < MAX_CART_LINE_QUANTITY;
}

/** Whether the decrease control is offered: always (shop spec section 5). */
export function canDecreaseQuantity(): boolean {
  return true;
}

/** The quantity after an increase, or `null` when increasing is not offered. */
export function increasedQuantity(item: Pick<CartItem, 'isEditAble' | 'quantity'>): number | null {
  return canIncreaseQuantity(item) ? clampCartQuantity(item.quantity + 1) : null;
}

/** Whether the line follows a frame's quantity (a lens on a frame). */
export function followsFrame(item: Pick<CartItem, 'parentSkuID'>): boolean {
  return item.parentSkuID !== null;
}

/**
 * The quantity after a decrease: one less, and 0 (removed) for a line that follows its frame, whose
 * quantity cannot change on its own.
 */
export function decreasedQuantity(item: Pick<CartItem, 'parentSkuID' | 'quantity'>): number {
  return followsFrame(item) ? 0 : clampCartQuantity(item.quantity - 1);
}

/** Whether a decrease removes the line. */
export function decreaseRemovesLine(item: Pick<CartItem, 'parentSkuID' | 'quantity'>): boolean {
  return decreasedQuantity(item) === 0;
}

/** The lines that follow `line` (the lenses on a frame). */
export function linesFollowing(cart: Pick<Cart, 'items'>, line: CartLineRef): CartItem[] {
  if (line.parentSkuID !== null) return [];
  return cart.items.filter((item) => item.parentSkuID === line.skuId);
}

/**
 * The body of `POST /api/cart/update` that sets a line's quantity: its SKU and, for a frame with a
 * lens on it, the lens as `childSkuId` (it follows the frame).
 */
export function cartUpdatePayload(
  cart: Pick<Cart, 'items'> | null,
  line: CartLineRef,
  quantity: number,
): CartUpdatePayload {
  const child = cart ? linesFollowing(cart, line)[0] : undefined;
  return {
    skuId: line.skuId,
    quantity: clampCartQuantity(quantity),
    ...(child ? { childSkuId: child.skuId } : {}),
  };
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

function withItems(cart: Cart, items: CartItem[], totalCost: number): Cart {
  return {
    ...cart,
    items,
    totalCost: items.length === 0 ? 0 : Math.max(0, round(totalCost)),
    itemCount: cartProductCount(items),
  };
}

/**
 * The cart as it will be once the line with `key` holds `quantity`: 0 removes the line (and the
 * lines that follow it), another quantity moves the following lines along. The total moves by the
 * lines' unit prices, so whatever else the server put in it stays. An unknown key changes nothing.
 */
export function predictCartQuantity(cart: Cart, key: string, quantity: number): Cart {
  const line = cart.items.find((item) => cartLineKey(item) === key);
  if (!line) return cart;
  const next = clampCartQuantity(quantity);
  const isFrame = line.parentSkuID === null;
  const follows = (item: CartItem) => isFrame && item.parentSkuID === line.skuId;
  let total = cart.totalCost;
  const items: CartItem[] = [];
  for (const item of cart.items) {
    if (item !== line && !follows(item)) {
      items.push(item);
      continue;
    }
    total += item.price.amount * (next - item.quantity);
    if (next > 0) items.push({ ...item, quantity: next });
  }
  return withItems(cart, items, total);
}

/**
 * The cart as it will be once `line` is in it (a product page adds to the cart): a line with the same
 * key takes the new line's quantity and details, a new line goes last; the total moves by the
 * difference. Lines that follow a frame take the frame's new quantity, as the server does.
 */
export function predictCartLine(cart: Cart, line: CartItem): Cart {
  const key = cartLineKey(line);
  const existing = cart.items.find((item) => cartLineKey(item) === key);
  let total =
    cart.totalCost +
    line.price.amount * line.quantity -
    (existing ? existing.price.amount * existing.quantity : 0);
  const items: CartItem[] = [];
  for (const item of cart.items) {
    if (item === existing) {
      items.push(line);
    } else if (line.parentSkuID === null && item.parentSkuID === line.skuId) {
      total += item.price.amount * (line.quantity - item.quantity);
      items.push({ ...item, quantity: line.quantity });
    } else {
      items.push(item);
    }
  }
  if (!existing) items.push(line);
  return withItems(cart, items, total);
}

/** The cart once emptied: no lines, nothing to pay. */
export function predictEmptyCart(cart: Cart): Cart {
  return withItems(cart, [], 0);
}

/** The lines of `before` that `after` no longer has (removed, or gone with their frame). */
export function removedCartLines(before: Pick<Cart, 'items'> | null, after: Pick<Cart, 'items'>): CartItem[] {
  if (!before) return [];
  const kept = new Set(after.items.map(cartLineKey));
  return before.items.filter((item) => !kept.has(cartLineKey(item)));
}

/** A quantity the shopper asked for and the server has not confirmed yet. */
export interface CartQuantityIntent {
  /** {@link cartLineKey} of the line. */
  key: string;
  skuId: string;
  parentSkuID: string | null;
  quantity: number;
}

/** One cart update of an addition, with the line or lines it is expected to give. */
export interface CartAdditionStep {
  payload: CartUpdatePayload;
  /** The lines shown until the server answers (a frame and its lenses). */
  lines: readonly CartItem[];
}

/** Lines the shopper added (a product page's buy button) that the server has not confirmed yet. */
export interface CartAdditionIntent {
  /** Tells the additions apart (the caller waits for its own). */
  id: number;
  /** The updates still to send, in order: a frame before its lenses. */
  steps: readonly CartAdditionStep[];
}

/** The call {@link takeCartRequest} hands out. */
export type CartSyncRequest =
  | { kind: 'quantity'; key: string; quantity: number; payload: CartUpdatePayload }
  | { kind: 'add'; id: number; last: boolean; payload: CartUpdatePayload }
  | { kind: 'empty' };

/** The optimistic cart: the confirmed cart, the intents over it and the call under way. */
export interface CartSync {
  /** The last cart the server answered (or the session held when nothing was pending). */
  readonly confirmed: Cart | null;
  /** Unconfirmed additions, oldest first. */
  readonly additions: readonly CartAdditionIntent[];
  /** Unconfirmed quantities, one per line, in the order they were first asked for. */
  readonly intents: readonly CartQuantityIntent[];
  /** Whether emptying the cart is asked for and not yet answered. */
  readonly emptying: boolean;
  /** The call under way, or `null`. */
  readonly inFlight: CartSyncRequest | null;
  /**
   * The additions asked for since this sync began and the products each brought, oldest first
   * (a failed one only when the server confirmed part of it): the drawer lists their products first
   * and announces them.
   */
  readonly added: readonly CartAddedProducts[];
}

/** A sync state over a confirmed cart, with nothing pending. */
export function createCartSync(confirmed: Cart | null): CartSync {
  return { confirmed, additions: [], intents: [], emptying: false, inFlight: null, added: [] };
}

/** Whether nothing is pending or under way. */
export function isCartSyncIdle(sync: CartSync): boolean {
  return sync.inFlight === null && sync.additions.length === 0 && sync.intents.length === 0 && !sync.emptying;
}

/** Takes a cart from outside (another component changed it) as the confirmed one, when idle. */
export function adoptConfirmedCart(sync: CartSync, cart: Cart | null): CartSync {
  return isCartSyncIdle(sync) && sync.confirmed !== cart ? createCartSync(cart) : sync;
}

function confirmedQuantity(sync: CartSync, key: string): number {
  return sync.confirmed?.items.find((item) => cartLineKey(item) === key)?.quantity ?? 0;
}

function additionLines(additions: readonly CartAdditionIntent[]): CartItem[] {
  return additions.flatMap((addition) => addition.steps.flatMap((step) => step.lines));
}

/** The quantity a line will hold once the additions under way land (the confirmed one without any). */
function expectedQuantity(sync: CartSync, key: string): number {
  const added = additionLines(sync.additions).filter((line) => cartLineKey(line) === key);
  return added.at(-1)?.quantity ?? confirmedQuantity(sync, key);
}

/** Keeps the intents for lines that `cart` has or an addition still brings. */
function intentsForLines(
  intents: readonly CartQuantityIntent[],
  cart: Cart,
  additions: readonly CartAdditionIntent[],
) {
  const keys = new Set([...cart.items, ...additionLines(additions)].map(cartLineKey));
  return intents.filter((intent) => keys.has(intent.key));
}

function isSending(sync: CartSync, key: string): boolean {
  return sync.inFlight?.kind === 'quantity' && sync.inFlight.key === key;
}

/**
 * Records that the shopper wants `line` to hold `quantity` (0 removes it). The newest intent for a
 * line replaces older ones; an intent that equals the quantity the line will hold anyway, with no
 * call for the line under way, is dropped (nothing to send). Ignored while the cart is being emptied.
 */
export function requestCartQuantity(sync: CartSync, line: CartLineRef, quantity: number): CartSync {
  if (sync.emptying || !sync.confirmed) return sync;
  const key = cartLineKey(line);
  const next = clampCartQuantity(quantity);
  const others = sync.intents.filter((intent) => intent.key !== key);
  if (next === expectedQuantity(sync, key) && !isSending(sync, key)) return { ...sync, intents: others };
  const intent: CartQuantityIntent = {
    key,
    skuId: line.skuId,
    parentSkuID: line.parentSkuID,
    quantity: next,
  };
  const index = sync.intents.findIndex((existing) => existing.key === key);
  const intents =
    index === -1
      ? [...sync.intents, intent]
      : sync.intents.map((existing, i) => (i === index ? intent : existing));
  return { ...sync, intents };
}

/**
 * Records an addition (its updates go out in order, after the additions before it). Its lines
 * replace the quantities asked for them so far: the caller computed them from the cart shown, which
 * had those quantities in it. Ignored while the cart is being emptied, or with no steps. Before the
 * cart is known its updates still go out (the first answer is the cart).
 */
export function requestCartAddition(sync: CartSync, addition: CartAdditionIntent): CartSync {
  if (sync.emptying || addition.steps.length === 0) return sync;
  const lines = additionLines([addition]);
  const keys = new Set(lines.map(cartLineKey));
  return {
    ...sync,
    additions: [...sync.additions, addition],
    added: [...sync.added, { id: addition.id, keys: addedProductKeys(lines) }],
    intents: sync.intents.filter((intent) => !keys.has(intent.key)),
  };
}

/**
 * Records that the shopper wants the cart emptied: every line intent and every addition not yet
 * sent gives way to it. An addition with an update under way ends with that update.
 */
export function requestEmptyCart(sync: CartSync): CartSync {
  if (!sync.confirmed) return sync;
  const { inFlight } = sync;
  const additions = sync.additions.flatMap((addition) =>
    inFlight?.kind === 'add' && inFlight.id === addition.id
      ? [{ ...addition, steps: addition.steps.slice(0, 1) }]
      : [],
  );
  return { ...sync, additions, intents: [], emptying: true };
}

/**
 * The next call to make, or `null` when one is under way or nothing is pending. Emptying goes
 * first; then the oldest addition's next update (asking for the checkout info only with its last);
 * then the oldest line intent, with its newest quantity.
 */
export function takeCartRequest(sync: CartSync): { sync: CartSync; request: CartSyncRequest | null } {
  if (sync.inFlight) return { sync, request: null };
  if (sync.emptying) {
    const request: CartSyncRequest = { kind: 'empty' };
    return { sync: { ...sync, inFlight: request }, request };
  }
  const addition = sync.additions[0];
  const step = addition?.steps[0];
  if (addition && step) {
    const last = addition.steps.length === 1;
    // Only the last answer's checkout info (shipping, payment) is shown: skip it before that.
    const payload = last ? step.payload : { ...step.payload, noCheckoutInfo: true };
    const request: CartSyncRequest = { kind: 'add', id: addition.id, last, payload };
    return { sync: { ...sync, inFlight: request }, request };
  }
  const intents = sync.intents.filter((intent) => intent.quantity !== confirmedQuantity(sync, intent.key));
  const intent = intents[0];
  if (!intent) return { sync: { ...sync, intents }, request: null };
  const request: CartSyncRequest = {
    kind: 'quantity',
    key: intent.key,
    quantity: intent.quantity,
    payload: cartUpdatePayload(sync.confirmed, intent, intent.quantity),
  };
  return { sync: { ...sync, intents, inFlight: request }, request };
}

/**
 * The call under way answered with `cart`: it becomes the confirmed cart. A line's intent is done
 * when the answer carried its newest quantity; a newer intent stays and goes out next. An addition's
 * update is done (its lines are the server's now) and its next update goes out next. Intents for
 * lines that neither the answer nor an addition has (gone with their frame) are dropped.
 */
export function settleCartRequest(sync: CartSync, cart: Cart): CartSync {
  const request = sync.inFlight;
  if (!request) return sync;
  const additions =
    request.kind === 'add'
      ? sync.additions.flatMap((addition) =>
          addition.id !== request.id
            ? [addition]
            : addition.steps.length > 1
              ? [{ ...addition, steps: addition.steps.slice(1) }]
              : [],
        )
      : sync.additions;
  const unanswered = sync.intents.filter(
    (intent) =>
      !(request.kind === 'quantity' && intent.key === request.key && intent.quantity === request.quantity),
  );
  return {
    ...sync,
    confirmed: cart,
    additions,
    intents: intentsForLines(unanswered, cart, additions),
    emptying: request.kind === 'empty' ? false : sync.emptying,
    inFlight: null,
  };
}

/**
 * The call under way failed (or answered without a cart head): its line rolls back to the confirmed
 * cart (its intent is dropped, also a newer one), the addition is dropped with its later updates
 * (what the server confirmed of it stays) and so are the quantities asked for lines only it brought,
 * or the cart is no longer being emptied.
 */
export function failCartRequest(sync: CartSync): CartSync {
  const request = sync.inFlight;
  if (!request) return sync;
  if (request.kind === 'empty') return { ...sync, emptying: false, inFlight: null };
  if (request.kind === 'add') {
    const additions = sync.additions.filter((addition) => addition.id !== request.id);
    const intents = sync.confirmed ? intentsForLines(sync.intents, sync.confirmed, additions) : sync.intents;
    // The failed addition stays in the log only for the products the server confirmed of it.
    const held = new Set(sync.confirmed?.items.map(cartLineKey));
    const added = sync.added.filter(
      (addition) => addition.id !== request.id || addition.keys.some((key) => held.has(key)),
    );
    return { ...sync, additions, intents, added, inFlight: null };
  }
  return { ...sync, intents: sync.intents.filter((intent) => intent.key !== request.key), inFlight: null };
}

/**
 * A change the server made by another call (a saved prescription on a line, an order that emptied
 * the cart), applied to the confirmed cart; what is pending stays laid over it.
 */
export function applyConfirmedChange(sync: CartSync, change: (cart: Cart) => Cart): CartSync {
  return sync.confirmed ? { ...sync, confirmed: change(sync.confirmed) } : sync;
}

/** The cart to show: the confirmed cart with the additions and intents (or the emptying) laid over it. */
export function cartSyncView(sync: CartSync): Cart | null {
  const { confirmed } = sync;
  if (!confirmed) return null;
  const added = additionLines(sync.additions).reduce(predictCartLine, confirmed);
  const view = sync.emptying
    ? predictEmptyCart(confirmed)
    : sync.intents.reduce((cart, intent) => predictCartQuantity(cart, intent.key, intent.quantity), added);
  // The confirmed cart itself when nothing is laid over it (a view that is the same cart).
  return sync.added.length > 0 ? { ...view, added: sync.added } : view;
}

const INTERVAL_KEYS = {
  m1: 'cart.interval.m1',
  m2: 'cart.interval.m2',
  m3: 'cart.interval.m3',
  m6: 'cart.interval.m6',
} as const satisfies Record<CartSubscriptionInterval, string>;

/** How often a subscription line is delivered, in words: 'Hver måned', 'Hver 2. måned' ... */
export function subscriptionIntervalText(interval: CartSubscriptionInterval, t: Translate): string {
  return t(INTERVAL_KEYS[interval]);
}

/**
 * The note under a line's quantity stepper that says why it cannot grow: the line follows its
 * frame, it is not editable, or it holds the most a line may hold; `undefined` when it can grow.
 */
export function cartLineQuantityHint(
  item: Pick<CartItem, 'parentSkuID' | 'isEditAble' | 'quantity'>,
  t: Translate,
): string | undefined {
  if (followsFrame(item)) return t('cart.followsFrame');
  if (!item.isEditAble) return t('cart.notEditable');
  if (item.quantity >= MAX_CART_LINE_QUANTITY) return t('cart.maxQuantity', { max: MAX_CART_LINE_QUANTITY });
  return undefined;
}

/** What the cart's live region says after a line was set to `quantity`: its removal at 0, else the new count. */
export function cartQuantityAnnouncement(
  item: Pick<CartItem, 'articleDescription'>,
  quantity: number,
  t: Translate,
): string {
  return quantity === 0
    ? t('cart.announce.removed', { name: item.articleDescription })
    : t('cart.announce.quantity', { quantity });
}

/** What the cart's live region says when products were added: 'Lagt i handlekurven: Ray-Ban RX7047'. */
export function cartAddedAnnouncement(
  lines: readonly Pick<CartItem, 'articleDescription'>[],
  t: Translate,
): string {
  return t('cart.announce.added', { name: lines.map((line) => line.articleDescription).join(', ') });
}

/**
 * The next text of a live region: `message`, or, when it already says exactly that, `message` with
 * an invisible trailing no-break space, so a repeated message is still announced.
 */
export function repeatableAnnouncement(previous: string, message: string): string {
  return previous === message ? `${message}\u00a0` : message;
}

/** How many items the cart holds, in words: '1 vare', '3 varer'. */
export function cartItemCountText(count: number, t: Translate): string {
  return count === 1 ? t('cart.itemCountOne') : t('cart.itemCountMany', { count });
}

/**
 * The address to go to when the cart drawer closes: the location without `previewCart=1` (so a
 * reload does not open the drawer again), or `null` when it has no such parameter.
 * @example locationWithoutCartPreview({ pathname: '/linser', search: '?previewCart=1&sort=pris', hash: '' }) // '/linser?sort=pris'
 */
export function locationWithoutCartPreview({
  pathname,
  search,
  hash,
}: Pick<NavigationLocation, 'pathname' | 'search' | 'hash'>): string | null {
  const params = new URLSearchParams(search);
  if (params.get('previewCart') !== '1') return null;
  params.delete('previewCart');
  const rest = params.toString();
  return `${pathname}${rest ? `?${rest}` : ''}${hash}`;
}

/** A column of a cart line's glasses-prescription table. */
export type GlassesTableColumn = 'sphere' | 'cylinder' | 'axis' | 'addition' | 'pupillaryDistance';

const GLASSES_TABLE_COLUMNS: readonly GlassesTableColumn[] = [
  'sphere',
  'cylinder',
  'axis',
  'addition',
  'pupillaryDistance',
];

/**
 * The columns of a line's glasses-prescription table, in order: sphere and pupillary distance
 * always; cylinder, axis and addition only when an eye has one.
 */
export function glassesTableColumns(
  rows: readonly Pick<GlassesPrescriptionRow, 'cylinder' | 'axis' | 'addition'>[],
): GlassesTableColumn[] {
  return GLASSES_TABLE_COLUMNS.filter(
    (column) =>
      column === 'sphere' || column === 'pupillaryDistance' || rows.some((row) => row[column] !== ''),
  );
}
