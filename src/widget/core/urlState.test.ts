// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Filter } from './schemas';
import {
  decodeFilterValue,
  decodeUrlState,
  encodeFilterValue,
  encodeUrlState,
  urlStateParamNames,
  type UrlState,
  type UrlStateOptions,
} from './urlState';

const empty: UrlState = { query: '', sorting: null, filters: [], clearFilters: false, queryId: null };

describe('decodeUrlState', () => {
  it('reads the query, sorting, filters and override query id', () => {
    const search =
      '?query=ray%20ban&sorting=price📈&f_brand≡=IlJheS1CYW4i&f_color=Svart‚Gull&f_in_stock≡=1' +
      '&f_price🔢=100-2000&f_category=Solbriller‚Ray-Ban‣Briller‣&f_color∉=Rosa‚&query_id=abc';
    expect(decodeUrlState(search)).toEqual({
      query: 'ray ban',
      sorting: { field: 'price', order: 'asc' },
      filters: [
        { field: 'brand', op: 'eq', data: 'Ray-Ban' },
        { field: 'color', op: 'in', data: ['Svart', 'Gull'] },
        { field: 'in_stock', op: 'eq', data: true },
        { field: 'price', op: 'inrange', data: [100, 2000] },
        { field: 'category', op: 'in', data: [['Solbriller', 'Ray-Ban'], ['Briller']] },
        { field: 'color', op: 'nin', data: ['Rosa'] },
      ],
      clearFilters: false,
      queryId: 'abc',
    });
  });

  it('uses the instance key in every parameter name', () => {
    const options = { instanceKey: 'top', queryParamName: 'q' };
    const search =
      '?qtop=gucci&query=other&sortingtop=name📉&ftop_brand=Gucci‚&f_brand=Prada‚&query_id_top=x&query_id=y';
    expect(decodeUrlState(search, options)).toEqual({
      query: 'gucci',
      sorting: { field: 'name', order: 'desc' },
      filters: [{ field: 'brand', op: 'in', data: ['Gucci'] }],
      clearFilters: false,
      queryId: 'x',
    });
    expect(decodeUrlState('?query_id=y', options).queryId).toBe('y');
  });

  it('reads the legacy filter_ prefix', () => {
    expect(decodeUrlState('?filter_brand≠=IlByYWRhIg==&filter_on_sale≡=0').filters).toEqual([
      { field: 'brand', op: 'neq', data: 'Prada' },
      { field: 'on_sale', op: 'eq', data: false },
    ]);
  });

  it('ignores a sorting with an unknown suffix', () => {
    expect(decodeUrlState('?sorting=price⬆').sorting).toBeNull();
    expect(decodeUrlState('?sorting=📈').sorting).toBeNull();
    expect(decodeUrlState('?sorting=').sorting).toBeNull();
  });

  it('clears the filters when went_sideways_clear_filters=true', () => {
    const state = decodeUrlState('?f_brand=Gucci‚&went_sideways_clear_filters=true&query=x');
    expect(state).toMatchObject({ filters: [], clearFilters: true, query: 'x' });
    expect(decodeUrlState('?f_brand=Gucci‚&went_sideways_clear_filters=false').filters).toHaveLength(1);
  });

  it('skips filters that do not decode or do not fit their operator', () => {
    const search = '?f_a≡=%%%&f_b=&f_c🔢=cheap&f_d≤=IlgiIA==&f_=x‚&f_e=1&f_g≥=NTA=';
    expect(decodeUrlState(search).filters).toEqual([{ field: 'g', op: 'geq', data: 50 }]);
  });

  it('accepts URLSearchParams and hand-made negative ranges', () => {
    const params = new URLSearchParams({ 'f_temp🔢': '-5-10' });
    expect(decodeUrlState(params).filters).toEqual([{ field: 'temp', op: 'inrange', data: [-5, 10] }]);
  });

  it('never throws, whatever the query string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string({ maxLength: 3 }), (search, instanceKey) => {
        const state = decodeUrlState(search, { instanceKey });
        expect(typeof state.query).toBe('string');
        expect(Array.isArray(state.filters)).toBe(true);
      }),
      { seed: 1729, numRuns: 500 },
    );
  });

  it('never throws on arbitrary filter parameters and values', () => {
    const token = fc.constantFrom('', '≡', '≠', '∈', '∉', '≤', '≥', '🔢', '‚', '‣', '-', '0️⃣', '1', '0', '=');
    const text = fc.array(fc.oneof(token, fc.string({ unit: 'grapheme', maxLength: 4 }), fc.base64String()), {
      maxLength: 6,
    });
    fc.assert(
      fc.property(fc.array(fc.tuple(text, text), { maxLength: 6 }), (pairs) => {
        const params = new URLSearchParams();
        for (const [name, value] of pairs) params.append(`f_${name.join('')}`, value.join(''));
        const state = decodeUrlState(params);
        for (const filter of state.filters) expect(filter.field.length).toBeGreaterThan(0);
      }),
      { seed: 42, numRuns: 500 },
    );
  });
});

