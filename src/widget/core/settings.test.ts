import { describe, expect, it } from 'vitest';
import { createMemoryNavigation } from '../../navigation/navigation';
import { resolveWidgetSettings } from './settings';

const base = { merchant: 'glimt', market: 'no', locale: 'no' as const };

describe('resolveWidgetSettings', () => {
  it('fills in the defaults of the spec', () => {
    expect(resolveWidgetSettings(base)).toEqual({
      ...base,
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
      // No default host: a shop that forgets it is told so (WidgetProvider), nothing is sent.
      apiHost: undefined,
      forceSpaNavigation: false,
    });
  });

  it('treats an empty or blank apiHost as missing', () => {
    expect(resolveWidgetSettings({ ...base, apiHost: '' }).apiHost).toBeUndefined();
    expect(resolveWidgetSettings({ ...base, apiHost: '  ' }).apiHost).toBeUndefined();
  });

  it('keeps what is given, the search page path normalised', () => {
    const settings = resolveWidgetSettings({
      ...base,
      userId: 'u1',
      searchSettings: { searchPagePath: 'sok/', urlParamName: 'q', enableContentSearch: false },
      categorySettings: { metaTitleSuffix: ' | Glimt', disableOverrideQueryId: true },
      apiHost: 'https://api.example',
    });
    expect(settings.userId).toBe('u1');
    expect(settings.searchSettings).toEqual({
      searchPagePath: '/sok',
      urlParamName: 'q',
      enableCategorySuggestions: true,
      enableContentSearch: false,
    });
    expect(settings.categorySettings).toEqual({ metaTitleSuffix: ' | Glimt', disableOverrideQueryId: true });
    expect(settings.apiHost).toBe('https://api.example');
  });

  it('forces SPA navigation by default only with a navigation adapter and no other router', () => {
    const navigation = createMemoryNavigation('/');
    const navigateFunction = () => undefined;
    expect(resolveWidgetSettings({ ...base, routers: { navigation } }).forceSpaNavigation).toBe(true);
    expect(
      resolveWidgetSettings({ ...base, routers: { navigation, navigateFunction } }).forceSpaNavigation,
    ).toBe(false);
    expect(
      resolveWidgetSettings({ ...base, routers: { navigation }, forceSpaNavigation: false })
        .forceSpaNavigation,
    ).toBe(false);
    expect(resolveWidgetSettings({ ...base, forceSpaNavigation: true }).forceSpaNavigation).toBe(true);
  });
});
