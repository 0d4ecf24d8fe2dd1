import type { Translate } from '../../i18n/translate';
import { formatPrice } from '../format';
import type { AgeGroupInfo, AgeGroupLists, ExamType } from '../schemas/bookings';

/**
 * How an exam is named and priced to the shopper, and which age groups a booking offers.
 */

/**
 * The exam's name: the type, then its level when the level says something more. A level named as
 * its type ("Synstest" of "Synstest") is left out, so the name never reads "Synstest, Synstest".
 *
 * @example examDisplayName('Synstest', 'Synstest') // 'Synstest'
 * @example examDisplayName('Synstest', 'Utvidet synsundersøkelse') // 'Synstest, Utvidet synsundersøkelse'
 */
export function examDisplayName(typeName: string | undefined, levelName?: string | undefined): string {
  const type = typeName?.trim() ?? '';
  const level = levelName?.trim() ?? '';
  if (!level || level.toLocaleLowerCase('nb') === type.toLocaleLowerCase('nb')) return type;
  if (!type) return level;
  return `${type}, ${level}`;
}

/** What an exam costs, as the first step shows it: free, one price, or "from" the cheapest level. */
export type ExamPrice =
  { kind: 'free' } | { kind: 'exact'; amount: number } | { kind: 'from'; amount: number };

/** The price of one level: free at 0 kroner. */
export function levelPrice(price: number): ExamPrice {
  return price <= 0 ? { kind: 'free' } : { kind: 'exact', amount: price };
}

/** The price of an exam type: its cheapest level, "from" when its levels cost differently. */
export function examTypePrice(type: Pick<ExamType, 'levels'>): ExamPrice {
  const prices = type.levels.map((level) => level.price);
  if (prices.length === 0) return { kind: 'free' };
  const lowest = Math.min(...prices);
  const highest = Math.max(...prices);
  if (highest <= 0) return { kind: 'free' };
  return lowest === highest ? { kind: 'exact', amount: lowest } : { kind: 'from', amount: lowest };
}

/**
 * The level a booking is for: the one chosen, or, for an exam booked without the exam step (the
 * hearing test has one level and no choice), its only level. `undefined` while none applies.
 */
export function bookedLevel<L extends { id: string }>(
  type: { levels: readonly L[] } | undefined,
  levelId: string,
): L | undefined {
  if (!type) return undefined;
  return (
    type.levels.find((level) => level.id === levelId) ??
    (type.levels.length === 1 ? type.levels[0] : undefined)
  );
}

/** A price as the booking says it: "Gratis", "fra kr 590" or "kr 690". */
export function examPriceText(price: ExamPrice, t: Translate): string {
  if (price.kind === 'free') return t('booking.price.free');
  if (price.kind === 'from') return t('booking.price.from', { price: formatPrice(price.amount) });
  return formatPrice(price.amount);
}

/**
 * The age groups a booking offers. The spec lists age groups twice: "under 18, 8-12, 13-17, over 18,
 * over 76" overlaps (a 10-year-old is both "under 18" and "8-12"; a 80-year-old both "over 18" and
 * "over 76"). We use the second listing (1-17, 8-12, 13-17, 18-75, 76 and above), whose adult groups
 * are bounded, and an exam offers either 1-17 or the 8-12/13-17 split, never both; so every age falls
 * in at most one offered group. Only the groups the exam is offered for are listed, youngest first.
 */
export function bookableAgeGroups(
  lists: AgeGroupLists,
  examType?: Pick<ExamType, 'ageGroups'>,
): AgeGroupInfo[] {
  return lists.alternative
    .filter((group) => !examType || examType.ageGroups.includes(group.id))
    .sort((a, b) => a.minAge - b.minAge);
}

/** Whether any two of the groups share an age (a shopper could fit both). */
export function ageGroupsOverlap(groups: readonly Pick<AgeGroupInfo, 'minAge' | 'maxAge'>[]): boolean {
  const sorted = [...groups].sort((a, b) => a.minAge - b.minAge);
  return sorted.some((group, index) => {
    const next = sorted[index + 1];
    return next !== undefined && (group.maxAge === null || group.maxAge >= next.minAge);
  });
}
