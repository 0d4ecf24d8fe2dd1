// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { widgetLocaleCs } from '../locales/cs';
import { widgetLocaleDa } from '../locales/da';
import { widgetLocaleDe } from '../locales/de';
import { widgetLocaleEn } from '../locales/en';
import { widgetLocaleEs } from '../locales/es';
import { widgetLocaleFi } from '../locales/fi';
import { widgetLocaleFr } from '../locales/fr';
import { widgetLocaleIt } from '../locales/it';
import { widgetLocaleNl } from '../locales/nl';
import { widgetLocaleNo } from '../locales/no';
import { widgetLocalePl } from '../locales/pl';
import { widgetLocalePt } from '../locales/pt';
import { widgetLocaleSv } from '../locales/sv';
import { loadWidgetLocale } from '../locales';
import {
  WIDGET_LOCALE_IDS,
  createWidgetTranslator,
  resolveWidgetLocaleId,
  type WidgetLocale,
  type WidgetMessageKey,
} from './i18n';

const locales = [
  widgetLocaleEn,
  widgetLocaleCs,
  widgetLocaleDa,
  widgetLocaleNl,
  widgetLocaleFi,
  widgetLocaleFr,
  widgetLocaleDe,
  widgetLocaleIt,
  widgetLocaleNo,
  widgetLocalePl,
  widgetLocalePt,
  widgetLocaleEs,
  widgetLocaleSv,
];
const englishKeys = Object.keys(widgetLocaleEn.messages).sort() as WidgetMessageKey[];
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('widget locales', () => {
  it('has the 13 locales of the spec, English first', () => {
    expect(locales.map((locale) => locale.id)).toEqual([...WIDGET_LOCALE_IDS]);
  });

  it('English, Danish, Finnish, Norwegian and Swedish have every text', () => {
    for (const locale of [widgetLocaleEn, widgetLocaleDa, widgetLocaleFi, widgetLocaleNo, widgetLocaleSv])
      expect(Object.keys(locale.messages).sort(), locale.id).toEqual(englishKeys);
  });

  it('keeps the placeholders of English and has real translations', () => {
    for (const locale of locales) {
      for (const [key, message] of Object.entries(locale.messages)) {
        const english = widgetLocaleEn.messages[key as WidgetMessageKey];
        const forms = typeof message === 'string' ? [message] : Object.values(message);
        const englishForms = typeof english === 'string' ? [english] : Object.values(english);
        for (const form of forms) {
          expect(form.trim(), `${locale.id}.${key}`).not.toBe('');
          expect(placeholders(form), `${locale.id}.${key}`).toEqual(placeholders(englishForms[0] ?? ''));
        }
        if (typeof message !== 'string') expect(message.other, `${locale.id}.${key}`).toBeTruthy();
      }
      if (locale.id !== 'en') {
        const same = englishKeys.filter(
          (key) => JSON.stringify(locale.messages[key]) === JSON.stringify(widgetLocaleEn.messages[key]),
        );
        // Only words that are the same in many languages (OK, Min, Max, Filters...) may equal English.
        expect(same.length, `${locale.id}: ${same.join(', ')}`).toBeLessThanOrEqual(5);
      }
    }
  });

  it('loads a locale lazily', async () => {
    expect(await loadWidgetLocale('sv')).toBe(widgetLocaleSv);
    expect(await loadWidgetLocale('pl')).toBe(widgetLocalePl);
    expect(await loadWidgetLocale('en')).toBe(widgetLocaleEn);
  });
});

