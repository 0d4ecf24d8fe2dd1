import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryNavigation, type NavigationAdapter } from '../../navigation/navigation';
import { GlimtProvider } from '../../shop/GlimtProvider';
import { Link, type LinkProps } from './Link';

function setup(props: LinkProps) {
  const navigation = createMemoryNavigation('/');
  const { container } = render(
    <GlimtProvider navigation={navigation} globalStyle={false}>
      <Link {...props} />
    </GlimtProvider>,
  );
  return { navigation, container };
}

/**
 * Dispatches a click and reports whether the link kept it for itself. A listener on the React root,
 * added after React's own, stands in for the browser: it records the verdict, then cancels the click
 * so jsdom does not try to navigate. (react-aria stops the click's propagation, so it must be here.)
 */
function click(container: HTMLElement, element: Element, init: MouseEventInit = {}): boolean {
  let keptByLink: boolean | undefined;
  const browser = (event: Event) => {
    keptByLink = event.defaultPrevented;
    event.preventDefault();
  };
  container.addEventListener('click', browser);
  fireEvent.click(element, { button: 0, ...init });
  container.removeEventListener('click', browser);
  if (keptByLink === undefined) throw new Error('the click never reached the page');
  return keptByLink;
}

describe('Link', () => {
  afterEach(cleanup);

  it('navigates through the adapter on a plain click', () => {
    const { navigation, container } = setup({ href: '/briller', children: 'Briller' });
    expect(click(container, screen.getByRole('link', { name: 'Briller' }))).toBe(true);
    expect(navigation.history).toEqual(['/', '/briller']);
  });

  it.each([{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }])(
    'leaves a click with %o to the browser',
    (init) => {
      const { navigation, container } = setup({ href: '/briller', children: 'Briller' });
      expect(click(container, screen.getByRole('link'), init)).toBe(false);
      expect(navigation.history).toEqual(['/']);
    },
  );

  it('leaves new tabs, downloads, other origins, mailto and tel to the browser', () => {
    const cases: LinkProps[] = [
      { href: '/om-glimt', external: true, children: 'a' },
      { href: '/om-glimt', target: '_blank', children: 'b' },
      { href: '/vilkar.pdf', download: true, children: 'c' },
      { href: 'https://other.example/x', children: 'd' },
      { href: 'mailto:post@example.no', children: 'e' },
      { href: 'tel:+4722334455', children: 'f' },
    ];
    for (const props of cases) {
      const { navigation, container } = setup(props);
      const link = screen.getByText(String(props.children)).closest('a');
      expect(link).not.toBeNull();
      expect(click(container, link as HTMLAnchorElement)).toBe(false);
      expect(navigation.history).toEqual(['/']);
    }
  });

  it('marks external links for everyone', () => {
    setup({ href: 'https://www.example.no', external: true, children: 'Les mer' });
    const link = screen.getByRole('link', { name: 'Les mer (åpnes i ny fane)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('renders the text without a link for an unsafe href', () => {
    setup({ href: 'javascript:alert(1)', children: 'Farlig' });
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Farlig').closest('[href]')).toBeNull();
  });
});

describe('Link prefetch', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  function setupPrefetching(links: LinkProps[]) {
    const prefetch = vi.fn<NonNullable<NavigationAdapter['prefetch']>>();
    const navigation = { ...createMemoryNavigation('/'), prefetch };
    render(
      <GlimtProvider navigation={navigation} globalStyle={false}>
        {links.map((props) => (
          <Link key={String(props.children)} {...props} />
        ))}
      </GlimtProvider>,
    );
    return prefetch;
  }

  /** Lets the prefetch chunk's import and what it starts finish (it is asked for at most once). */
  const settled = () => act(() => import('./linkPrefetchWatch').then(() => undefined));

  /** An IntersectionObserver that the test drives: `bringNear` reports elements within its margin. */
  function stubIntersectionObserver() {
    const observers: { callback: IntersectionObserverCallback; margin?: string; watched: Set<Element> }[] =
      [];
    class FakeObserver {
      private readonly own: (typeof observers)[number];
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.own = { callback, margin: options?.rootMargin, watched: new Set() };
        observers.push(this.own);
      }
      observe(element: Element) {
        this.own.watched.add(element);
      }
      unobserve(element: Element) {
        this.own.watched.delete(element);
      }
      disconnect() {
        this.own.watched.clear();
      }
    }
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const bringNear = (element: Element) => {
      for (const observer of observers) {
        if (!observer.watched.has(element)) continue;
        const entry = { target: element, isIntersecting: true } as IntersectionObserverEntry;
        observer.callback([entry], observer as unknown as IntersectionObserver);
      }
    };
    return { observers, bringNear };
  }

  it('prefetches a page once on focus or hover', async () => {
    const prefetch = setupPrefetching([{ href: '/briller', children: 'Briller' }]);
    const link = screen.getByRole('link', { name: 'Briller' });
    fireEvent.focus(link);
    fireEvent.pointerEnter(link);
    fireEvent.focus(link);
    await vi.waitFor(() => expect(prefetch).toHaveBeenCalled());
    await settled();
    expect(prefetch.mock.calls).toEqual([['/briller', 'intent']]);
  });

  it('prefetches nothing for new tabs, downloads, other sites or the page shown', async () => {
    const prefetch = setupPrefetching([
      { href: '/om-glimt', external: true, children: 'a' },
      { href: '/kampanje', target: '_blank', children: 'b' },
      { href: '/vilkar.pdf', download: true, children: 'c' },
      { href: 'https://other.example/x', children: 'd' },
      { href: '#innhold', children: 'e' },
      { href: '/briller', children: 'the one that does' },
    ]);
    for (const link of screen.getAllByRole('link')) {
      fireEvent.focus(link);
      fireEvent.pointerEnter(link);
    }
    await vi.waitFor(() => expect(prefetch).toHaveBeenCalled());
    await settled();
    expect(prefetch.mock.calls).toEqual([['/briller', 'intent']]);
  });

  it('prefetches nothing when the visitor asked to save data', async () => {
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } });
    const { observers } = stubIntersectionObserver();
    const prefetch = setupPrefetching([{ href: '/briller', children: 'Briller' }]);
    fireEvent.focus(screen.getByRole('link', { name: 'Briller' }));
    await settled();
    expect(prefetch).not.toHaveBeenCalled();
    expect(observers.every((observer) => observer.watched.size === 0)).toBe(true);
  });

  it('prefetches a page once its link comes within 200 px of the viewport, after the page has settled', async () => {
    const { observers, bringNear } = stubIntersectionObserver();
    const prefetch = setupPrefetching([
      { href: '/briller', children: 'Briller' },
      { href: '/solbriller', children: 'Solbriller' },
    ]);
    await vi.waitFor(() => expect(observers[0]?.watched.size).toBe(2));
    expect(observers.map((observer) => observer.margin)).toEqual(['200px']);
    vi.useFakeTimers();
    act(() => bringNear(screen.getByRole('link', { name: 'Briller' })));
    expect(prefetch).not.toHaveBeenCalled();
    act(() => void vi.runAllTimers());
    expect(prefetch.mock.calls).toEqual([['/briller', 'viewport']]);
    // Once near, the link is no longer watched; the other one is, until it comes near.
    expect([...observers[0]!.watched].map((element) => element.textContent)).toEqual(['Solbriller']);
  });

  it('watches nothing when the adapter does not prefetch', async () => {
    const { observers } = stubIntersectionObserver();
    setup({ href: '/briller', children: 'Briller' });
    fireEvent.focus(screen.getByRole('link', { name: 'Briller' }));
    await settled();
    expect(observers).toEqual([]);
  });
});
