/** A text with plural forms, chosen by `Intl.PluralRules` from the `count` value. */
export type PluralMessage = { other: string } & Partial<
  Record<'zero' | 'one' | 'two' | 'few' | 'many', string>
>;

/** One text of a catalogue: plain, or with plural forms. `{name}` marks a value filled in. */
export type MessageTemplate = string | PluralMessage;