describe('encodeUrlState', () => {
  it('writes the reference encoding', () => {
    const params = encodeUrlState({
      query: 'ray ban',
      sorting: { field: 'price', order: 'desc' },
      filters: [
        { field: 'brand', op: 'eq', data: 'Ray-Ban' },
        { field: 'color', op: 'in', data: ['Svart'] },
        { field: 'color', op: 'nin', data: ['Rosa', 'Gull'] },
        { field: 'in_stock', op: 'eq', data: true },
        { field: 'price', op: 'inrange', data: [100, 2000.5] },
        { field: 'price', op: 'leq', data: 5000 },
        { field: 'category', op: 'in', data: [['Solbriller', 'Ray-Ban'], ['Briller']] },
        { field: 'tags', op: 'in', data: ['', 'a'] },
      ],
      queryId: 'abc',
    });
    expect([...params]).toEqual([
      ['query', 'ray ban'],
      ['sorting', 'price📉'],
      ['f_brand≡', 'IlJheS1CYW4i'],
      ['f_color', 'Svart‚'],
      ['f_color∉', 'Rosa‚Gull'],
      ['f_in_stock≡', '1'],
      ['f_price🔢', '100-2000.5'],
      ['f_price≤', 'NTAwMA=='],
      ['f_category', 'Solbriller‚Ray-Ban‣Briller‣'],
      ['f_tags', '0️⃣‚a'],
      ['query_id', 'abc'],
    ]);
  });

  it('keeps foreign parameters and replaces its own, dropping legacy filters', () => {
    const base =
      '?utm_source=news&query=old&f_brand=Gucci‚&filter_color=Svart‚&fother_x=1‚&went_sideways_clear_filters=true';
    const params = encodeUrlState({ query: 'new' }, {}, base);
    expect(params.toString()).toBe(new URLSearchParams('utm_source=news&fother_x=1‚&query=new').toString());
  });

  it('writes the clear-filters flag instead of filters', () => {
    const params = encodeUrlState({ clearFilters: true, filters: [{ field: 'a', op: 'eq', data: 1 }] });
    expect(params.toString()).toBe('went_sideways_clear_filters=true');
  });

  it('writes the instance key into every name, and query_id_ + key', () => {
    const params = encodeUrlState(
      {
        query: 'x',
        sorting: { field: 'name', order: 'asc' },
        filters: [{ field: 'b', op: 'in', data: ['y'] }],
        queryId: 'q1',
      },
      { instanceKey: '2', queryParamName: 'search' },
    );
    expect([...params.keys()]).toEqual(['search2', 'sorting2', 'f2_b', 'query_id_2']);
  });

  it('marks an in filter whose field ends like an operator', () => {
    const filter: Filter = { field: 'size≤', op: 'in', data: ['M'] };
    const params = encodeUrlState({ filters: [filter] });
    expect([...params.keys()]).toEqual(['f_size≤∈']);
    expect(decodeUrlState(params).filters).toEqual([filter]);
  });
});

describe('filter values', () => {
  it('round-trips the special encodings', () => {
    const cases: Array<[Filter['op'], Filter['data']]> = [
      ['eq', true],
      ['eq', false],
      ['eq', '1'],
      ['eq', 0],
      ['in', []],
      ['in', ['']],
      ['in', ['a‚b']],
      ['in', ['0️⃣']],
      ['in', [[]]],
      ['in', [['a'], []]],
      ['in', [1, 'a']],
      ['inrange', [-3, 4]],
      ['inrange', [1e21, 1e22]],
      ['eq', 'blå æøå 🕶️'],
    ];
    for (const [op, data] of cases)
      expect(decodeFilterValue(op, encodeFilterValue(op, data)), JSON.stringify(data)).toEqual(data);
  });
});

