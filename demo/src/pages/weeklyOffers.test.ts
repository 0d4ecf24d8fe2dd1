import { describe, expect, it } from 'vitest';
import { getMockArticle } from '@glimt/ui/mocks';
import { WEEKLY_OFFERS } from './weeklyOffers';

describe('WEEKLY_OFFERS', () => {
  it.each(WEEKLY_OFFERS.map((offer) => [offer.slug, offer] as const))(
    '%s shows the price its product page shows',
    (slug, offer) => {
      const article = getMockArticle(slug);
      expect(article, `${slug} is in the catalogue`).toBeDefined();
      expect(article?.price.unit.isCampaign).toBe(true);
      expect(offer.amount).toBe(article?.price.unit.amount);
      expect(offer.ordinaryAmount).toBe(article?.price.unit.ordinaryPrice);
      expect(offer.title).toContain(article?.brand);
      expect(offer.title).toContain(article?.name);
    },
  );
});
