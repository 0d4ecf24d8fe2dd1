import { Component, StrictMode, type ReactNode } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryNavigation } from '../../../navigation/navigation';
import { WIDGET_INSTANCE_COLLISION_MESSAGE } from '../instances';
import { NAVIGATE_FUNCTION_REQUIRED_MESSAGE } from '../navigation';
import { WidgetProvider, useWidget, useWidgetInstance, useWidgetLocation, type WidgetContextValue } from '.';
import { configured, fakeWindow, quietEnv } from './test-helpers';

// The instance registry and navigation through the provider (split from WidgetProvider.test.tsx).

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