// ---------------------------------------------------------------------------------------------
// Property: decode(encode(state)) is state
// ---------------------------------------------------------------------------------------------

const text = fc.string({ unit: 'grapheme', maxLength: 8 });
const specials = fc.constantFrom('‚', '‣', '0️⃣', '-', '1', '0', '📈', '≡', '🔢', '');
const value = fc.oneof(
  text,
  specials,
  fc.array(fc.oneof(text, specials), { maxLength: 3 }).map((parts) => parts.join('')),
);
const number = fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })).map((n) => n || 0); // -0 is written as 0
const field = fc
  .array(fc.oneof(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 6 }), specials), {
    minLength: 1,
    maxLength: 3,
  })
  .map((parts) => parts.join(''))
  .filter((name) => name.length > 0);
const scalar = fc.oneof(value, number, fc.boolean());
const list = fc.array(fc.oneof(value, number, fc.boolean(), fc.array(value, { maxLength: 3 })), {
  maxLength: 4,
});

const filter: fc.Arbitrary<Filter> = fc.oneof(
  fc.record({ field, op: fc.constantFrom('eq' as const, 'neq' as const), data: scalar }),
  fc.record({ field, op: fc.constantFrom('in' as const, 'nin' as const), data: list }),
  fc.record({
    field,
    op: fc.constantFrom('in' as const, 'nin' as const),
    data: fc.array(fc.array(value, { minLength: 1, maxLength: 3 }), { maxLength: 3 }),
  }),
  fc.record({ field, op: fc.constantFrom('leq' as const, 'geq' as const), data: number }),
  fc.record({
    field,
    op: fc.constant('inrange' as const),
    data: fc.tuple(number, number).map(([a, b]): [number, number] => (a <= b ? [a, b] : [b, a])),
  }),
);

const state: fc.Arbitrary<UrlState> = fc
  .record({
    query: value,
    sorting: fc.option(fc.record({ field, order: fc.constantFrom('asc' as const, 'desc' as const) }), {
      nil: null,
    }),
    filters: fc.uniqueArray(filter, { maxLength: 5, selector: (f) => `${f.field} ${f.op}` }),
    clearFilters: fc.boolean(),
    queryId: fc.option(
      value.filter((id) => id !== ''),
      { nil: null },
    ),
  })
  .map((generated) => (generated.clearFilters ? { ...generated, filters: [] } : generated));

const options: fc.Arbitrary<UrlStateOptions> = fc.record({
  instanceKey: fc.constantFrom('', '1', 'top', 'Search2'),
  queryParamName: fc.constantFrom('query', 'q', 'søk'),
});

/** Equal as filter data: primitives by `===` (0 and -0 alike, the URL writes both as 0), lists item by item. */
const sameData = (a: unknown, b: unknown): boolean =>
  Array.isArray(a) && Array.isArray(b)
    ? a.length === b.length && a.every((item, i) => sameData(item, b[i]))
    : !Array.isArray(a) && !Array.isArray(b) && a === b;
/** Equal as a filter: field, operator and data. */
const isDeepStrictEqualFilter = (a: Filter, b: Filter) =>
  a.field === b.field && a.op === b.op && sameData(a.data, b.data);

