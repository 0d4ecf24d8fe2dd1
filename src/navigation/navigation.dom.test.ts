import { describe, expect, it, vi } from 'vitest';
import {
  createBrowserNavigation,
  createMemoryNavigation,
  isModifiedClick,
  shouldNavigateClientSide,
} from './navigation';

describe('shouldNavigateClientSide', () => {
  const page = 'https://shop.example/briller';
  it('takes a plain click on a same-origin path', () => {
    expect(shouldNavigateClientSide({ button: 0 }, '/briller/gucci', page)).toBe(true);
  });
  it.each([
    [{ button: 1 }, 'middle click'],
    [{ button: 0, ctrlKey: true }, 'ctrl click'],
    [{ button: 0, metaKey: true }, 'meta click'],
    [{ button: 0, shiftKey: true }, 'shift click'],
    [{ button: 0, defaultPrevented: true }, 'an already handled click'],
  ])('leaves %o (%s) to the browser', (event, _label) => {
    expect(shouldNavigateClientSide(event, '/briller/gucci', page)).toBe(false);
  });
  it('never takes another origin, a new-tab target, a download or a javascript: URL', () => {
    expect(shouldNavigateClientSide({ button: 0 }, 'https://other.example/x', page)).toBe(false);
    expect(shouldNavigateClientSide({ button: 0 }, '/x', page, '_blank')).toBe(false);
    expect(shouldNavigateClientSide({ button: 0 }, '/x.pdf', page, null, true)).toBe(false);
    expect(shouldNavigateClientSide({ button: 0 }, 'javascript:alert(1)', page)).toBe(false);
  });
  it('treats only button 0 without modifiers as unmodified', () => {
    expect(isModifiedClick({ button: 0 })).toBe(false);
    expect(isModifiedClick({ button: 2 })).toBe(true);
  });
});

describe('createBrowserNavigation', () => {
  it('pushes, replaces and notifies subscribers', () => {
    const nav = createBrowserNavigation(window);
    const seen: string[] = [];
    const off = nav.subscribe((loc) => seen.push(loc.pathname + loc.search));
    nav.navigate('/briller?sort=price');
    expect(window.location.pathname).toBe('/briller');
    const length = window.history.length;
    nav.navigate('/solbriller', { replace: true });
    expect(window.history.length).toBe(length);
    off();
    nav.navigate('/kontaktlinser');
    expect(seen).toEqual(['/briller?sort=price', '/solbriller']);
    expect(nav.getLocation().pathname).toBe('/kontaktlinser');
  });
  it('hands another origin to a full page load', () => {
    const assign = vi.fn();
    const fake = {
      location: { href: 'https://shop.example/', origin: 'https://shop.example', assign },
    } as unknown as Window;
    createBrowserNavigation(fake).navigate('https://elsewhere.example/x');
    expect(assign).toHaveBeenCalledWith('https://elsewhere.example/x');
  });
});

describe('createMemoryNavigation', () => {
  it('keeps a history stack without touching window', () => {
    const nav = createMemoryNavigation('/start');
    nav.navigate('/a?x=1#h');
    nav.navigate('/b', { replace: true });
    expect(nav.history).toEqual(['/start', '/b']);
    expect(nav.getLocation()).toEqual({ pathname: '/b', search: '', hash: '' });
  });
});
