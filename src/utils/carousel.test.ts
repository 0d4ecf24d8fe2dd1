import { describe, expect, it } from 'vitest';
import {
  getCarouselPosition,
  initialCarouselPosition,
  nextCarouselIndex,
  previousCarouselIndex,
  sameCarouselPosition,
  type CarouselItemBox,
} from './carousel';

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

describe('carousel paging', () => {
  it('starts with every item in view, at both ends', () => {
    expect(initialCarouselPosition(12)).toEqual({
      first: 1,
      last: 12,
      count: 12,
      atStart: true,
      atEnd: true,
    });
    expect(initialCarouselPosition(0)).toEqual({ first: 0, last: 0, count: 0, atStart: true, atEnd: true });
  });

  it('compares positions field by field', () => {
    const position = initialCarouselPosition(4);
    expect(sameCarouselPosition(position, { ...position })).toBe(true);
    expect(sameCarouselPosition(position, { ...position, atEnd: false })).toBe(false);
  });

  it('pages forward to the first item after the view, the last item at most', () => {
    expect(nextCarouselIndex({ last: 4, count: 12 })).toBe(4);
    expect(nextCarouselIndex({ last: 12, count: 12 })).toBe(11);
    expect(nextCarouselIndex({ last: 0, count: 0 })).toBe(0);
  });

  it('pages back by one view, to the start at least', () => {
    expect(previousCarouselIndex({ first: 9, last: 12 })).toBe(4);
    expect(previousCarouselIndex({ first: 3, last: 6 })).toBe(0);
    expect(previousCarouselIndex({ first: 2, last: 1 })).toBe(0);
  });
});
