import { describe, expect, it } from 'vitest';
import { DEMO_CARTS, mockCartFromUrl } from './mockCart';

describe('mockCartFromUrl', () => {
  it('starts a first visit with an empty cart', () => {
    expect(mockCartFromUrl('')).toBe('empty');
    expect(DEMO_CARTS[mockCartFromUrl('')]).toEqual([]);
  });

  it('starts a named cart only when the address asks for it', () => {
    expect(mockCartFromUrl('?mockCart=usual')).toBe('usual');
    expect(mockCartFromUrl('?previewCart=1&mockCart=glasses')).toBe('glasses');
    expect(mockCartFromUrl('?mockCart=lenses')).toBe('lenses');
    expect(DEMO_CARTS.usual.length).toBeGreaterThan(0);
  });

  it('gives the usual lenses their strength, and the lens cart a line without one for checkout to ask for', () => {
    expect(DEMO_CARTS.usual.every((line) => line.skuId !== '100097-1' || line.prescription)).toBe(true);
    expect(DEMO_CARTS.lenses).toEqual([{ skuId: '100097-1', quantity: 2 }]);
  });

  it('treats an unknown or malformed name as a first visit', () => {
    expect(mockCartFromUrl('?mockCart=everything')).toBe('empty');
    expect(mockCartFromUrl('?mockCart=')).toBe('empty');
    expect(mockCartFromUrl('?mockCart=USUAL')).toBe('empty');
  });
});
