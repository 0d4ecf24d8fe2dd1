import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WidgetContextValue } from './types';
import { untilState } from '../../../../test-support/untilState';

afterEach(cleanup);

// The "said once per page" flag lives in the module: each test loads a fresh copy.
async function loadWidget() {
  vi.resetModules();
  const [{ WidgetProvider }, { useWidget }, { SearchField }, settings] = await Promise.all([
    import('./WidgetProvider'),
    import('./useWidget'),
    import('../SearchField'),
    import('../../core/settings'),
  ]);
  return { WidgetProvider, useWidget, SearchField, message: settings.WIDGET_API_HOST_MISSING_MESSAGE };
}

describe('WidgetProvider on its own (no GlimtProvider, no apiHost)', () => {
  it('says once that the API host is missing, sends nothing, and its calls fail at once', async () => {
    const { WidgetProvider, useWidget, message } = await loadWidget();
    const fetch = vi.fn();
    const reportError = vi.fn();
    let widget: WidgetContextValue | null = null;
    function Capture() {
      widget = useWidget();
      return null;
    }
    render(
      <>
        <WidgetProvider merchant="glimt" market="no" fetch={fetch} env={{ reportError, warn: vi.fn() }}>
          <Capture />
        </WidgetProvider>
        <WidgetProvider merchant="glimt" market="no" fetch={fetch} env={{ reportError, warn: vi.fn() }} />
      </>,
    );
    await untilState('expect(reportError).toHaveBeenCalledTimes(1)', () =>
      expect(reportError).toHaveBeenCalledTimes(1),
    );
    expect((reportError.mock.calls[0]?.[0] as Error).message).toBe(message);
    expect(widget).not.toBeNull();
    const suggestions = await widget!.client.suggestions('ray');
    expect(suggestions.failed).toBe(true);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('renders the search field with the default theme, without GlimtProvider', async () => {
    const { WidgetProvider, SearchField } = await loadWidget();
    render(
      <WidgetProvider
        merchant="glimt"
        market="no"
        apiHost="https://widget-api.example"
        fetch={vi.fn()}
        env={{ reportError: vi.fn(), warn: vi.fn() }}
      >
        <SearchField />
      </WidgetProvider>,
    );
    expect(
      await untilState('screen.getByRole("button")', () => screen.getByRole('button')),
    ).toBeInTheDocument();
  });
});
