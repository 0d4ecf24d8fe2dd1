export { nb } from './nb';
export type { MessageKey, Messages } from './nb';
export { createTranslator } from './translate';
export type { Translate } from './translate';
