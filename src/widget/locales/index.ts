/**
 * The loader of the widget's 13 interface locales, one module each (`./cs` … `./sv`). The public
 * entry exports each locale by name from its own module (the rest are tree-shaken away); this module
 * only imports them with `import()`. A static re-export here made bundlers that keep one copy of a
 * module (Vite's Rolldown) put all 13 in the page's main chunk, since the same module then had a
 * static importer and the loader's `import()` could no longer split it off.
 */
import type { WidgetLocale, WidgetLocaleId } from '../core/messages';

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
