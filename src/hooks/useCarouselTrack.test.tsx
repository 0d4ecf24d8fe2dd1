import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAROUSEL_RESIZE_DEBOUNCE_MS } from '../utils/carousel';
import { useCarouselTrack } from './useCarouselTrack';

/** The ResizeObserver callbacks of the rendered carousel, to fire as a dragged window would. */
let resizeCallbacks: Array<() => void> = [];

class FakeResizeObserver {
  constructor(private readonly callback: () => void) {}
  observe() {
    resizeCallbacks.push(this.callback);
  }
  disconnect() {
    resizeCallbacks = resizeCallbacks.filter((callback) => callback !== this.callback);
  }
  unobserve() {}
}

const ITEMS = [0, 1, 2, 3];
const describePosition = ({ first, last, count }: { first: number; last: number; count: number }) =>
  `${first + 1}–${last + 1} av ${count}`;

/** Four 200 px items in a track whose width the test sets, as a layout would. */
function Carousel() {
  const items = ITEMS;
  const { trackRef, nextRef, position } = useCarouselTrack({
    count: items.length,
    children: items,
    isBusy: false,
    describePosition,
  });
  return (
    <>
      <ul ref={trackRef} data-testid="track">
        {items.map((item) => (
          <li key={item} data-left={item * 200}>
            {item}
          </li>
        ))}
      </ul>
      <button ref={nextRef} disabled={position.atEnd}>
        Neste
      </button>
    </>
  );
}

/** Gives the track and its items the geometry of a track `width` px wide. */
function layOut(width: number) {
  const track = screen.getByTestId('track');
  Object.defineProperties(track, {
    clientWidth: { configurable: true, get: () => width },
    scrollWidth: { configurable: true, get: () => Math.max(width, 800) },
    scrollLeft: { configurable: true, get: () => 0 },
  });
  for (const item of Array.from(track.children) as HTMLElement[]) {
    Object.defineProperties(item, {
      offsetLeft: { configurable: true, get: () => Number(item.dataset.left) },
      offsetWidth: { configurable: true, get: () => 200 },
    });
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  resizeCallbacks = [];
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useCarouselTrack on resize', () => {
  it('measures at a resize’s first callback, then once its callbacks have stopped for 250 ms', () => {
    expect(CAROUSEL_RESIZE_DEBOUNCE_MS).toBe(250); // shop spec: resize debounce 250 ms
    render(<Carousel />);
    const next = screen.getByRole('button', { name: 'Neste' });
    const resize = () => act(() => resizeCallbacks.forEach((callback) => callback()));

    // The first callback measures at once: half the items fit, so there is a next page.
    layOut(400);
    resize();
    expect(next).toBeEnabled();

    // The window is dragged on, wider: every item fits. Its later callbacks wait.
    act(() => vi.advanceTimersByTime(100));
    layOut(800);
    resize();
    act(() => vi.advanceTimersByTime(100));
    resize();
    act(() => vi.advanceTimersByTime(CAROUSEL_RESIZE_DEBOUNCE_MS - 1));
    expect(next).toBeEnabled();
    act(() => vi.advanceTimersByTime(1));
    expect(next).toBeDisabled();

    // A later resize, on its own, measures at once again.
    layOut(400);
    resize();
    expect(next).toBeEnabled();
  });

  it('drops a pending measurement when the carousel goes away', () => {
    const { unmount } = render(<Carousel />);
    layOut(800);
    act(() => resizeCallbacks.forEach((callback) => callback()));
    unmount();
    expect(resizeCallbacks).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
