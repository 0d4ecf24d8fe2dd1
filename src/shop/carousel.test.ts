import { describe, expect, it } from 'vitest';
import { carouselImageSizeHint, carouselImageSizes } from './carousel';

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
