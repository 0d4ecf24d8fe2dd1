export { nb } from './nb';
export type { MessageKey, Messages } from './nb';
export { nbCommon } from './common';
export type { CommonMessageKey } from './common';
export { createTranslator, formatMessage } from './translate';
export type {
  MessageFormatters,
  MessageTemplate,
  MessageValues,
  PluralMessage,
  Translate,
} from './translate';
export { I18nProvider, useTranslate } from './context';
export type { I18nProviderProps } from './context';
