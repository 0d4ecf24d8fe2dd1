import { describe, expect, it } from 'vitest';
import { layoutSendsPageView } from './pageView';

describe('layoutSendsPageView', () => {
  it.each([
    '/',
    '/briller',
    '/briller/ray-ban',
    '/sok',
    '/min-konto/ordrer',
    '/kasse',
    '/finnes-ikke',
    '/vaar-egen-side',
  ])('counts %s from the layout', (path) => {
    expect(layoutSendsPageView(path)).toBe(true);
  });

  it('leaves the product page to send its own, with its product’s name', () => {
    expect(layoutSendsPageView('/produkt/ray-ban-rx7047-blaa')).toBe(false);
  });
});
