import { StrictMode } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { widgetLocaleNo } from '../../locales/no';
import { setErrorReporter } from '../../../tracking/errors';
import { MALFORMED_VISITOR_ID_MESSAGE, VISITOR_ID_PATTERN } from '../../../tracking/identity';
import {
  MULTIPLE_PROVIDERS_MESSAGE,
  WIDGET_NOT_CONFIGURED_MESSAGE,
  WidgetNotConfigured,
  WidgetProvider,
  useWidget,
  type WidgetContextValue,
  type WidgetProviderProps,
} from '.';

import { VISITOR, configured, memoryStorage, quietEnv } from './test-helpers';
import { untilState } from '../../../../test-support/untilState';

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
    await untilState('expect(captured?.t("searchLabel")).toBe(widgetLocaleNo.messages.searchLabel)', () =>
      expect(captured?.t('searchLabel')).toBe(widgetLocaleNo.messages.searchLabel),
    );
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
