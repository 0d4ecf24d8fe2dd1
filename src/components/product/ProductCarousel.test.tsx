import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryNavigation } from '../../navigation/navigation';
import { GlimtProvider } from '../../shop/GlimtProvider';
import {
  ProductCarousel,
  carouselImageSizeHint,
  carouselImageSizes,
  getCarouselPosition,
  type CarouselItemBox,
  type ProductCarouselProps,
} from './ProductCarousel';

/** `count` items of `width` px with `gap` px between them, after a 4 px gutter. */
function row(count: number, width: number, gap: number): CarouselItemBox[] {
  return Array.from({ length: count }, (_, index) => ({ left: 4 + index * (width + gap), width }));
}

describe('getCarouselPosition', () => {
  // 12 items of 100 px, 20 px apart: 4 fit in a 468 px view (4 + 4 * 100 + 3 * 20 + 4).
  const items = row(12, 100, 20);
  const scrollWidth = 4 + 12 * 100 + 11 * 20 + 4;

  it('is at the start with the first four in view', () => {
    expect(getCarouselPosition({ scrollLeft: 0, clientWidth: 468, scrollWidth, items })).toEqual({
      first: 1,
      last: 4,
      count: 12,
      atStart: true,
      atEnd: false,
    });
  });

  it('counts only fully visible items, with a little slack for sub-pixel layout', () => {
    expect(getCarouselPosition({ scrollLeft: 480, clientWidth: 468, scrollWidth, items })).toMatchObject({
      first: 5,
      last: 8,
      atStart: false,
      atEnd: false,
    });
    // Half-way between two pages only the whole items count.
    expect(getCarouselPosition({ scrollLeft: 540, clientWidth: 468, scrollWidth, items })).toMatchObject({
      first: 6,
      last: 8,
    });
    expect(getCarouselPosition({ scrollLeft: 478.6, clientWidth: 468, scrollWidth, items })).toMatchObject({
      first: 5,
      last: 8,
    });
  });

  it('is at the end when scrolled as far as it goes', () => {
    const end = scrollWidth - 468;
    expect(getCarouselPosition({ scrollLeft: end, clientWidth: 468, scrollWidth, items })).toEqual({
      first: 9,
      last: 12,
      count: 12,
      atStart: false,
      atEnd: true,
    });
    expect(getCarouselPosition({ scrollLeft: end - 1, clientWidth: 468, scrollWidth, items }).atEnd).toBe(
      true,
    );
  });

  it('is at both ends when everything fits', () => {
    const few = row(3, 100, 20);
    expect(getCarouselPosition({ scrollLeft: 0, clientWidth: 468, scrollWidth: 468, items: few })).toEqual({
      first: 1,
      last: 3,
      count: 3,
      atStart: true,
      atEnd: true,
    });
  });

  it('falls back to partly visible items when none fits whole, and to 0 without items', () => {
    const wide = row(3, 600, 20);
    expect(
      getCarouselPosition({ scrollLeft: 300, clientWidth: 400, scrollWidth: 1848, items: wide }),
    ).toMatchObject({ first: 1, last: 2 });
    expect(getCarouselPosition({ scrollLeft: 0, clientWidth: 400, scrollWidth: 400, items: [] })).toEqual({
      first: 0,
      last: 0,
      count: 0,
      atStart: true,
      atEnd: true,
    });
  });
});

describe('carousel image size hint', () => {
  it('is min(number of articles - 1, 4), at least 1', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 16].map(carouselImageSizeHint)).toEqual([1, 1, 1, 2, 3, 4, 4, 4]);
    expect(carouselImageSizeHint(Number.NaN)).toBe(1);
  });

  it('gives the sizes attribute: the layout columns, capped by the hint', () => {
    expect(carouselImageSizes(12)).toBe('(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw');
    expect(carouselImageSizes(4)).toBe('(min-width: 1024px) 33vw, (min-width: 768px) 33vw, 50vw');
    expect(carouselImageSizes(3)).toBe('(min-width: 1024px) 50vw, (min-width: 768px) 50vw, 50vw');
    expect(carouselImageSizes(2)).toBe('(min-width: 1024px) 100vw, (min-width: 768px) 100vw, 100vw');
  });
});

