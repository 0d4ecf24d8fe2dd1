import { Component, StrictMode, type ReactNode } from 'react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryNavigation } from '../../../navigation/navigation';
import type { StorageLike, WidgetEnv } from '../../core/env';
import { widgetLocaleNo } from '../../locales/no';
import { setErrorReporter } from '../../../tracking/errors';
import { MALFORMED_VISITOR_ID_MESSAGE, VISITOR_ID_PATTERN } from '../../../tracking/identity';
import { WIDGET_INSTANCE_COLLISION_MESSAGE } from '../instances';
import { NAVIGATE_FUNCTION_REQUIRED_MESSAGE, type NavigationWindow } from '../navigation';
import {
  MULTIPLE_PROVIDERS_MESSAGE,
  WIDGET_NOT_CONFIGURED_MESSAGE,
  WidgetNotConfigured,
  WidgetProvider,
  useWidget,
  useWidgetInstance,
  useWidgetLocation,
  type WidgetContextValue,
  type WidgetProviderProps,
} from '.';

/** A visitor id in the id format (what `src/tracking/identity.ts` creates). */
const VISITOR = '0a1b2c3d-4e5f-4a6b-8c7d-0123456789ab';

function memoryStorage(initial: Record<string, string> = {}): StorageLike & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

/** An environment that records warnings and errors instead of printing them. */
function quietEnv(overrides: Partial<WidgetEnv> = {}) {
  const warn = vi.fn();
  const reportError = vi.fn();
  const storage = memoryStorage();
  const env: Partial<WidgetEnv> = { warn, reportError, storage: () => storage, ...overrides };
  return { env, warn, reportError, storage };
}

/** A fake window whose URL follows pushState and whose page loads are recorded. */
function fakeWindow(href: string) {
  const target = new EventTarget();
  let current = new URL(href);
  const loads: string[] = [];
  const win: NavigationWindow = {
    location: {
      get href() {
        return current.href;
      },
      get origin() {
        return current.origin;
      },
      assign: (url: string) => void loads.push(url),
      replace: (url: string) => void loads.push(`replace:${url}`),
    },
    history: {
      pushState: (_data, _unused, url) => void (current = new URL(String(url), current)),
      replaceState: (_data, _unused, url) => void (current = new URL(String(url), current)),
    },
    addEventListener: (type, listener) => target.addEventListener(type, listener),
    removeEventListener: (type, listener) => target.removeEventListener(type, listener),
    dispatchEvent: (event) => target.dispatchEvent(event),
  };
  return { win, loads };
}

let captured: WidgetContextValue | null = null;

afterEach(() => {
  cleanup();
  captured = null;
  vi.restoreAllMocks();
});
function Capture() {
  captured = useWidget();
  return null;
}

/** A consumer like the library's components: the message without a provider. */
function NeedsWidget() {
  const widget = useWidget();
  if (!widget) return <WidgetNotConfigured />;
  return <p>market {widget.settings.market}</p>;
}

const configured = (props: Partial<WidgetProviderProps> = {}): WidgetProviderProps => ({
  merchant: 'glimt',
  market: 'no',
  apiHost: 'https://widget-api.glimt.test',
  browserWindow: fakeWindow('https://shop.example/briller').win,
  ...props,
});

describe('WidgetProvider without merchant and market', () => {
  it('renders only its children; useWidget() is null and consumers show the message', () => {
    const { env } = quietEnv();
    render(
      <WidgetProvider env={env}>
        <span>host content</span>
        <Capture />
        <NeedsWidget />
      </WidgetProvider>,
    );
    expect(screen.getByText('host content')).toBeInTheDocument();
    expect(captured).toBeNull();
    expect(screen.getByText(WIDGET_NOT_CONFIGURED_MESSAGE)).toBeInTheDocument();
    expect(WIDGET_NOT_CONFIGURED_MESSAGE).toBe(
      'Recommendations are not configured. Wrap your app in a WidgetProvider.',
    );
  });

  it.each<[Partial<WidgetProviderProps>, string]>([
    [{ merchant: 'glimt' }, 'no market'],
    [{ market: 'no' }, 'no merchant'],
    [{ merchant: '', market: 'no' }, 'an empty merchant'],
  ])('is off with %o (%s)', (props) => {
    render(
      <WidgetProvider {...props} env={quietEnv().env}>
        <Capture />
        <NeedsWidget />
      </WidgetProvider>,
    );
    expect(captured).toBeNull();
    expect(screen.getByText(WIDGET_NOT_CONFIGURED_MESSAGE)).toBeInTheDocument();
  });

  it('shows the message outside any provider too', () => {
    render(<NeedsWidget />);
    expect(screen.getByText(WIDGET_NOT_CONFIGURED_MESSAGE)).toBeInTheDocument();
  });
});

