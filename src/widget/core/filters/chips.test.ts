// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createWidgetTranslator } from '../i18n';
import type { Filter } from '../schemas';
import { widgetLocaleNo } from '../../locales/no';
import { activeFilterChips, removeFilterChip } from './chips';
import { brand, category, inStock, price } from './test-fixtures';

const t = createWidgetTranslator(widgetLocaleNo);
const offered = [brand, price, inStock, category];

describe('activeFilterChips', () => {
  it('makes a chip per chosen value and one per range or toggle, in the applied order', () => {
    const applied: Filter[] = [
      { field: 'brand', op: 'in', data: ['Ray-Ban', 'Oakley'] },
      { field: 'price', op: 'inrange', data: [500, 1500] },
      { field: 'in_stock', op: 'eq', data: true },
      { field: 'category', op: 'in', data: [['Solbriller', 'Pilot']] },
    ];
    expect(activeFilterChips(applied, offered, t).map((chip) => [chip.groupTitle, chip.label])).toEqual([
      ['Merke', 'Ray-Ban'],
      ['Merke', 'Oakley'],
      ['Pris', '500–1\u00a0500 kr'],
      ['Lagerstatus', 'På lager på nett'],
      ['Kategori', 'Pilot'],
    ]);
  });

  it('says "not" for excluded values and "up to" / "from" for one-sided ranges', () => {
    const applied: Filter[] = [
      { field: 'brand', op: 'nin', data: ['Oakley'] },
      { field: 'price', op: 'leq', data: 800 },
    ];
    expect(activeFilterChips(applied, offered, t).map((chip) => chip.label)).toEqual([
      'Ikke Oakley',
      'Opptil 800 kr',
    ]);
    expect(activeFilterChips([{ field: 'price', op: 'geq', data: 800 }], offered, t)[0]?.label).toBe(
      'Fra 800 kr',
    );
  });

  it('labels a filter the page does not offer with its field and raw values', () => {
    const chips = activeFilterChips([{ field: 'gender', op: 'in', data: [['Dame', 'Voksen']] }], offered, t);
    expect(chips[0]).toMatchObject({ groupTitle: 'gender', label: 'Dame › Voksen' });
  });
});

describe('removeFilterChip', () => {
  it('removes one value, or the whole filter with its last value', () => {
    const applied: Filter[] = [
      { field: 'brand', op: 'in', data: ['Ray-Ban', 'Oakley'] },
      { field: 'price', op: 'inrange', data: [500, 1500] },
    ];
    const [rayBan, , range] = activeFilterChips(applied, offered, t);
    expect(removeFilterChip(applied, rayBan!)).toEqual([
      { field: 'brand', op: 'in', data: ['Oakley'] },
      applied[1],
    ]);
    expect(removeFilterChip(applied, range!)).toEqual([applied[0]]);
  });
});
