import { describe, expect, it, vi } from 'vitest';
import { createMemoryNavigation } from '../../navigation/navigation';
import {
  NAVIGATE_FUNCTION_REQUIRED_MESSAGE,
  URL_CHANGE_LISTEN_ERROR_MESSAGE,
  createWidgetNavigator,
  type NavigationWindow,
} from './navigation';

const PAGE = 'https://shop.example/briller?fsearch_brand=x';
const SEARCH = 'https://shop.example/search?query=ray';

/** A fake window: a location that follows pushState and replaceState, and recorded page loads. */
function fakeWindow(href: string) {
  const target = new EventTarget();
  let current = new URL(href);
  const loads: { how: 'assign' | 'replace'; href: string }[] = [];
  const pushes: { how: 'push' | 'replace'; href: string }[] = [];
  const win = {
    location: {
      get href() {
        return current.href;
      },
      get origin() {
        return current.origin;
      },
      assign: (url: string) => loads.push({ how: 'assign', href: url }),
      replace: (url: string) => loads.push({ how: 'replace', href: url }),
    },
    history: {
      pushState(_data: unknown, _unused: string, url?: string | URL | null) {
        current = new URL(String(url), current);
        pushes.push({ how: 'push', href: String(url) });
      },
      replaceState(_data: unknown, _unused: string, url?: string | URL | null) {
        current = new URL(String(url), current);
        pushes.push({ how: 'replace', href: String(url) });
      },
    },
    addEventListener: (type: string, listener: () => void) => target.addEventListener(type, listener),
    removeEventListener: (type: string, listener: () => void) => target.removeEventListener(type, listener),
    dispatchEvent: (event: Event) => target.dispatchEvent(event),
  } satisfies NavigationWindow;
  return {
    win,
    loads,
    pushes,
    /** The user presses Back: the URL changes and popstate fires. */
    back(to: string) {
      current = new URL(to, current);
      target.dispatchEvent(new Event('popstate'));
    },
  };
}