describe('WidgetProvider settings', () => {
  it('resolves the settings with their defaults', () => {
    render(
      <WidgetProvider {...configured()} env={quietEnv().env}>
        <Capture />
        <NeedsWidget />
      </WidgetProvider>,
    );
    expect(screen.getByText('market no')).toBeInTheDocument();
    expect(captured?.settings).toEqual({
      merchant: 'glimt',
      market: 'no',
      locale: 'en',
      userId: undefined,
      sessionId: undefined,
      metaData: undefined,
      searchSettings: {
        searchPagePath: '/search',
        urlParamName: 'query',
        enableCategorySuggestions: true,
        enableContentSearch: true,
      },
      categorySettings: { metaTitleSuffix: '', disableOverrideQueryId: false },
      apiHost: 'https://widget-api.glimt.test',
      forceSpaNavigation: false,
    });
    expect(captured?.displayTransformers).toEqual({});
  });

  it('takes what the host gives, adding the leading slash to the search page path', () => {
    const pageURLCreator = (items: unknown[]) => items.map(() => '/p');
    render(
      <WidgetProvider
        {...configured()}
        env={quietEnv().env}
        locale={widgetLocaleNo}
        userId="u1"
        sessionId="s1"
        metaData={{ channel: 'app' }}
        pageURLCreator={pageURLCreator}
        searchSettings={{ searchPagePath: 'sok', urlParamName: 'q', enableContentSearch: false }}
        categorySettings={{ metaTitleSuffix: ' | Glimt', disableOverrideQueryId: true }}
        forceSpaNavigation
        apiHost="https://api.example"
      >
        <Capture />
      </WidgetProvider>,
    );
    expect(captured?.settings).toMatchObject({
      locale: 'no',
      userId: 'u1',
      sessionId: 's1',
      metaData: { channel: 'app' },
      searchSettings: {
        searchPagePath: '/sok',
        urlParamName: 'q',
        enableCategorySuggestions: true,
        enableContentSearch: false,
      },
      categorySettings: { metaTitleSuffix: ' | Glimt', disableOverrideQueryId: true },
      apiHost: 'https://api.example',
      forceSpaNavigation: true,
    });
    expect(captured?.pageURLCreator).toBe(pageURLCreator);
    expect(captured?.t('searchLabel')).toBe(widgetLocaleNo.messages.searchLabel);
  });

  it('loads a locale given by id (or language tag), English until it arrives', async () => {
    render(
      <WidgetProvider {...configured()} env={quietEnv().env} locale={'nb-NO' as 'no'}>
        <Capture />
      </WidgetProvider>,
    );
    expect(captured?.settings.locale).toBe('no');
    await waitFor(() => expect(captured?.t('searchLabel')).toBe(widgetLocaleNo.messages.searchLabel));
  });

  it('sends the identity with every request through the given fetch, visitor id included', async () => {
    const fetch = vi.fn(async (_input: string, _init?: RequestInit) =>
      Response.json({ suggestions_request_id: 'r1', suggestions: [] }),
    );
    const { env } = quietEnv({ storage: () => memoryStorage({ _dep_id: VISITOR }) });
    render(
      <WidgetProvider {...configured()} env={env} fetch={fetch} userId="u1" apiHost="https://api.example/">
        <Capture />
      </WidgetProvider>,
    );
    await expect(captured?.client.suggestions('ray')).resolves.toMatchObject({
      suggestions_request_id: 'r1',
    });
    const url = new URL(String(fetch.mock.calls[0]?.[0]));
    expect(url.origin + url.pathname).toBe('https://api.example/v2/search/suggestions');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      query: 'ray',
      tenant: 'glimt',
      market: 'no',
      dsid: VISITOR,
      user_id: 'u1',
    });
  });

  /** Renders a provider over `storage`, makes one request; the dsid it sent and what was reported. */
  async function requestWithStorage(storage: ReturnType<typeof memoryStorage>) {
    const fetch = vi.fn(async (_input: string, _init?: RequestInit) =>
      Response.json({ suggestions_request_id: 'r1', suggestions: [] }),
    );
    const { env, reportError } = quietEnv({ storage: () => storage });
    const reporter = vi.fn();
    setErrorReporter(reporter);
    try {
      render(
        <WidgetProvider {...configured()} env={env} fetch={fetch}>
          <Capture />
        </WidgetProvider>,
      );
      await captured?.client.suggestions('ray');
    } finally {
      setErrorReporter(undefined);
    }
    const dsid = new URL(String(fetch.mock.calls[0]?.[0])).searchParams.get('dsid');
    return { dsid, reporter, reportError };
  }

  it('creates the visitor id when there is none, so requests always carry a dsid', async () => {
    const storage = memoryStorage();
    const { dsid, reporter } = await requestWithStorage(storage);
    expect(storage.data.get('_dep_id')).toMatch(VISITOR_ID_PATTERN);
    expect(dsid).toBe(storage.data.get('_dep_id'));
    expect(reporter).not.toHaveBeenCalled();
  });

  it.each([
    ['a 1 MB string', 'x'.repeat(1_000_000)],
    ['markup', '"><script>alert(1)</script>'],
  ])(
    'replaces a stored visitor id that is %s, and reports it through the tracking reporter',
    async (_, bad) => {
      const storage = memoryStorage({ _dep_id: bad });
      const { dsid, reporter, reportError } = await requestWithStorage(storage);
      expect(storage.data.get('_dep_id')).toMatch(VISITOR_ID_PATTERN);
      expect(dsid).toBe(storage.data.get('_dep_id'));
      expect(reporter).toHaveBeenCalledOnce();
      expect(reporter).toHaveBeenCalledWith(new Error(MALFORMED_VISITOR_ID_MESSAGE), {
        where: 'storage',
        length: bad.length,
      });
      expect(reportError).not.toHaveBeenCalled();
    },
  );

  it('keeps the same client across re-renders with equal inline settings', () => {
    const { env } = quietEnv();
    const { rerender } = render(
      <WidgetProvider {...configured()} env={env} metaData={{ a: '1' }}>
        <Capture />
      </WidgetProvider>,
    );
    const first = captured;
    rerender(
      <WidgetProvider {...configured()} env={env} metaData={{ a: '1' }}>
        <Capture />
      </WidgetProvider>,
    );
    expect(captured?.client).toBe(first?.client);
    rerender(
      <WidgetProvider {...configured()} env={env} metaData={{ a: '2' }}>
        <Capture />
      </WidgetProvider>,
    );
    expect(captured?.client).not.toBe(first?.client);
  });

  it("keeps recent searches in the environment's local storage under depict_searches", () => {
    const { env, storage } = quietEnv();
    render(
      <WidgetProvider {...configured()} env={env}>
        <Capture />
      </WidgetProvider>,
    );
    captured?.recentSearches.add('ray-ban');
    expect(JSON.parse(storage.data.get('depict_searches') ?? 'null')).toEqual(['ray-ban']);
  });
});

