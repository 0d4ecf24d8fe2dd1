// Response filters shaped as the fake backend (src/mocks/search/filters.ts) answers them, for the
// filter rules' tests.
import type { ResponseFilter } from '../schemas';

export const brand: ResponseFilter = {
  field: 'brand',
  op: 'in',
  meta: {
    group_title: 'Merke',
    type: 'checkbox',
    values: ['Ray-Ban', 'Oakley', 'Øyeblikk', 'Tom Ford'],
    names: ['Ray-Ban', 'Oakley', 'Øyeblikk', 'Tom Ford'],
    counts: [12, 8, 3, 0],
  },
};

export const color: ResponseFilter = {
  field: 'color',
  op: 'in',
  meta: {
    group_title: 'Farge',
    type: 'checkbox-color',
    values: ['Svart', 'Havana', 'Rød'],
    names: ['Svart', 'Havana', 'Rød'],
    counts: [20, 5, 1],
    hex_colors: ['#000000', '#6B3F1F', 'url(javascript:alert(1))'],
  },
};

export const price: ResponseFilter = {
  field: 'price',
  op: 'inrange',
  meta: { group_title: 'Pris', type: 'range', min: 99, max: 4999, unit: 'kr' },
};

export const inStock: ResponseFilter = {
  field: 'in_stock',
  op: 'eq',
  meta: {
    group_title: 'Lagerstatus',
    type: 'boolean',
    values: [true],
    names: ['På lager på nett'],
    counts: [40],
  },
};

export const category: ResponseFilter = {
  field: 'category',
  op: 'in',
  meta: {
    group_title: 'Kategori',
    type: 'hierarchical',
    values: [
      ['Solbriller'],
      ['Solbriller', 'Pilot'],
      ['Solbriller', 'Pilot', 'Polariserte'],
      ['Briller'],
      ['Kontaktlinser', 'Dagslinser'],
    ],
    names: ['Solbriller', 'Pilot', 'Polariserte', 'Briller', 'Dagslinser'],
    counts: [30, 10, 4, 25, 7],
  },
};

export const lensType: ResponseFilter = {
  field: 'lens_type',
  op: 'eq',
  meta: { group_title: 'Glasstype', type: 'radio', values: ['Enstyrke', 'Progressive'], counts: [5, 2] },
};
