/**
 * The one rule for the sums a customer reads under a list of lines (the cart drawer, the checkout's
 * summary, the order confirmation, the order's page): what the lines come to, each discount taken
 * off, the delivery, and the total, so that what is listed adds up to the total, to the øre. Plain
 * arithmetic in øre, no formatting.
 */

/** What the sums are made of, in NOK. */
export interface SumParts {
  /** Each listed line's price as shown (its quantity × the price charged, a campaign price included). */
  lines: readonly number[];
  /** Each discount listed, as the amount taken off (the sign is ignored). */
  discounts?: readonly number[] | undefined;
  /** The delivery's price; 0 when free or not chosen yet. A negative price counts as 0. */
  delivery?: number | undefined;
  /**
   * What the shop charged, when it said so (a placed order). When the listed parts do not explain
   * it, the difference is an `adjustment` row of its own; without it the total is the parts' sum.
   */
  charged?: number | undefined;
}

/** The rows under the lines, in NOK: `lines − discounts + delivery + adjustment = total`. */
export interface ListedSums {
  /** The lines added up. */
  lines: number;
  /** Each discount as a positive amount, in the order given. */
  discounts: number[];
  delivery: number;
  /** What the other rows leave unexplained of what was charged (signed), 0 when they add up. */
  adjustment: number;
  total: number;
}

const toOre = (amount: number) => Math.round(amount * 100);
const sum = (amounts: readonly number[]) => amounts.reduce((total, amount) => total + amount, 0);

/** The sums of a list of lines, each row rounded to the øre first, so the rows add up to the total. */
export function listedSums(parts: SumParts): ListedSums {
  const lines = sum(parts.lines.map(toOre));
  const discounts = (parts.discounts ?? []).map((amount) => Math.abs(toOre(amount)));
  const delivery = Math.max(toOre(parts.delivery ?? 0), 0);
  const listed = lines - sum(discounts) + delivery;
  const total = parts.charged === undefined ? listed : toOre(parts.charged);
  return {
    lines: lines / 100,
    discounts: discounts.map((amount) => amount / 100),
    delivery: delivery / 100,
    adjustment: (total - listed) / 100,
    total: total / 100,
  };
}
