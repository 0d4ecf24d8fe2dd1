import type { MessageKey, Messages } from './nb';

/** Looks up a message and fills its `{placeholders}`. */
export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/**
 * Builds a translator over a catalogue. A missing key shows a visible marker (`⟦key⟧`) and logs a
 * warning once, so a gap is noticed in review instead of rendering blank.
 */
export function createTranslator(messages: Partial<Messages>): Translate {
  const warned = new Set<string>();
  return (key, values) => {
    const template = messages[key];
    if (template === undefined) {
      if (!warned.has(key)) {
        warned.add(key);
        console.warn(`[glimt] missing translation: ${key}`);
      }
      return `⟦${key}⟧`;
    }
    if (!values) return template;
    return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
      name in values ? String(values[name]) : whole,
    );
  };
}