describe('one provider', () => {
  it('warns once when a second provider mounts, and again only after all unmounted', () => {
    const { env, warn } = quietEnv();
    const two = (
      <WidgetProvider {...configured()} env={env}>
        <WidgetProvider env={env}>
          <WidgetProvider {...configured()} env={env} />
        </WidgetProvider>
      </WidgetProvider>
    );
    const first = render(two);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(MULTIPLE_PROVIDERS_MESSAGE);
    expect(MULTIPLE_PROVIDERS_MESSAGE.startsWith('You are using multiple WidgetProviders...')).toBe(true);
    first.rerender(two);
    expect(warn).toHaveBeenCalledTimes(1);
    first.unmount();
    const single = render(<WidgetProvider {...configured()} env={env} />);
    expect(warn).toHaveBeenCalledTimes(1);
    single.unmount();
    render(two).unmount();
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('does not warn for one provider in strict mode', () => {
    const { env, warn } = quietEnv();
    render(
      <StrictMode>
        <WidgetProvider {...configured()} env={env} />
      </StrictMode>,
    ).unmount();
    expect(warn).not.toHaveBeenCalled();
  });
});

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

function Instance({ kind, instanceKey }: { kind: 'search' | 'category'; instanceKey?: string }) {
  useWidgetInstance(kind, instanceKey);
  return <span>{`${kind}:${instanceKey ?? ''}`}</span>;
}

describe('one instance per instance key', () => {
  it('throws the one-instance message for a second instance with the same key', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <WidgetProvider {...configured()} env={quietEnv().env}>
        <Boundary>
          <Instance kind="search" />
          <Instance kind="search" />
        </Boundary>
      </WidgetProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(WIDGET_INSTANCE_COLLISION_MESSAGE);
    vi.mocked(console.error).mockRestore();
  });

  it('allows other keys and the other kind, in strict mode too, and frees a key on unmount', () => {
    const env = quietEnv().env;
    const tree = (second: boolean) => (
      <StrictMode>
        <WidgetProvider {...configured()} env={env}>
          <Boundary>
            <Instance kind="search" />
            <Instance kind="search" instanceKey="header" />
            <Instance kind="category" />
            {second ? (
              <Instance kind="category" instanceKey="b" />
            ) : (
              <Instance kind="category" instanceKey="a" />
            )}
          </Boundary>
        </WidgetProvider>
      </StrictMode>
    );
    const { rerender } = render(tree(false));
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(tree(true));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('category:b')).toBeInTheDocument();
  });

  it('registers nothing outside a configured provider', () => {
    render(
      <>
        <Instance kind="search" />
        <Instance kind="search" />
      </>,
    );
    expect(screen.getAllByText('search:')).toHaveLength(2);
  });
});

