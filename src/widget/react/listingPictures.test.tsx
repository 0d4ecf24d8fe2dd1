import { act, fireEvent, render } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { glimtTheme } from '../../theme/theme';
import { LEAD_PICTURES_WAIT_MS } from '../core/listing/leadPictures';
import { createWidgetTranslator } from '../core/i18n';
import { widgetImage } from '../core/images';
import { ListingPictureOrder } from './listingPictures';
import { ProductCardTemplate, type ProductCardData } from './ProductCardTemplate';

const props = {
  placement: 'listing' as const,
  t: createWidgetTranslator(),
  formatPrice: () => '',
  // The gate's answer without an image service, on the test's own host.
  getImage: (src: string | null | undefined) =>
    widgetImage(src, [], { allowedHosts: ['cdn.test'] }, { reportError: () => undefined }),
};

const card = (id: number, picture = true): ProductCardData => ({
  product_id: String(id),
  title: `Produkt ${id}`,
  image_url: picture ? `https://cdn.test/${id}.svg` : null,
});

function Grid({ cards }: { cards: readonly ProductCardData[] }) {
  return (
    <ThemeProvider theme={glimtTheme}>
      <ListingPictureOrder cardCount={cards.length}>
        {cards.map((display, index) => (
          <ProductCardTemplate key={display.product_id} {...props} display={display} index={index} />
        ))}
      </ListingPictureOrder>
    </ThemeProvider>
  );
}

const pictures = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('img'), (img) => img.getAttribute('src'));

afterEach(() => vi.useRealTimers());

describe('ListingPictureOrder', () => {
  it('asks for the first four pictures, then for the rest once those have loaded or failed', () => {
    const cards = Array.from({ length: 8 }, (_, index) => card(index));
    const { container } = render(<Grid cards={cards} />);
    expect(pictures(container)).toEqual([0, 1, 2, 3].map((id) => `https://cdn.test/${id}.svg`));
    // The held-back cards keep their frame: nothing moves when their pictures come.
    expect(container.querySelectorAll('span > img').length).toBe(4);
    const [first, second, third, fourth] = Array.from(container.querySelectorAll('img'));
    fireEvent.load(first!);
    fireEvent.load(second!);
    fireEvent.error(third!);
    expect(pictures(container)).toHaveLength(3);
    fireEvent.load(fourth!);
    expect(pictures(container)).toEqual(
      [0, 1, 3, 4, 5, 6, 7].map((id) => `https://cdn.test/${id}.svg`), // the failed one shows its stage
    );
  });

  it('counts a lead card without a picture as done', () => {
    const cards = [card(0), card(1, false), card(2), card(3), card(4)];
    const { container } = render(<Grid cards={cards} />);
    for (const img of container.querySelectorAll('img')) fireEvent.load(img);
    expect(pictures(container)).toContain('https://cdn.test/4.svg');
  });

  it('lets the rest load after the wait when a lead picture never answers', () => {
    vi.useFakeTimers();
    const cards = Array.from({ length: 6 }, (_, index) => card(index));
    const { container } = render(<Grid cards={cards} />);
    act(() => vi.advanceTimersByTime(LEAD_PICTURES_WAIT_MS - 1));
    expect(pictures(container)).toHaveLength(4);
    act(() => vi.advanceTimersByTime(1));
    expect(pictures(container)).toHaveLength(6);
  });

  it('starts once the first cards are shown, not while the grid is still empty', () => {
    vi.useFakeTimers();
    const { container, rerender } = render(<Grid cards={[]} />);
    act(() => vi.advanceTimersByTime(LEAD_PICTURES_WAIT_MS * 2));
    rerender(<Grid cards={Array.from({ length: 6 }, (_, index) => card(index))} />);
    expect(pictures(container)).toHaveLength(4);
  });

  it('leaves a card outside a listing grid alone', () => {
    const { container } = render(
      <ThemeProvider theme={glimtTheme}>
        <ProductCardTemplate {...props} display={card(9)} index={9} />
      </ThemeProvider>,
    );
    expect(pictures(container)).toEqual(['https://cdn.test/9.svg']);
  });
});
