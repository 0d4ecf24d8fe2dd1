import { describe, expect, it } from 'vitest';
import { mockArticles } from '../../mocks/fixtures/catalogue';
import { MAX_PRICE, PRICE_RULE_MESSAGE, isPriceAmount } from '../schemas/common';
import { SITE_SEARCH_MAX_GROUP_HITS } from '../schemas/article';
import { parseArticleResponse, parseSiteSearchResponse } from './article';
import { parseCartResponse } from './cart';
import { isApiContractError } from './errors';

const article = mockArticles[0]!;

function cartWith(amount: number, lines = 1) {
  const item = {
    skuId: 's1',
    parentSkuID: null,
    slug: 'x',
    ref: 'r1',
    articleId: '1',
    articleDescription: 'Ray-Ban Aviator',
    category: 'Solbriller',
    brand: 'Ray-Ban',
    quantity: 1,
    isEditAble: true,
    subscriptionInterval: null,
    prescription: null,
    prescriptionGlasses: null,
    media: { md: null },
    price: { amount, ordinaryPrice: Math.abs(amount), isCampaign: false },
  };
  return {
    cartHead: { cart: { items: Array.from({ length: lines }, () => item), totalCost: 0 }, shopperId: 'x' },
  };
}

function contractMessage(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (isApiContractError(error)) return error.issues.map((issue) => issue.message).join('\n');
    throw error;
  }
  return '';
}

describe('the price rule everywhere the card has it', () => {
  it('is finite, 0 to MAX_PRICE', () => {
    expect([0, 1290, MAX_PRICE].every(isPriceAmount)).toBe(true);
    expect([-1290, 1e21, Number.NaN, Number.POSITIVE_INFINITY, '1290', null].some(isPriceAmount)).toBe(false);
  });

  it.each([-1290, 1e21])('a cart line of %d is refused with the rule message', (amount) => {
    expect(contractMessage(() => parseCartResponse(cartWith(amount)))).toContain(PRICE_RULE_MESSAGE);
  });

  it.each([-1290, 1e21])('an article of %d is refused with the same message', (amount) => {
    const raw = {
      data: { ...article, price: { ...article.price, unit: { ...article.price.unit, amount } } },
    };
    expect(contractMessage(() => parseArticleResponse(raw))).toContain(PRICE_RULE_MESSAGE);
  });

  it('refuses a cart of absurd length', () => {
    expect(contractMessage(() => parseCartResponse(cartWith(100, 10_000)))).not.toBe('');
  });
});

describe('site search bounds', () => {
  it('keeps at most a page of hits per group', () => {
    const data = Array.from({ length: 10_000 }, (_, index) => ({ title: `K${index}`, url: `/k/${index}` }));
    const response = parseSiteSearchResponse({ success: true, productCategories: { data, hits: 10_000 } });
    expect(response.productCategories.data).toHaveLength(SITE_SEARCH_MAX_GROUP_HITS);
    expect(response.productCategories.hits).toBe(10_000);
  });
});