describe('createWidgetNavigator', () => {
  it('opens a link in a new tab (noopener) through the URL gate, and nothing that is not http(s)', () => {
    const { win } = fakeWindow(SEARCH);
    const open = vi.fn();
    const navigator = createWidgetNavigator({ win: { ...win, open } });
    expect(navigator.openInNewTab('/briller/ray-ban')).toBe(true);
    expect(navigator.openInNewTab('https://other.example/x')).toBe(true);
    expect(navigator.openInNewTab('javascript:alert(1)')).toBe(false);
    expect(navigator.openInNewTab('http://[bad')).toBe(false);
    expect(open.mock.calls).toEqual([
      ['https://shop.example/briller/ray-ban', '_blank', 'noopener'],
      ['https://other.example/x', '_blank', 'noopener'],
    ]);
    // Without a window that can open (a server, a host window without open) nothing opens.
    expect(createWidgetNavigator({ win }).openInNewTab('/briller')).toBe(false);
  });

  it('hands client-side changes to the navigate function with replace and shallow', () => {
    const { win, loads } = fakeWindow(SEARCH);
    const navigateFunction = vi.fn();
    const navigator = createWidgetNavigator({ win, navigateFunction });
    expect(navigator.navigate('/search?query=sol')).toBe(true);
    expect(navigator.navigate('/search?query=sol2', { replace: true })).toBe(true);
    expect(navigateFunction.mock.calls).toEqual([
      ['/search?query=sol', { replace: false, shallow: true }],
      ['/search?query=sol2', { replace: true, shallow: true }],
    ]);
    // Leaving the page kind is still hard by default, even with a navigate function.
    expect(navigator.navigate('/briller')).toBe(true);
    expect(loads).toEqual([{ how: 'assign', href: 'https://shop.example/briller' }]);
    expect(navigateFunction).toHaveBeenCalledTimes(2);
  });

  it('passes forced multi-step navigations to the navigate function as not shallow', () => {
    const { win, loads } = fakeWindow(PAGE);
    const navigateFunction = vi.fn();
    createWidgetNavigator({ win, navigateFunction, forceSpa: true }).navigate('/search?query=ray');
    expect(navigateFunction).toHaveBeenCalledWith('/search?query=ray', { replace: false, shallow: false });
    expect(loads).toEqual([]);
  });

  it('uses the App Router (next/navigation): push or replace, keeping the scroll within the page kind', () => {
    const { win } = fakeWindow(SEARCH);
    const nextRouter = { push: vi.fn(), replace: vi.fn(), back: vi.fn(), refresh: vi.fn() };
    const navigator = createWidgetNavigator({ win, nextRouter });
    navigator.navigate('/search?query=a');
    navigator.navigate('/search?query=b', { replace: true });
    expect(nextRouter.push).toHaveBeenCalledWith('/search?query=a', { scroll: false });
    expect(nextRouter.replace).toHaveBeenCalledWith('/search?query=b', { scroll: false });
    createWidgetNavigator({ win, nextRouter, forceSpa: true }).navigate('/briller');
    expect(nextRouter.push).toHaveBeenLastCalledWith('/briller', { scroll: true });
  });

  it('uses the Pages Router (next/router): push or replace, with the shallow option', () => {
    const { win } = fakeWindow(SEARCH);
    const nextRouter = { asPath: '/search', push: vi.fn(), replace: vi.fn() };
    const navigator = createWidgetNavigator({ win, nextRouter });
    navigator.navigate('/search?query=a');
    navigator.navigate('/search?query=b', { replace: true });
    expect(nextRouter.push).toHaveBeenCalledWith('/search?query=a', undefined, {
      shallow: true,
      scroll: false,
    });
    expect(nextRouter.replace).toHaveBeenCalledWith('/search?query=b', undefined, {
      shallow: true,
      scroll: false,
    });
    createWidgetNavigator({ win, nextRouter, forceSpa: true }).navigate('/briller');
    expect(nextRouter.push).toHaveBeenLastCalledWith('/briller', undefined, { shallow: false, scroll: true });
  });

  it('leaves modified clicks to the browser and reports them as not handled', () => {
    const { win, loads } = fakeWindow(SEARCH);
    const navigateFunction = vi.fn();
    const navigator = createWidgetNavigator({ win, navigateFunction });
    expect(navigator.navigate('/search?query=x', { event: { button: 0, ctrlKey: true } })).toBe(false);
    expect(navigator.navigate('/search?query=x', { event: { button: 1 } })).toBe(false);
    expect(navigator.navigate('javascript:alert(1)')).toBe(false);
    expect(navigateFunction).not.toHaveBeenCalled();
    expect(loads).toEqual([]);
  });

  it('loads another origin in full even with a router and SPA forced', () => {
    const { win, loads } = fakeWindow(SEARCH);
    const navigateFunction = vi.fn();
    const navigator = createWidgetNavigator({ win, navigateFunction, forceSpa: true });
    expect(navigator.navigate('https://other.example/x', { replace: true })).toBe(true);
    expect(loads).toEqual([{ how: 'replace', href: 'https://other.example/x' }]);
    expect(navigateFunction).not.toHaveBeenCalled();
  });

  it('finds Next.js on the page when the host passes nothing: the App Router, then the Pages Router (issue #34)', () => {
    const { win, loads } = fakeWindow(SEARCH);
    const reportError = vi.fn();
    const navigator = createWidgetNavigator({ win, reportError });
    // Next.js puts its router on window.next.router after hydration: read at each navigation.
    const appRouter = { push: vi.fn(), replace: vi.fn() };
    Object.assign(win, { next: { router: appRouter } });
    navigator.navigate('/search?query=a');
    expect(appRouter.push).toHaveBeenCalledWith('/search?query=a', { scroll: false });
    const pagesRouter = { asPath: '/search', push: vi.fn(), replace: vi.fn() };
    Object.assign(win, { next: { router: pagesRouter } });
    navigator.navigate('/search?query=b', { replace: true });
    expect(pagesRouter.replace).toHaveBeenCalledWith('/search?query=b', undefined, {
      shallow: true,
      scroll: false,
    });
    // Leaving the page kind is still a page load, as with a router the host passed.
    navigator.navigate('/briller');
    expect(loads).toEqual([{ how: 'assign', href: 'https://shop.example/briller' }]);
    expect(reportError).not.toHaveBeenCalled();
  });

  it('takes no router from a window.next without push and replace', () => {
    const { win, loads } = fakeWindow(SEARCH);
    Object.assign(win, { next: { router: { asPath: '/search' } } });
    const reportError = vi.fn();
    createWidgetNavigator({ win, reportError }).navigate('/search?query=a');
    expect(loads).toEqual([{ how: 'assign', href: 'https://shop.example/search?query=a' }]);
    expect(reportError.mock.calls[0]?.[0]).toEqual(new Error(NAVIGATE_FUNCTION_REQUIRED_MESSAGE));
  });

  it('without a router or Next.js: reports the missing navigate function once and loads the page', () => {
    const { win, loads, pushes } = fakeWindow(SEARCH);
    const reportError = vi.fn();
    const navigator = createWidgetNavigator({ win, reportError });
    navigator.navigate('/search?query=a');
    navigator.navigate('/search?query=b');
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(reportError.mock.calls[0]?.[0]).toEqual(new Error(NAVIGATE_FUNCTION_REQUIRED_MESSAGE));
    expect(loads).toEqual([
      { how: 'assign', href: 'https://shop.example/search?query=a' },
      { how: 'assign', href: 'https://shop.example/search?query=b' },
    ]);
    expect(pushes).toEqual([]);
  });

  it('without a router, a multi-step navigation is an ordinary hard one (nothing reported)', () => {
    const { win, loads } = fakeWindow(PAGE);
    const reportError = vi.fn();
    createWidgetNavigator({ win, reportError }).navigate('/search?query=ray');
    expect(loads).toEqual([{ how: 'assign', href: 'https://shop.example/search?query=ray' }]);
    expect(reportError).not.toHaveBeenCalled();
  });

  it('with SPA forced and no router, drives browser history and notifies listeners', () => {
    const { win, loads, pushes } = fakeWindow(PAGE);
    const reportError = vi.fn();
    const navigator = createWidgetNavigator({ win, forceSpa: true, reportError });
    const listener = vi.fn();
    const off = navigator.subscribeLocation(listener);
    navigator.navigate('/search?query=ray');
    navigator.navigate('/search?query=sol', { replace: true });
    expect(pushes).toEqual([
      { how: 'push', href: '/search?query=ray' },
      { how: 'replace', href: '/search?query=sol' },
    ]);
    expect(loads).toEqual([]);
    expect(reportError).not.toHaveBeenCalled();
    expect(listener).toHaveBeenCalled();
    expect(navigator.getLocation()).toEqual({
      pathname: '/search',
      search: '?query=sol',
      href: 'https://shop.example/search?query=sol',
    });
    off();
  });

  it('goes through the navigation adapter, forcing SPA by default, and reads its location', () => {
    const { win, loads } = fakeWindow('https://shop.example/');
    const navigation = createMemoryNavigation('/briller');
    const spy = vi.spyOn(navigation, 'navigate');
    const navigator = createWidgetNavigator({ win, navigation });
    const listener = vi.fn();
    navigator.subscribeLocation(listener);
    expect(navigator.getLocation()).toEqual({
      pathname: '/briller',
      search: '',
      href: 'https://shop.example/briller',
    });
    navigator.navigate('/briller?fbrand=1');
    navigator.navigate('/search?query=ray');
    expect(spy.mock.calls).toEqual([
      ['/briller?fbrand=1', { replace: false, scroll: true }],
      ['/search?query=ray', { replace: false, scroll: false }],
    ]);
    expect(navigator.getLocation().href).toBe('https://shop.example/search?query=ray');
    expect(listener).toHaveBeenCalledTimes(2);
    expect(loads).toEqual([]);
    // Unless told otherwise: then leaving the page kind loads the page.
    createWidgetNavigator({ win, navigation, forceSpa: false }).navigate('/briller');
    expect(loads).toEqual([{ how: 'assign', href: 'https://shop.example/briller' }]);
  });

  it('notices URL changes a host router makes through history, and Back', () => {
    const { win } = fakeWindow(SEARCH);
    const navigator = createWidgetNavigator({ win, navigateFunction: vi.fn() });
    const listener = vi.fn();
    const off = navigator.subscribeLocation(listener);
    const before = navigator.getLocation();
    expect(navigator.getLocation()).toBe(before);
    win.history.pushState(null, '', '/search?query=host');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(navigator.getLocation()).toEqual({
      pathname: '/search',
      search: '?query=host',
      href: 'https://shop.example/search?query=host',
    });
    win.history.replaceState(null, '', '/search?query=host2');
    expect(listener).toHaveBeenCalledTimes(2);
    off();
    win.history.pushState(null, '', '/x');
    expect(listener).toHaveBeenCalledTimes(2);

    const back = fakeWindow(SEARCH);
    const other = createWidgetNavigator({ win: back.win, navigateFunction: vi.fn() });
    const onBack = vi.fn();
    other.subscribeLocation(onBack);
    back.back('/search?query=old');
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(other.getLocation().search).toBe('?query=old');
  });

  it('wraps a history once however many navigators listen', () => {
    const { win } = fakeWindow(SEARCH);
    const a = vi.fn();
    const b = vi.fn();
    createWidgetNavigator({ win, navigateFunction: vi.fn() }).subscribeLocation(a);
    createWidgetNavigator({ win, navigateFunction: vi.fn() }).subscribeLocation(b);
    win.history.pushState(null, '', '/search?query=z');
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(1);
  });

  it("logs 'Error listening to URL change' when history cannot be wrapped, and still hears Back", () => {
    const { win, back } = fakeWindow(SEARCH);
    Object.freeze(win.history);
    const reportError = vi.fn();
    const navigator = createWidgetNavigator({ win, navigateFunction: vi.fn(), reportError });
    const listener = vi.fn();
    navigator.subscribeLocation(listener);
    expect(reportError).toHaveBeenCalledTimes(1);
    expect((reportError.mock.calls[0]?.[0] as Error).message).toBe(URL_CHANGE_LISTEN_ERROR_MESSAGE);
    back('/search?query=old');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('does nothing without a window (server) and reads the root', () => {
    const navigateFunction = vi.fn();
    const navigator = createWidgetNavigator({});
    expect(navigator.getLocation()).toEqual({ pathname: '/', search: '', href: 'http://localhost/' });
    expect(navigator.navigate('/search')).toBe(false);
    expect(navigator.subscribeLocation(() => undefined)).toBeTypeOf('function');
    createWidgetNavigator({ navigateFunction }).navigate('/?query=x');
    expect(navigateFunction).toHaveBeenCalledWith('/?query=x', { replace: false, shallow: true });
  });
});
