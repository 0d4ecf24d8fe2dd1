import { describe, expect, it } from 'vitest';
import { nb } from '../i18n/nb';
import { createTranslator } from '../i18n/translate';
import {
  CART_BADGE_MAX,
  accountLinkHref,
  accountLinkLabel,
  cartToggleLabel,
  cartBadgeText,
  headerSearchQuery,
  isBookExamPath,
  isCurrentPath,
  showsBookExamButton,
  showsCartToggle,
  SCROLL_FOLD_THRESHOLD,
  nextScrollFold,
  type ScrollFoldState,
} from './header';

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

const start: ScrollFoldState = { folded: false, lastY: 0 };

function run(positions: number[], threshold?: number): boolean[] {
  let state = start;
  return positions.map((y) => {
    state = nextScrollFold(state, y, threshold);
    return state.folded;
  });
}

describe('nextScrollFold', () => {
  it('folds only when scrolling down past 50 px', () => {
    expect(SCROLL_FOLD_THRESHOLD).toBe(50);
    expect(run([10, 30, 50])).toEqual([false, false, false]);
    expect(run([10, 51])).toEqual([false, true]);
    expect(run([200])).toEqual([true]);
  });

  it('unfolds on any scroll up and stays unfolded while going up', () => {
    expect(run([100, 300, 299, 250, 400])).toEqual([true, true, false, false, true]);
  });

  it('always unfolds at or above the threshold', () => {
    expect(run([300, 320, 40])).toEqual([true, true, false]);
  });

  it('keeps the state when the position does not change', () => {
    const folded = { folded: true, lastY: 300 };
    expect(nextScrollFold(folded, 300)).toBe(folded);
  });

  it('treats overscroll bounce as the top and ignores non-numbers', () => {
    expect(nextScrollFold({ folded: true, lastY: 300 }, -40)).toEqual({ folded: false, lastY: 0 });
    expect(nextScrollFold({ folded: true, lastY: 300 }, Number.NaN)).toEqual({ folded: true, lastY: 300 });
  });

  it('takes another threshold', () => {
    expect(run([80, 120], 100)).toEqual([false, true]);
  });
});

const t = createTranslator(nb);

describe('cartToggleLabel', () => {
  it('says the real count, past the badge limit', () => {
    expect(cartToggleLabel(0, t)).toBe('Handlekurv, ingen varer');
    expect(cartToggleLabel(-2, t)).toBe('Handlekurv, ingen varer');
    expect(cartToggleLabel(1, t)).toBe('Handlekurv, 1 vare');
    expect(cartToggleLabel(12, t)).toBe('Handlekurv, 12 varer');
  });
});

describe('accountLinkHref', () => {
  it('opens the store tools for a signed-in store user, otherwise "Min side"', () => {
    expect(accountLinkHref({ user: { name: 'Glimt Majorstuen' }, isStoreUser: true })).toBe(
      '/butikk-verktoy',
    );
    expect(accountLinkHref({ user: { name: 'Kari Nordmann' }, isStoreUser: false })).toBe('/min-konto');
    expect(accountLinkHref({ user: null, isStoreUser: false })).toBe('/min-konto');
    expect(accountLinkHref({ user: undefined, isStoreUser: true })).toBe('/min-konto');
  });
});

describe('accountLinkLabel', () => {
  it('names the store for a store user, otherwise "Min side"', () => {
    expect(accountLinkLabel({ user: { name: 'Glimt Majorstuen' }, isStoreUser: true }, t)).toBe(
      'Glimt Majorstuen',
    );
    expect(accountLinkLabel({ user: { name: 'Kari Nordmann' }, isStoreUser: false }, t)).toBe('Min side');
    expect(accountLinkLabel({ user: null, isStoreUser: false }, t)).toBe('Min side');
    expect(accountLinkLabel({ user: undefined, isStoreUser: true }, t)).toBe('Min side');
  });
});
