import { describe, expect, it } from 'vitest';
import {
  REQUIRED_BROWSER_FEATURES,
  isBrowserSupported,
  missingBrowserFeatures,
  type BrowserEnv,
} from './browserSupport';

const fn = () => undefined;

/** A current browser: every feature, and a CSS.supports that knows the modern syntax. */
function modernEnv(): BrowserEnv {
  return {
    fetch: fn,
    AbortController: class {},
    Intl: { NumberFormat: class {}, PluralRules: class {} },
    CSS: {
      supports: (conditionOrProperty: string, value?: string) =>
        value === undefined
          ? conditionOrProperty === 'selector(:focus-visible)'
          : conditionOrProperty === 'inset',
    },
    String: { prototype: { replaceAll: fn } },
  };
}

describe('isBrowserSupported', () => {
  it('accepts a browser with every required feature', () => {
    expect(isBrowserSupported(modernEnv())).toBe(true);
    expect(missingBrowserFeatures(modernEnv())).toEqual([]);
  });

  it('rejects an empty environment and names every feature', () => {
    expect(isBrowserSupported({})).toBe(false);
    expect(missingBrowserFeatures({})).toEqual([...REQUIRED_BROWSER_FEATURES]);
  });

  it('rejects Safari 15.0–15.3: selector() is known but :focus-visible is not', () => {
    const env: BrowserEnv = {
      ...modernEnv(),
      CSS: { supports: (property: string, value?: string) => value !== undefined && property === 'inset' },
    };
    expect(missingBrowserFeatures(env)).toEqual(['css-focus-visible']);
    expect(isBrowserSupported(env)).toBe(false);
  });

  it('rejects Internet Explorer 11: no CSS.supports, fetch, AbortController, PluralRules or replaceAll', () => {
    const ie11: BrowserEnv = { Intl: { NumberFormat: class {} }, String: { prototype: {} } };
    expect(missingBrowserFeatures(ie11)).toEqual([
      'css-focus-visible',
      'css-inset',
      'fetch',
      'abort-controller',
      'intl-plural-rules',
      'string-replace-all',
    ]);
  });

  it('treats a CSS.supports that throws on the selector() syntax as no support', () => {
    const env: BrowserEnv = {
      ...modernEnv(),
      CSS: {
        supports: (property: string, value?: string) => {
          if (value === undefined) throw new SyntaxError('Unknown syntax');
          return property === 'inset';
        },
      },
    };
    expect(missingBrowserFeatures(env)).toEqual(['css-focus-visible']);
  });

  it('calls CSS.supports with CSS as its receiver', () => {
    const css = {
      supports(this: unknown, ..._args: string[]) {
        return this === css;
      },
    };
    expect(missingBrowserFeatures({ ...modernEnv(), CSS: css })).toEqual([]);
  });

  it.each([
    ['fetch', { fetch: undefined }],
    ['abort-controller', { AbortController: 'not a constructor' }],
    ['intl-number-format', { Intl: { PluralRules: class {} } }],
    ['intl-plural-rules', { Intl: { NumberFormat: class {} } }],
    ['string-replace-all', { String: { prototype: {} } }],
  ] as const)('rejects a browser without %s', (feature, patch) => {
    const env: BrowserEnv = { ...modernEnv(), ...patch };
    expect(missingBrowserFeatures(env)).toEqual([feature]);
    expect(isBrowserSupported(env)).toBe(false);
  });

  it('reads only its argument, never the global scope', () => {
    // The test's own global scope has fetch, AbortController and Intl; an empty env still lacks them.
    expect(typeof globalThis.fetch).toBe('function');
    expect(missingBrowserFeatures({})).toContain('fetch');
  });
});
