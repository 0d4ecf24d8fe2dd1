/**
 * The provider's own hooks: the one-provider rule ({@link useProviderCount}), the locale that
 * loads on demand ({@link useWidgetLocale}) and the visitor id ({@link useVisitorId}).
 */
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import {
  PERSONALISATION_CONSENT_LEVEL,
  type ConsentLevel,
  type ConsentStore,
} from '../../../consent/consent';
import { reportError } from '../../../tracking/errors';
import { visitorIdUnderConsent } from '../../../tracking/identity';
import type { WidgetEnv } from '../../core/env';
import { resolveWidgetLocaleId, type WidgetLocale, type WidgetLocaleId } from '../../core/i18n';
import { loadWidgetLocale } from '../../locales';
import { widgetLocaleEn } from '../../locales/en';
import type { WidgetProviderProps } from './types';

/** Warned when a second provider mounts (spec, section 8, with this library's names). */
export const MULTIPLE_PROVIDERS_MESSAGE =
  'You are using multiple WidgetProviders... Only one may be mounted: keep the one at the root of your app.';

// Providers mounted on the page, for the one-provider rule; the warning is given once until all
// of them unmount again.
let mountedProviders = 0;
let warnedMultiple = false;

/** Counts mounted providers and warns once when there is more than one. */
export function useProviderCount(warn: ((message: string) => void) | undefined): void {
  useEffect(() => {
    mountedProviders += 1;
    if (mountedProviders > 1 && !warnedMultiple) {
      warnedMultiple = true;
      (warn ?? console.warn)(MULTIPLE_PROVIDERS_MESSAGE);
    }
    return () => {
      mountedProviders -= 1;
      if (mountedProviders === 0) warnedMultiple = false;
    };
  }, [warn]);
}

/** The locale id asked for and the texts to show: English until a locale given by id has loaded. */
export function useWidgetLocale(locale: WidgetProviderProps['locale']): [WidgetLocaleId, WidgetLocale] {
  const given = typeof locale === 'object' ? locale : undefined;
  const id = typeof locale === 'object' ? locale.id : resolveWidgetLocaleId(locale ?? 'en');
  const [loaded, setLoaded] = useState<WidgetLocale | undefined>(undefined);
  useEffect(() => {
    if (given || id === 'en') return;
    let current = true;
    loadWidgetLocale(id).then(
      (result) => current && setLoaded(result),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [given, id]);
  if (given) return [id, given];
  return [id, loaded?.id === id ? loaded : widgetLocaleEn];
}

const ignore = () => undefined;

const noUnsubscribe = () => undefined;

/**
 * The visitor id (`_dep_id`) through the tracker's own identity module, so widget requests always
 * carry a `dsid` and the tracker and the widget share it: created when there is none, replaced
 * (and reported through the tracking error reporter) when the stored one is malformed. With a
 * consent store the stored id is used only while `level` is granted (followed as it changes);
 * until then an id held in memory for the page, with no storage read or written. On the server
 * (`inBrowser` false) an id held for the render is used and nothing is reported.
 */
export function useVisitorId(
  env: WidgetEnv,
  inBrowser: boolean,
  consent?: ConsentStore,
  level: ConsentLevel = PERSONALISATION_CONSENT_LEVEL,
): string {
  const subscribe = useCallback(
    (onChange: () => void) => consent?.subscribe(onChange) ?? noUnsubscribe,
    [consent],
  );
  const allowed = () => !consent || consent.has(level);
  const stored = useSyncExternalStore(subscribe, allowed, allowed);
  return useMemo(
    () => visitorIdUnderConsent(env, inBrowser ? reportError : ignore, stored, inBrowser),
    [env, inBrowser, stored],
  );
}
