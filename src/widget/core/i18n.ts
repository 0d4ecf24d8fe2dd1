/**
 * The widget's interface texts (widget spec, section 1): 13 locales, English the default. Each
 * locale is its own module in `src/widget/locales/`, so a host bundles only the ones it imports
 * (or loads one lazily with `loadWidgetLocale`). English, Danish, Finnish, Norwegian and Swedish
 * are complete by type: a new text cannot be added without them. The other locales may lag
 * behind; a text they lack falls back to English. Plural forms follow `Intl.PluralRules` (Czech
 * and Polish: one, few for 2 to 4, many).
 */
import { widgetLocaleEn } from '../locales/en';
import type { WidgetLocale, WidgetMessageKey } from './messages';

export { WIDGET_LOCALE_IDS, resolveWidgetLocaleId } from './messages';
export type {
  CompleteWidgetLocale,
  PluralMessage,
  WidgetLocale,
  WidgetLocaleId,
  WidgetMessageKey,
  WidgetMessages,
} from './messages';

/** Looks up a text and fills in its `{values}`; a plural text picks its form from `count`. */
export type WidgetTranslate = (key: WidgetMessageKey, values?: Record<string, string | number>) => string;

/**
 * A translator over `locale`; a text it lacks comes from English (with English plural rules).
 * Numbers filled in are formatted for the locale (`1 234` in Norwegian).
 * @param locale - @default English
 */
export function createWidgetTranslator(locale: WidgetLocale = widgetLocaleEn): WidgetTranslate {
  const formats = new Map<string, [Intl.PluralRules, Intl.NumberFormat]>();
  const intl = (tag: string) => {
    let pair = formats.get(tag);
    if (!pair) formats.set(tag, (pair = [new Intl.PluralRules(tag), new Intl.NumberFormat(tag)]));
    return pair;
  };
  return (key, values = {}) => {
    const own = locale.messages[key];
    const { tag } = own === undefined ? widgetLocaleEn : locale;
    const message = own ?? widgetLocaleEn.messages[key];
    const [plurals, numbers] = intl(tag);
    const count = values.count;
    const template =
      typeof message === 'string'
        ? message
        : ((typeof count === 'number' ? message[plurals.select(count)] : undefined) ?? message.other);
    return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
      const value = values[name];
      return value === undefined ? whole : typeof value === 'number' ? numbers.format(value) : value;
    });
  };
}
