import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GlimtProvider } from '../../../shop/GlimtProvider';
import { getMockArticle } from '../../../mocks/fixtures/catalogue';
import type { Article } from '../../../shop/schemas/article';
import type { SiteSearchGroup } from '../../../shop/siteSearch';
import { ProductCard } from '../../product';
import { SiteSearchHitRow, SiteSearchPageGroup } from './index';

afterEach(cleanup);

function fixture(id: number): Article {
  const article = getMockArticle(id);
  if (!article) throw new Error(`no fixture ${id}`);
  return article;
}

const text = (element: Element | null | undefined) =>
  (element?.textContent ?? '').replace(/\s+/g, ' ').trim();

function renderIn(node: React.ReactNode) {
  return render(<GlimtProvider globalStyle={false}>{node}</GlimtProvider>);
}

/** The price block's text and state of what is rendered (the card's and a hit's carry `data-price-state`). */
function priceOf(container: HTMLElement) {
  const block = container.querySelector('[data-price-state]');
  return { state: block?.getAttribute('data-price-state'), text: text(block) };
}

function cardPrice(article: Article) {
  const { container } = renderIn(<ProductCard article={article} />);
  const price = priceOf(container);
  cleanup();
  return price;
}

function productGroup(article: Article): SiteSearchGroup {
  return {
    key: 'products',
    items: [{ kind: 'product', key: `product-${article.id}`, href: `/produkt/${article.slug}`, article }],
    total: 1,
    limited: false,
  };
}

const CASES = [
  ['campaign', 100001, /ordinær pris/],
  ['coupon', 100033, /med kupong|kupong/i],
  ['from-price', 100036, /fra/i],
  ['subscription offer', 100097, /abonnement/i],
] as const;

describe('a product shows the same price in search as on its card', () => {
  it.each(CASES)('%s: the overlay row', (_kind, id, expected) => {
    const article = fixture(id);
    const card = cardPrice(article);
    const { container } = renderIn(
      <SiteSearchHitRow item={{ kind: 'product', key: 'p', href: '/produkt/x', article }} />,
    );
    expect(priceOf(container)).toEqual(card);
    expect(card.text).toMatch(expected);
  });

  it.each(CASES)('%s: the search page card', (_kind, id) => {
    const article = fixture(id);
    const card = cardPrice(article);
    const { container } = renderIn(<SiteSearchPageGroup group={productGroup(article)} headingId="h" />);
    expect(priceOf(container)).toEqual(card);
  });
});

describe('a product hit picks its picture the way the card does', () => {
  it('uses the card fallback image and srcset, with the slot sizes', () => {
    const article = fixture(100001);
    const card = renderIn(<ProductCard article={article} />).container.querySelector('img');
    const cardSrc = card?.getAttribute('src');
    const cardSrcSet = card?.getAttribute('srcset');
    cleanup();
    const row = renderIn(
      <SiteSearchHitRow item={{ kind: 'product', key: 'p', href: '/x', article }} />,
    ).container.querySelector('img');
    expect(row).toHaveAttribute('src', cardSrc);
    expect(row).toHaveAttribute('srcset', cardSrcSet);
    expect(row).toHaveAttribute('sizes', '56px');
    expect(row).toHaveAttribute('alt', '');
    cleanup();
    const { container } = renderIn(<SiteSearchPageGroup group={productGroup(article)} headingId="h" />);
    const img = container.querySelector('picture img');
    expect(img).toHaveAttribute('src', cardSrc);
    expect(img).toHaveAttribute('srcset', cardSrcSet);
    expect(container.querySelector('picture source')).toHaveAttribute('media', '(max-width: 767.98px)');
  });

  it('shows the glyph on the stage when no picture may render', () => {
    const article = { ...fixture(100001), medias: [{ md: { image: 'https://evil.test/a.svg' } }] } as Article;
    const { container } = renderIn(
      <SiteSearchHitRow item={{ kind: 'product', key: 'p', href: '/x', article }} />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('svg')).not.toBeNull();
  });
});

describe('rows of the other hits', () => {
  it('shows a city as "Butikker i …" and a store with its address', () => {
    const { container } = renderIn(
      <>
        <SiteSearchHitRow
          item={{
            kind: 'city',
            key: 'c',
            href: '/butikker/oslo',
            city: { city: 'Oslo', url: '/butikker/oslo' },
          }}
        />
        <SiteSearchHitRow
          item={{
            kind: 'store',
            key: 's',
            href: '/finn-butikk/x',
            store: { name: 'Glimt Storo', address: 'Vitaminveien 7', slug: 'x' },
          }}
        />
      </>,
    );
    expect(text(container)).toBe('Butikker i OsloGlimt StoroVitaminveien 7');
  });

  it('counts a cut group on the page', () => {
    const article = fixture(100001);
    const group = { ...productGroup(article), total: 21, limited: true };
    const { getByRole, getByText } = renderIn(<SiteSearchPageGroup group={group} headingId="h" />);
    expect(getByRole('region', { name: 'Produkter' })).toBeInTheDocument();
    expect(getByText('Viser 1–1 av 21')).toBeInTheDocument();
  });
});