describe('createWidgetTranslator', () => {
  it('defaults to English and keeps the spec wording of the error boundaries', () => {
    const t = createWidgetTranslator();
    expect(t('autocompleteFailed')).toBe('Autocomplete/suggestions failed');
    expect(t('instantResultsFailed')).toBe('Instant results failed');
    expect(t('productCardFailed')).toBe('Uncaught error in product card template');
    expect(t('viewAllResults', { count: 1 })).toBe('View 1 result');
    expect(t('viewAllResults', { count: 1234 })).toBe('View all 1,234 results');
    expect(t('noResults', { query: 'xyz' })).toBe('No results for “xyz”');
  });

  it('chooses Czech plural forms: one, 2 to 4, and many', () => {
    const t = createWidgetTranslator(widgetLocaleCs);
    expect(t('resultCount', { count: 1 })).toBe('1 výsledek');
    expect(t('resultCount', { count: 3 })).toBe('3 výsledky');
    expect(t('resultCount', { count: 5 })).toBe('5 výsledků');
    expect(t('resultCount', { count: 0 })).toBe('0 výsledků');
  });

  it('chooses Polish plural forms', () => {
    const t = createWidgetTranslator(widgetLocalePl);
    expect(t('productCount', { count: 1 })).toBe('1 produkt');
    expect(t('productCount', { count: 4 })).toBe('4 produkty');
    expect(t('productCount', { count: 5 })).toBe('5 produktów');
    expect(t('productCount', { count: 12 })).toBe('12 produktów');
    expect(t('productCount', { count: 22 })).toBe('22 produkty');
  });

  it('formats numbers for the locale', () => {
    const t = createWidgetTranslator(widgetLocaleNo);
    expect(t('viewAllResults', { count: 1234 })).toBe('Vis alle 1\u00a0234 resultater');
    expect(t('shownOfTotal', { shown: 48, total: 120 })).toBe('Du har sett 48 av 120 produkter');
  });

  it('falls back to English for a text a locale lacks, with English plural rules', () => {
    const partial: WidgetLocale = { id: 'pl', tag: 'pl', messages: { back: 'Wstecz' } };
    const t = createWidgetTranslator(partial);
    expect(t('back')).toBe('Wstecz');
    expect(t('productCount', { count: 5 })).toBe('5 products');
    expect(t('productCount', { count: 1 })).toBe('1 product');
  });

  it('uses the other form without a count and leaves unknown placeholders', () => {
    const t = createWidgetTranslator(widgetLocaleDe);
    expect(t('resultCount')).toBe('{count} Ergebnisse');
    expect(t('noResults', {})).toBe('Keine Ergebnisse für „{query}“');
  });

  it('resolves language tags to widget locales', () => {
    expect(resolveWidgetLocaleId('nb-NO')).toBe('no');
    expect(resolveWidgetLocaleId('nn')).toBe('no');
    expect(resolveWidgetLocaleId('sv_SE')).toBe('sv');
    expect(resolveWidgetLocaleId('pt-BR')).toBe('pt');
    expect(resolveWidgetLocaleId('ja')).toBe('en');
    expect(resolveWidgetLocaleId(undefined)).toBe('en');
  });

  it('every locale translates every text with every count without throwing', () => {
    for (const locale of locales) {
      const t = createWidgetTranslator(locale);
      for (const key of englishKeys)
        for (const count of [0, 1, 2, 5, 22, 1.5, 1_000_000])
          expect(t(key, { count, query: 'q', shown: 1, total: 2 })).not.toMatch(/\{count\}|\{query\}/);
    }
    expect(createWidgetTranslator(widgetLocaleFr)('resultCount', { count: 1_000_000 })).toBe(
      '1\u202f000\u202f000 de résultats',
    );
    expect(createWidgetTranslator(widgetLocaleEs)('ok')).toBe('Aceptar');
    expect(createWidgetTranslator(widgetLocaleNl)('back')).toBe('Terug');
    expect(createWidgetTranslator(widgetLocaleIt)('back')).toBe('Indietro');
    expect(createWidgetTranslator(widgetLocalePt)('back')).toBe('Voltar');
    expect(createWidgetTranslator(widgetLocaleDa)('back')).toBe('Tilbage');
    expect(createWidgetTranslator(widgetLocaleFi)('back')).toBe('Takaisin');
  });
});
