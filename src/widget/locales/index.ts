/**
 * The widget's 13 interface locales, one module each. Import the ones you need by name (the rest
 * are tree-shaken away), or load one on demand with {@link loadWidgetLocale}.
 */
import type { WidgetLocale, WidgetLocaleId } from '../core/messages';

export { widgetLocaleCs } from './cs';
export { widgetLocaleDa } from './da';
export { widgetLocaleDe } from './de';
export { widgetLocaleEn } from './en';
export { widgetLocaleEs } from './es';
export { widgetLocaleFi } from './fi';
export { widgetLocaleFr } from './fr';
export { widgetLocaleIt } from './it';
export { widgetLocaleNl } from './nl';
export { widgetLocaleNo } from './no';
export { widgetLocalePl } from './pl';
export { widgetLocalePt } from './pt';
export { widgetLocaleSv } from './sv';

/**
 * Loads one locale in its own chunk, e.g. `createWidgetTranslator(await loadWidgetLocale('sv'))`.
 * @param id - a locale id; use `resolveWidgetLocaleId('sv-SE')` for a language tag
 */
export function loadWidgetLocale(id: WidgetLocaleId): Promise<WidgetLocale> {
  switch (id) {
    case 'cs':
      return import('./cs').then((module) => module.widgetLocaleCs);
    case 'da':
      return import('./da').then((module) => module.widgetLocaleDa);
    case 'de':
      return import('./de').then((module) => module.widgetLocaleDe);
    case 'es':
      return import('./es').then((module) => module.widgetLocaleEs);
    case 'fi':
      return import('./fi').then((module) => module.widgetLocaleFi);
    case 'fr':
      return import('./fr').then((module) => module.widgetLocaleFr);
    case 'it':
      return import('./it').then((module) => module.widgetLocaleIt);
    case 'nl':
      return import('./nl').then((module) => module.widgetLocaleNl);
    case 'no':
      return import('./no').then((module) => module.widgetLocaleNo);
    case 'pl':
      return import('./pl').then((module) => module.widgetLocalePl);
    case 'pt':
      return import('./pt').then((module) => module.widgetLocalePt);
    case 'sv':
      return import('./sv').then((module) => module.widgetLocaleSv);
    default:
      return import('./en').then((module) => module.widgetLocaleEn);
  }
}
