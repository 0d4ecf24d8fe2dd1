import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryNavigation } from '../navigation/navigation';
import { NavigationProvider } from '../navigation/context';
import { useLeaveWarning } from './useLeaveWarning';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Wizard({ active }: { active: boolean }) {
  const root = useRef<HTMLDivElement>(null);
  useLeaveWarning(active, 'Du har ikke fullført. Vil du forlate siden?', root);
  return (
    <div ref={root}>
      <a href="/vilkar">Vilkår</a>
    </div>
  );
}

function setup(active: boolean) {
  const navigation = createMemoryNavigation('/bestill-synstest');
  navigation.navigate('/bestill-synstest?steg=2');
  const page = (on: boolean) => (
    <NavigationProvider navigation={navigation}>
      <Wizard active={on} />
    </NavigationProvider>
  );
  const view = render(page(active));
  return { navigation, rerender: (on: boolean) => view.rerender(page(on)), view };
}

describe('useLeaveWarning', () => {
  it('asks before a navigation and before Back, and a "no" keeps the shopper on the page', () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { navigation } = setup(true);
    act(() => navigation.navigate('/briller'));
    expect(confirm).toHaveBeenCalledWith('Du har ikke fullført. Vil du forlate siden?');
    expect(navigation.getLocation().pathname).toBe('/bestill-synstest');
    act(() => navigation.back());
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(navigation.getLocation().search).toBe('?steg=2');

    confirm.mockReturnValue(true);
    act(() => navigation.navigate('/briller'));
    expect(navigation.getLocation().pathname).toBe('/briller');
  });

  it('asks nothing while off, and lets the wizard’s own links through', () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { navigation, rerender, view } = setup(false);
    act(() => navigation.navigate('/briller'));
    expect(confirm).not.toHaveBeenCalled();

    act(() => navigation.back());
    rerender(true);
    const link = view.getByRole('link', { name: 'Vilkår' });
    // A link inside the wizard navigates while its click is handled (as `Link` does).
    link.addEventListener('click', (event) => {
      event.preventDefault();
      navigation.navigate('/vilkar');
    });
    fireEvent.click(link);
    expect(confirm).not.toHaveBeenCalled();
    expect(navigation.getLocation().pathname).toBe('/vilkar');
  });

  it('warns on page unload while on', () => {
    setup(true);
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });
});
