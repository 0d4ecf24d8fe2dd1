import { describe, expect, it } from 'vitest';
import {
  CART_BADGE_MAX,
  cartBadgeText,
  headerSearchQuery,
  isBookExamPath,
  isCurrentPath,
  showsBookExamButton,
  showsCartToggle,
} from './headerRules';

describe('cartBadgeText', () => {
  it('shows no badge for an empty cart', () => {
    expect(cartBadgeText(0)).toBeNull();
    expect(cartBadgeText(-1)).toBeNull();
    expect(cartBadgeText(Number.NaN)).toBeNull();
  });

  it('shows the count up to 9, then 9+', () => {
    expect(CART_BADGE_MAX).toBe(9);
    expect(cartBadgeText(1)).toBe('1');
    expect(cartBadgeText(9)).toBe('9');
    expect(cartBadgeText(10)).toBe('9+');
    expect(cartBadgeText(144)).toBe('9+');
  });
});

describe('showsBookExamButton', () => {
  it('shows it on ordinary pages', () => {
    expect(showsBookExamButton('/')).toBe(true);
    expect(showsBookExamButton('/briller/gucci')).toBe(true);
    expect(showsBookExamButton('/min-konto/bestill-synstest')).toBe(true);
    expect(showsBookExamButton('/bookings')).toBe(true);
  });

  it('hides it on /booking and below', () => {
    expect(showsBookExamButton('/booking')).toBe(false);
    expect(showsBookExamButton('/booking/')).toBe(false);
    expect(showsBookExamButton('/booking/steg-2')).toBe(false);
  });

  it('hides it on the book-exam page and its sub-pages, where it would link to itself', () => {
    expect(isBookExamPath('/bestill-synstest')).toBe(true);
    expect(showsBookExamButton('/bestill-synstest')).toBe(false);
    expect(showsBookExamButton('/bestill-synstest/')).toBe(false);
    expect(showsBookExamButton('/bestill-synstest/BK-1001')).toBe(false);
  });
});

describe('showsCartToggle', () => {
  it('hides the cart toggle on /checkout and below only', () => {
    expect(showsCartToggle('/')).toBe(true);
    expect(showsCartToggle('/checkouts')).toBe(true);
    expect(showsCartToggle('/checkout')).toBe(false);
    expect(showsCartToggle('/checkout/betaling')).toBe(false);
  });
});

describe('headerSearchQuery', () => {
  it('reads the query on the search page', () => {
    expect(headerSearchQuery({ pathname: '/search', search: '?q=ray-ban' })).toBe('ray-ban');
    expect(headerSearchQuery({ pathname: '/search', search: '?q=+ray+ban+&s=products' })).toBe('ray ban');
  });

  it('is empty elsewhere and without a query', () => {
    expect(headerSearchQuery({ pathname: '/briller', search: '?q=ray-ban' })).toBe('');
    expect(headerSearchQuery({ pathname: '/search', search: '' })).toBe('');
  });
});

describe('isCurrentPath', () => {
  it('compares decoded paths without query or trailing slash', () => {
    expect(isCurrentPath('/finn-butikk/', '/finn-butikk')).toBe(true);
    expect(isCurrentPath('/tilbeh%C3%B8r-briller', '/tilbehør-briller')).toBe(true);
    expect(isCurrentPath('/briller', '/briller?sort=pris')).toBe(true);
    expect(isCurrentPath('/', '/')).toBe(true);
    expect(isCurrentPath('/briller/gucci', '/briller')).toBe(false);
    expect(isCurrentPath('/%E0%A4%A', '/%E0%A4%A')).toBe(true);
  });
});