describe('URL state round trip (property)', () => {
  it('decode(encode(state)) gives back the same state, also through the URL text', () => {
    fc.assert(
      fc.property(state, options, (original, opts) => {
        const params = encodeUrlState(original, opts, '?utm_campaign=vår&page=2');
        expect(decodeUrlState(params, opts)).toEqual(original);
        expect(decodeUrlState(`?${params.toString()}`, opts)).toEqual(original);
        expect(params.get('utm_campaign')).toBe('vår');
      }),
      { seed: 20261117, numRuns: 300 },
    );
  });

  it('two instances on one page keep their own state', () => {
    fc.assert(
      fc.property(state, state, (first, second) => {
        const a = { instanceKey: '' };
        const b = { instanceKey: 'x' };
        const params = encodeUrlState(second, b, encodeUrlState(first, a));
        const decodedA = decodeUrlState(params, a);
        const decodedB = decodeUrlState(params, b);
        // Instance x falls back to the plain `query_id` (the spec's "query_id_ + key, or query_id").
        expect(decodedB).toEqual({ ...second, queryId: second.queryId ?? first.queryId });
        // The clear-filters flag is one page-wide compatibility key: the last instance written decides.
        expect(decodedA.clearFilters).toBe(second.clearFilters);
        expect(decodedA.queryId).toBe(first.queryId);
        expect(decodedA.query).toBe(first.query);
        expect(decodedA.sorting).toEqual(first.sorting);
      }),
      { seed: 7, numRuns: 200 },
    );
  });

  it('writes only what reads back: every filter and sorting written decodes to the one given', () => {
    // Wild values too: lone surrogates, numbers that are not finite, -0, ranges the wrong way
    // round, an empty sorting field. Whatever is written must read back; the rest is left out.
    const wildText = fc.oneof(value, fc.string({ unit: 'binary', maxLength: 6 }));
    const wildNumber = fc.oneof(number, fc.constantFrom(NaN, Infinity, -Infinity, -0, 1e21, -1e-7));
    const wildField = fc.oneof(field, fc.string({ unit: 'binary', minLength: 1, maxLength: 4 }));
    const wildFilter = fc.oneof(
      filter,
      fc.record({
        field: wildField,
        op: fc.constantFrom('eq' as const, 'neq' as const),
        data: fc.oneof(wildText, wildNumber),
      }),
      fc.record({
        field: wildField,
        op: fc.constantFrom('in' as const, 'nin' as const),
        data: fc.array(fc.oneof(wildText, wildNumber, fc.array(wildText, { maxLength: 3 })), {
          maxLength: 4,
        }),
      }),
      fc.record({ field: wildField, op: fc.constantFrom('leq' as const, 'geq' as const), data: wildNumber }),
      fc.record({
        field: wildField,
        op: fc.constant('inrange' as const),
        data: fc.tuple(wildNumber, wildNumber),
      }),
    ) as fc.Arbitrary<Filter>;
    const wildState = fc.record({
      query: value,
      sorting: fc.option(
        fc.record({
          field: fc.oneof(wildField, fc.constant('')),
          order: fc.constantFrom('asc' as const, 'desc' as const),
        }),
        { nil: null },
      ),
      filters: fc.uniqueArray(wildFilter, { maxLength: 6, selector: (f) => `${f.field} ${f.op}` }),
    });
    fc.assert(
      fc.property(wildState, options, (original, opts) => {
        const params = encodeUrlState(original, opts);
        const names = urlStateParamNames(opts);
        const written = [...params.keys()].filter((name) => name.startsWith(names.filterPrefix));
        for (const text of [params.toString(), params]) {
          const decoded = decodeUrlState(typeof text === 'string' ? `?${text}` : text, opts);
          // Every filter parameter written is read back, as one of the filters given.
          expect(decoded.filters).toHaveLength(written.length);
          for (const read of decoded.filters)
            expect(original.filters.some((given) => isDeepStrictEqualFilter(given, read))).toBe(true);
          if (params.has(names.sorting)) expect(decoded.sorting).toEqual(original.sorting);
          else expect(decoded.sorting).toBeNull();
        }
      }),
      { seed: 20261118, numRuns: 400 },
    );
  });

  it('leaves out the filter values it could not read back', () => {
    const params = encodeUrlState({
      filters: [
        { field: 'price', op: 'leq', data: Infinity },
        { field: 'size', op: 'geq', data: NaN },
        { field: 'brand', op: 'in', data: ['ok', 'lone \uD800'] },
        { field: 'range', op: 'inrange', data: [10, 2] },
        { field: 'kept', op: 'eq', data: 'yes' },
      ],
      sorting: { field: '', order: 'asc' },
    });
    expect([...params.keys()]).toEqual(['f_kept≡']);
  });

  it('an empty state writes nothing', () => {
    expect(encodeUrlState(empty).toString()).toBe('');
    expect(decodeUrlState('')).toEqual(empty);
  });
});
