import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryNavigation } from '../../../navigation/navigation';
import { GlimtProvider } from '../../../shop/GlimtProvider';
import { ProductCarousel, type ProductCarouselProps } from './ProductCarousel';

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
