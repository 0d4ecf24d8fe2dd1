/**
 * The amount a shown price says, for tests that add up what a page lists: `kr 6 450,30` is 6450.3,
 * `−kr 716,70` is -716.7, and a free line ("Gratis") is 0. Throws on text that is not a price.
 */
export function kronerOf(text: string): number {
  const shown = text.replace(/[\s\u00a0\u202f]/g, '');
  if (/^gratis$/i.test(shown)) return 0;
  const match = /^([−-])?kr(\d+)(?:,(\d{1,2}))?$/.exec(shown);
  if (!match) throw new Error(`not a price: "${text}"`);
  const [, sign, kroner = '0', ore = '0'] = match;
  const amount = Number(kroner) + Number(ore.padEnd(2, '0')) / 100;
  return sign ? -amount : amount;
}

/** The amounts added up to the øre (no binary rounding left over). */
export function sumKroner(amounts: readonly number[]): number {
  return amounts.reduce((sum, amount) => sum + Math.round(amount * 100), 0) / 100;
}
