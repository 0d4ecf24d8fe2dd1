/**
 * Which browsers the shop supports (shop spec, section 2: "Old unsupported browsers see a message that
 * the browser is not supported and to use Edge, Chrome, Safari or Firefox"). Decided by feature
 * detection, never by the user-agent string: a UA can lie, and a new browser we never heard of that has
 * the features works.
 *
 * The rule checks only what the library uses without a fallback:
 *
 * | Feature | Used for | First in |
 * |---|---|---|
 * | CSS `:focus-visible` | the only keyboard focus ring (`GlobalStyle`, dialogs, drawers): without it keyboard users see no focus at all | Chrome/Edge 86, Firefox 85, Safari 15.4 |
 * | CSS `inset` | placing overlays, the progress bar and buttons' inner layers | Chrome/Edge 87, Firefox 66, Safari 14.1 |
 * | `fetch` | every shop and widget call | all four |
 * | `AbortController` | cancelling stale widget searches and cached requests | Chrome/Edge 66, Firefox 57, Safari 12.1 |
 * | `Intl.NumberFormat` | prices (`kr 1 490,50`) | all four |
 * | `Intl.PluralRules` | the widget's texts with counts ("1 treff", "5 treff") | Chrome/Edge 63, Firefox 58, Safari 13 |
 * | `String.prototype.replaceAll` | route paths and texts (ES2021, a marker of the ES2022 runtime the build targets) | Chrome/Edge 85, Firefox 77, Safari 13.1 |
 *
 * So the floor is Chrome and Edge 87, Firefox 85 and Safari 15.4 (iOS 15.4, March 2022): Internet
 * Explorer and the old EdgeHTML Edge fail it. Deliberately not checked, because the library falls back
 * without them: `IntersectionObserver` (content counts as visible), `ResizeObserver` (a dialog's scroll
 * shadow), `navigator.sendBeacon` and `WebSocket` (tracking retries over `fetch`), `dvh` units (`vh`).
 *
 * A browser too old to parse the ES2022 bundle runs none of this; a host that must reach it puts a
 * static message in its HTML (a `<noscript>` or a `nomodule` script).
 */

/** The part of the global scope the check reads. `globalThis` (or `window`) fits it. */
export interface BrowserEnv {
  readonly fetch?: unknown;
  readonly AbortController?: unknown;
  readonly Intl?: { readonly NumberFormat?: unknown; readonly PluralRules?: unknown };
  readonly CSS?: { readonly supports?: unknown };
  readonly String?: { readonly prototype?: { readonly replaceAll?: unknown } };
}

/** A feature the library needs. */
export type BrowserFeature =
  | 'css-focus-visible'
  | 'css-inset'
  | 'fetch'
  | 'abort-controller'
  | 'intl-number-format'
  | 'intl-plural-rules'
  | 'string-replace-all';

type CssSupports = (conditionOrProperty: string, value?: string) => boolean;

function cssSupports(env: BrowserEnv, ...args: [string] | [string, string]): boolean {
  const supports = env.CSS?.supports;
  if (typeof supports !== 'function') return false;
  try {
    return (supports as CssSupports).apply(env.CSS, args) === true;
  } catch {
    // Some old engines throw on the `selector()` syntax instead of answering false.
    return false;
  }
}

const isFunction = (value: unknown) => typeof value === 'function';

/** Every required feature and its test, in the order of the table above. */
const CHECKS: ReadonlyArray<readonly [BrowserFeature, (env: BrowserEnv) => boolean]> = [
  ['css-focus-visible', (env) => cssSupports(env, 'selector(:focus-visible)')],
  ['css-inset', (env) => cssSupports(env, 'inset', '0')],
  ['fetch', (env) => isFunction(env.fetch)],
  ['abort-controller', (env) => isFunction(env.AbortController)],
  ['intl-number-format', (env) => isFunction(env.Intl?.NumberFormat)],
  ['intl-plural-rules', (env) => isFunction(env.Intl?.PluralRules)],
  ['string-replace-all', (env) => isFunction(env.String?.prototype?.replaceAll)],
];

/** The features the library needs, in the order they are checked. */
export const REQUIRED_BROWSER_FEATURES: readonly BrowserFeature[] = /* @__PURE__ */ CHECKS.map(
  ([feature]) => feature,
);

/**
 * The required features `env` lacks (empty when the browser is supported). Pure: it reads only `env`.
 * @example missingBrowserFeatures(globalThis) // [] in a current browser
 */
export function missingBrowserFeatures(env: BrowserEnv): BrowserFeature[] {
  return CHECKS.filter(([, test]) => !test(env)).map(([feature]) => feature);
}

/**
 * Whether a browser has every feature the library needs (see the module comment for the rule and
 * why). Pure: pass `globalThis` in the browser, a fake object in tests.
 * @example isBrowserSupported(window) // true in current Edge, Chrome, Safari and Firefox
 */
export function isBrowserSupported(env: BrowserEnv): boolean {
  return missingBrowserFeatures(env).length === 0;
}