function renderCarousel(props: Partial<ProductCarouselProps> = {}, count = 12) {
  return render(
    <GlimtProvider navigation={createMemoryNavigation('/')} globalStyle={false}>
      <ProductCarousel title="Du vil kanskje også like" {...props}>
        {props.children ??
          Array.from({ length: count }, (_, index) => (
            <a key={index} href={`/produkt/${index + 1}`}>
              Produkt {index + 1}
            </a>
          ))}
      </ProductCarousel>
    </GlimtProvider>,
  );
}

/**
 * Gives the list and its items a layout (jsdom has none): items of 100 px, 20 px apart, after the
 * 8 px focus gutter; 4 of them fill the 476 px view.
 */
function layOut(list: HTMLElement, scrollTo: (left: number) => void) {
  const items = Array.from(list.children) as HTMLElement[];
  let scrollLeft = 0;
  Object.defineProperties(list, {
    clientWidth: { configurable: true, get: () => 476 },
    scrollWidth: { configurable: true, get: () => 16 + items.length * 100 + (items.length - 1) * 20 },
    scrollLeft: {
      configurable: true,
      get: () => scrollLeft,
      set: (value: number) => {
        scrollLeft = value;
      },
    },
    scrollTo: {
      configurable: true,
      value: ({ left }: ScrollToOptions) => {
        scrollLeft = left ?? 0;
        scrollTo(scrollLeft);
      },
    },
  });
  items.forEach((item, index) => {
    Object.defineProperties(item, {
      offsetLeft: { configurable: true, get: () => 8 + index * 120 },
      offsetWidth: { configurable: true, get: () => 100 },
    });
  });
}

describe('ProductCarousel', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('is a labelled region with a heading, two buttons and a list of the items', () => {
    renderCarousel({ headingLevel: 3 });
    const region = screen.getByRole('region', { name: 'Du vil kanskje også like' });
    expect(region).toHaveAttribute('aria-roledescription', 'karusell');
    expect(within(region).getByRole('heading', { level: 3, name: 'Du vil kanskje også like' })).toBeVisible();
    expect(within(region).getAllByRole('listitem')).toHaveLength(12);
    expect(within(region).getByRole('button', { name: 'Vis forrige produkter' })).toBeDisabled();
    // Nothing is announced on load.
    expect(region.querySelector('[aria-live="polite"]')).toHaveTextContent('');
  });

  it('pages with the buttons, disables them at the ends and announces where it is once scrolling settles', () => {
    vi.useFakeTimers();
    renderCarousel();
    const list = screen.getByRole('list');
    const scrolled: number[] = [];
    layOut(list, (left) => scrolled.push(left));
    const prev = screen.getByRole('button', { name: 'Vis forrige produkter' });
    const next = screen.getByRole('button', { name: 'Vis neste produkter' });
    const live = screen.getByRole('region').querySelector('[aria-live="polite"]');

    act(() => {
      fireEvent.scroll(list);
      vi.advanceTimersByTime(200);
    });
    expect(prev).toBeDisabled();
    expect(next).toBeEnabled();

    act(() => {
      fireEvent.click(next);
    });
    expect(scrolled).toEqual([480]);
    act(() => {
      fireEvent.scroll(list);
      vi.advanceTimersByTime(200);
    });
    expect(prev).toBeEnabled();
    expect(live).toHaveTextContent('Viser 5–8 av 12');

    act(() => {
      fireEvent.click(next);
      fireEvent.scroll(list);
      vi.advanceTimersByTime(200);
    });
    expect(scrolled).toEqual([480, 960]);
    expect(next).toBeDisabled();
    expect(live).toHaveTextContent('Viser 9–12 av 12');

    act(() => {
      fireEvent.click(prev);
      fireEvent.scroll(list);
      vi.advanceTimersByTime(200);
    });
    expect(scrolled).toEqual([480, 960, 480]);
    expect(live).toHaveTextContent('Viser 5–8 av 12');
  });

  it('makes the list a tab stop only when its items have nothing focusable', () => {
    renderCarousel({ children: ['Første', 'Andre'] });
    expect(screen.getByRole('list')).toHaveAttribute('tabindex', '0');
    cleanup();
    renderCarousel();
    expect(screen.getByRole('list')).not.toHaveAttribute('tabindex');
  });

  it('says it is busy and keeps both buttons disabled while loading', () => {
    renderCarousel({ isBusy: true });
    expect(screen.getByRole('region')).toHaveAttribute('aria-busy', 'true');
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
  });
});
