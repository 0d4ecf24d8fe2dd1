import { afterEach, describe, expect, it, vi } from 'vitest';
import { SCRIPT_URLS } from '../mocks/hostile/payloads';
import { createBrowserNavigation, createMemoryNavigation } from './navigation';

afterEach(() => vi.restoreAllMocks());

function fakeWindow() {
  const assign = vi.fn();
  const pushState = vi.fn();
  const win = {
    location: {
      href: 'https://shop.example/briller',
      origin: 'https://shop.example',
      assign,
      pathname: '/briller',
      search: '',
      hash: '',
    },
    history: { pushState, replaceState: vi.fn() },
    scrollTo: vi.fn(),
    dispatchEvent: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  };
  return { win: win as unknown as Window, assign, pushState };
}

describe('the navigation adapters refuse unsafe schemes themselves', () => {
  it.each(SCRIPT_URLS)('browser adapter refuses %j with one warning', (href) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { win, assign, pushState } = fakeWindow();
    createBrowserNavigation(win).navigate(href);
    expect(assign).not.toHaveBeenCalled();
    expect(pushState).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('browser adapter still follows paths and other origins', () => {
    const { win, assign, pushState } = fakeWindow();
    const navigation = createBrowserNavigation(win);
    navigation.navigate('/solbriller');
    navigation.navigate('https://other.example/x');
    navigation.navigate('//other.example/y');
    expect(pushState).toHaveBeenCalledWith(null, '', '/solbriller');
    expect(assign.mock.calls).toEqual([['https://other.example/x'], ['https://other.example/y']]);
  });

  it.each(SCRIPT_URLS)('memory adapter refuses %j', (href) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const navigation = createMemoryNavigation('/start');
    navigation.navigate(href);
    expect(navigation.history).toEqual(['/start']);
  });
});
