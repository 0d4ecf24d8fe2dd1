/**
 * "Ukens tilbud" on the start page: products on campaign this week, each with the price its product
 * page shows (the campaign price and the ordinary price before it). Written out here so the start
 * page paints without waiting for the shop's answers; `weeklyOffers.test.ts` holds every figure to
 * the fake backend's catalogue, so the start page and the product page cannot disagree.
 */
export interface WeeklyOffer {
  /** The product page's slug (`/produkt/{slug}`). */
  slug: string;
  /** The product's name as its page titles it, with the brand. */
  title: string;
  /** What the offer is, in a few words. */
  text: string;
  /** The campaign price, kroner. */
  amount: number;
  /** The ordinary price, kroner. */
  ordinaryAmount: number;
}

export const WEEKLY_OFFERS: readonly WeeklyOffer[] = [
  {
    slug: 'ray-ban-aviator-classic-rb3025-gull',
    title: 'Ray-Ban Aviator Classic RB3025',
    text: 'Solbriller i gull',
    amount: 1299,
    ordinaryAmount: 1890,
  },
  {
    slug: 'dailies-total1-90-linser',
    title: 'Dailies Total1, 90 linser',
    text: 'Endagslinser for tre måneder',
    amount: 869,
    ordinaryAmount: 1249,
  },
  {
    slug: 'ray-ban-clubmaster-optics-rx5154-svart',
    title: 'Ray-Ban Clubmaster Optics RX5154',
    text: 'Briller i svart',
    amount: 1499,
    ordinaryAmount: 1790,
  },
];