/** A link as the library's components render them. */
function WidgetLink({ href, children }: { href: string; children: ReactNode }) {
  const widget = useWidget();
  return (
    <a
      href={href}
      onClick={(event) => {
        if (widget?.navigate(href, { event })) event.preventDefault();
      }}
    >
      {children}
    </a>
  );
}

function Location() {
  const location = useWidgetLocation();
  return <output>{location.pathname + location.search}</output>;
}

describe('navigation through the provider', () => {
  it('goes through navigateFunction: shallow within the page kind, and hard when leaving it', () => {
    const { win, loads } = fakeWindow('https://shop.example/search?query=a');
    const navigateFunction = vi.fn();
    render(
      <WidgetProvider
        {...configured({ browserWindow: win })}
        env={quietEnv().env}
        navigateFunction={navigateFunction}
      >
        <WidgetLink href="/search?query=b">same page</WidgetLink>
        <WidgetLink href="/briller">other page</WidgetLink>
      </WidgetProvider>,
    );
    const samePage = fireEvent.click(screen.getByText('same page'));
    expect(samePage).toBe(false); // default prevented
    expect(navigateFunction).toHaveBeenCalledWith('/search?query=b', { replace: false, shallow: true });
    fireEvent.click(screen.getByText('other page'));
    expect(loads).toEqual(['https://shop.example/briller']);
  });

  it('forced SPA: leaving the page kind goes through the router too, not shallow', () => {
    const { win, loads } = fakeWindow('https://shop.example/briller');
    // The Pages Router (next/router): it has asPath and takes the shallow option.
    const nextRouter = { asPath: '/briller', push: vi.fn(), replace: vi.fn() };
    render(
      <WidgetProvider
        {...configured({ browserWindow: win })}
        env={quietEnv().env}
        nextRouter={nextRouter}
        forceSpaNavigation
      >
        <WidgetLink href="/search?query=ray">search</WidgetLink>
      </WidgetProvider>,
    );
    fireEvent.click(screen.getByText('search'));
    expect(nextRouter.push).toHaveBeenCalledWith('/search?query=ray', undefined, {
      shallow: false,
      scroll: true,
    });
    expect(loads).toEqual([]);
  });

  it.each([
    [{ button: 1 }],
    [{ metaKey: true }],
    [{ ctrlKey: true }],
    [{ shiftKey: true }],
    [{ altKey: true }],
  ])('leaves a modified click %o to the browser (not prevented)', (modifiers) => {
    const { win, loads } = fakeWindow('https://shop.example/search');
    const navigateFunction = vi.fn();
    render(
      <WidgetProvider
        {...configured({ browserWindow: win })}
        env={quietEnv().env}
        navigateFunction={navigateFunction}
      >
        <WidgetLink href="/search?query=b">link</WidgetLink>
      </WidgetProvider>,
    );
    const link = screen.getByText('link');
    // jsdom does not navigate; only whether the default was prevented matters here.
    link.addEventListener('click', (event) => {
      if (!event.defaultPrevented) event.preventDefault();
    });
    const notPrevented = fireEvent.click(link, modifiers);
    expect(notPrevented).toBe(false);
    expect(navigateFunction).not.toHaveBeenCalled();
    expect(loads).toEqual([]);
  });

  it('never navigates client-side to another origin', () => {
    const { win, loads } = fakeWindow('https://shop.example/search');
    const navigateFunction = vi.fn();
    render(
      <WidgetProvider
        {...configured({ browserWindow: win })}
        env={quietEnv().env}
        navigateFunction={navigateFunction}
        forceSpaNavigation
      >
        <WidgetLink href="https://other.example/search?query=b">elsewhere</WidgetLink>
      </WidgetProvider>,
    );
    fireEvent.click(screen.getByText('elsewhere'));
    expect(navigateFunction).not.toHaveBeenCalled();
    expect(loads).toEqual(['https://other.example/search?query=b']);
  });

  it('without Next.js or a navigate function: reports the message and loads the page', () => {
    const { win, loads } = fakeWindow('https://shop.example/search?query=a');
    const { env, reportError } = quietEnv();
    render(
      <WidgetProvider {...configured({ browserWindow: win })} env={env}>
        <WidgetLink href="/search?query=b">same page</WidgetLink>
      </WidgetProvider>,
    );
    fireEvent.click(screen.getByText('same page'));
    fireEvent.click(screen.getByText('same page'));
    expect(reportError).toHaveBeenCalledTimes(1);
    expect((reportError.mock.calls[0]?.[0] as Error).message).toBe(NAVIGATE_FUNCTION_REQUIRED_MESSAGE);
    expect(loads).toEqual(['https://shop.example/search?query=b', 'https://shop.example/search?query=b']);
  });

  it('re-renders useWidgetLocation when a host router changes the URL', () => {
    const { win } = fakeWindow('https://shop.example/search?query=a');
    render(
      <WidgetProvider {...configured({ browserWindow: win })} env={quietEnv().env} navigateFunction={vi.fn()}>
        <Location />
      </WidgetProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('/search?query=a');
    act(() => win.history.pushState(null, '', '/search?query=host'));
    expect(screen.getByRole('status')).toHaveTextContent('/search?query=host');
    act(() => {
      win.history.replaceState(null, '', '/briller');
      win.dispatchEvent(new Event('popstate'));
    });
    expect(screen.getByRole('status')).toHaveTextContent('/briller');
  });

  it("goes through the library's navigation adapter and follows its location", () => {
    const { win, loads } = fakeWindow('https://shop.example/');
    const navigation = createMemoryNavigation('/briller');
    render(
      <WidgetProvider {...configured({ browserWindow: win })} env={quietEnv().env} navigation={navigation}>
        <Capture />
        <WidgetLink href="/search?query=ray">search</WidgetLink>
        <Location />
      </WidgetProvider>,
    );
    expect(captured?.settings.forceSpaNavigation).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent('/briller');
    fireEvent.click(screen.getByText('search'));
    expect(navigation.history).toEqual(['/briller', '/search?query=ray']);
    expect(screen.getByRole('status')).toHaveTextContent('/search?query=ray');
    expect(loads).toEqual([]);
    expect(captured?.planNavigation('https://other.example/')).toMatchObject({
      kind: 'hard',
      reason: 'cross-origin',
    });
  });

  it('useWidgetLocation works outside a provider (the page URL)', () => {
    render(<Location />);
    expect(screen.getByRole('status')).toHaveTextContent(window.location.pathname);
  });
});
