import type { MessageTemplate } from './message';
import type { MessageKey, Messages } from './nb';

export type { MessageTemplate, PluralMessage } from './message';

/** Values filled into a text; a numeric `count` also picks the plural form. */
export type MessageValues = Record<string, string | number>;

/** Looks up a message, picks its plural form from `count` and fills its `{placeholders}`. */
export type Translate = (key: MessageKey, values?: MessageValues) => string;

/** The `Intl` helpers a locale formats with. */
export interface MessageFormatters {
  plurals: Intl.PluralRules;
  /** Formats numbers filled in; without it numbers are written as they are. */
  numbers?: Intl.NumberFormat;
}

/**
 * Formats one message: the plural form for a numeric `values.count` (`other` when the locale's
 * form is missing), then every `{name}` filled; an unknown `{name}` stays visible, so a gap is
 * noticed in review. The one formatting rule of the shop's and the widget's translators.
 */
export function formatMessage(
  message: MessageTemplate,
  values: MessageValues | undefined,
  formatters: MessageFormatters,
): string {
  const count = values?.count;
  const template =
    typeof message === 'string'
      ? message
      : ((typeof count === 'number' ? message[formatters.plurals.select(count)] : undefined) ??
        message.other);
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return typeof value === 'number' && formatters.numbers ? formatters.numbers.format(value) : String(value);
  });
}

/**
 * Builds a translator over a catalogue. A missing key shows a visible marker (`⟦key⟧`) and logs a
 * warning once, so a gap is noticed in review instead of rendering blank.
 * @param messages - the catalogue (or the part of it this translator serves)
 * @param locale - BCP 47 tag for the plural rules. @default 'nb'
 */
export function createTranslator(
  messages: Partial<Record<MessageKey, MessageTemplate>> | Partial<Messages>,
  locale = 'nb',
): Translate {
  const warned = new Set<string>();
  let formatters: MessageFormatters | undefined;
  return (key, values) => {
    const message = (messages as Partial<Record<MessageKey, MessageTemplate>>)[key];
    if (message === undefined) {
      if (!warned.has(key)) {
        warned.add(key);
        console.warn(`[glimt] missing translation: ${key}`);
      }
      return `⟦${key}⟧`;
    }
    formatters ??= { plurals: new Intl.PluralRules(locale) };
    return formatMessage(message, values, formatters);
  };
}
