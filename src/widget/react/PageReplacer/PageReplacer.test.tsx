import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryNavigation } from '../../../navigation/navigation';
import { VISITED_ENTRY_KEY } from '../../core/pageReplacer';
import { WidgetProvider } from '../WidgetProvider';
import { PageReplacer } from '.';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  document.title = '';
});

function setup(initialPath = '/') {
  const host = document.createElement('main');
  host.id = 'host';
  host.textContent = 'The host page';
  document.body.append(host);
  document.title = 'Host';
  const navigation = createMemoryNavigation(initialPath);
  const onOpen = vi.fn();
  const onClose = vi.fn();
  const reload = vi.fn();
  const view = render(
    <WidgetProvider
      merchant="glimt"
      market="no"
      navigation={navigation}
      browserWindow={null}
      env={{ warn: vi.fn(), reportError: vi.fn() }}
    >
      <PageReplacer
        isPageToReplace={({ pathname }) => pathname === '/kampanje'}
        selector="#host"
        title="Kampanje"
        onOpen={onOpen}
        onClose={onClose}
        reload={reload}
      >
        <p>The widget's page</p>
      </PageReplacer>
    </WidgetProvider>,
  );
  return { host, navigation, onOpen, onClose, reload, view };
}

describe('PageReplacer', () => {
  it('opens over the host element on a matching page and gives it back when the visitor leaves', () => {
    const { host, navigation, onOpen, onClose } = setup();
    expect(screen.queryByText("The widget's page")).toBeNull();

    act(() => navigation.navigate('/kampanje'));
    expect(host.style.display).toBe('none');
    expect(host.nextElementSibling).toHaveAttribute('data-glimt-page-replacer');
    expect(screen.getByText("The widget's page")).toBeInTheDocument();
    expect(document.title).toBe('Kampanje');
    expect(onOpen).toHaveBeenCalledWith('/kampanje');

    act(() => navigation.navigate('/'));
    expect(host.style.display).toBe('');
    expect(document.querySelector('[data-glimt-page-replacer]')).toBeNull();
    expect(document.title).toBe('Host');
    expect(onClose).toHaveBeenCalledWith('/kampanje');
  });

  it('gives the page back when unmounted while open', () => {
    const { host, onClose, view } = setup('/kampanje');
    expect(host.style.display).toBe('none');
    view.unmount();
    expect(host.style.display).toBe('');
    expect(document.title).toBe('Host');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stamps the entry it sees, and reloads on a move to an entry of another document while open', () => {
    const { reload } = setup('/kampanje');
    expect((window.history.state as Record<string, unknown>)[VISITED_ENTRY_KEY]).toEqual(expect.any(String));
    const stamp = (window.history.state as Record<string, string>)[VISITED_ENTRY_KEY];
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate', { state: { [VISITED_ENTRY_KEY]: stamp } }));
    });
    expect(reload).not.toHaveBeenCalled();
    act(() => {
      window.dispatchEvent(
        new PopStateEvent('popstate', { state: { [VISITED_ENTRY_KEY]: 'an-earlier-load' } }),
      );
    });
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
