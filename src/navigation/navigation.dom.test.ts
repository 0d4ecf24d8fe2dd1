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

describe('leave guards', () => {
  it('the memory adapter asks every guard before a move and before Back, and stays on a no', () => {
    const nav = createMemoryNavigation('/bestill-synstest');
    const asked: string[] = [];
    let answer = false;
    const release = nav.block((to) => {
      asked.push(to);
      return answer;
    });
    nav.navigate('/briller');
    expect(nav.getLocation().pathname).toBe('/bestill-synstest');
    nav.navigate('/bestill-synstest#main');
    expect(nav.getLocation().hash).toBe('#main');
    expect(asked).toEqual(['/briller']);
    answer = true;
    nav.navigate('/briller');
    nav.block(() => false);
    nav.back();
    expect(nav.getLocation().pathname).toBe('/briller');
    release();
    expect(nav.history).toEqual(['/bestill-synstest', '/bestill-synstest#main', '/briller']);
  });

  it('the browser adapter refuses its own navigation and undoes a refused Back', () => {
    const nav = createBrowserNavigation(window);
    nav.navigate('/start');
    nav.navigate('/bestill-synstest');
    const seen: string[] = [];
    const off = nav.subscribe((location) => seen.push(location.pathname));
    const guard = vi.fn(() => false);
    const release = nav.block(guard);

    nav.navigate('/briller');
    expect(window.location.pathname).toBe('/bestill-synstest');
    expect(guard).toHaveBeenLastCalledWith('/briller');

    // What the browser does on Back: the address changes first, then popstate.
    window.history.replaceState(null, '', '/start');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(guard).toHaveBeenLastCalledWith('/start');
    expect(window.location.pathname).toBe('/bestill-synstest');
    expect(seen).toEqual([]);

    release();
    window.history.replaceState(null, '', '/start');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(seen).toEqual(['/start']);
    expect(guard).toHaveBeenCalledTimes(2);
    off();
  });

  it('asks once for a Back however many adapters listen, and never for a move within the page', () => {
    const shop = createBrowserNavigation(window);
    const widget = createBrowserNavigation(window);
    shop.navigate('/sjekkut');
    const offs = [shop.subscribe(() => undefined), widget.subscribe(() => undefined)];
    const guard = vi.fn(() => true);
    const release = shop.block(guard);
    window.history.replaceState(null, '', '/sjekkut#main');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(guard).not.toHaveBeenCalled();
    window.history.replaceState(null, '', '/handlekurv');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(guard).toHaveBeenCalledTimes(1);
    widget.navigate('/briller');
    expect(guard).toHaveBeenLastCalledWith('/briller');
    release();
    for (const off of offs) off();
  });
});
