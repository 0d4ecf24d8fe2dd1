import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GlimtProvider } from '../../../shop/GlimtProvider';
import { getMockArticle } from '../../../mocks/fixtures/catalogue';
import type { Article } from '../../../shop/schemas/article';
import { ProductCard, type ProductCardProps } from './ProductCard';

afterEach(cleanup);

function fixture(id: number): Article {
  const article = getMockArticle(id);
  if (!article) throw new Error(`no fixture ${id}`);
  return article;
}

function renderCard(props: ProductCardProps) {
  return render(
    <GlimtProvider globalStyle={false}>
      <ProductCard {...props} />
    </GlimtProvider>,
  );
}

const text = (element: Element | null) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();

function description(link: HTMLElement): string {
  return (link.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => text(document.getElementById(id)))
    .join(' ');
}

describe('ProductCard', () => {
  it('is one link named by brand and name, described by price and stock, keeping the base query', () => {
    renderCard({ article: fixture(100046), basePath: '/produkt?ref=grid', headingLevel: 2 });
    const link = screen.getByRole('link', { name: 'Ray-Ban Aviator Classic RB3025' });
    expect(link).toHaveAttribute('href', '/produkt/ray-ban-aviator-classic-rb3025-soelv?ref=grid');
    expect(screen.getByRole('heading', { level: 2 })).toContainElement(link);
    expect(description(link)).toBe('Kampanjepris kr 1 399, ordinær pris kr 1 890 På lager');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('renders a responsive picture with the mobile variant in a <source media>', () => {
    const { container } = renderCard({ article: fixture(100013), imageSizes: '300px' });
    const source = container.querySelector('picture source');
    expect(source).toHaveAttribute('media', '(max-width: 767.98px)');
    expect(source?.getAttribute('srcset')).toContain('/100013/0-xs-m.svg 75w');
    const img = container.querySelector('picture img');
    expect(img).toHaveAttribute('alt', '');
    expect(img).toHaveAttribute('sizes', '300px');
    expect(
      img
        ?.getAttribute('srcset')
        ?.split(', ')
        .map((entry) => entry.split(' ')[1]),
    ).toEqual(['75w', '145w', '285w', '570w', '1180w']);
  });

  it('renders no media from a disallowed host, and nothing for an empty card but a hidden block', () => {
    const { container } = renderCard({ article: fixture(100013), allowedImageHosts: ['cdn.other.test'] });
    expect(container.querySelector('img, video')).toBeNull();
    cleanup();
    const empty = renderCard({});
    const block = empty.container.querySelector('[data-state="empty"]');
    expect(block).toHaveAttribute('aria-hidden', 'true');
    expect(within(empty.container).queryByRole('link')).toBeNull();
  });

  it('shows the subscription price in a store context and the package of lenses', () => {
    renderCard({ article: fixture(100109), isStoreContext: true });
    const link = screen.getByRole('link', { name: 'Air Optix plus HydraGlyde' });
    expect(description(link)).toBe('3 linser Abonnementspris kr 269 På lager');
  });

  it('leaves out flags and video in the cart layout', () => {
    const { container } = renderCard({ article: fixture(100045), layout: 'cart' });
    expect(container.querySelector('video')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('sizes', '96px');
  });
});
