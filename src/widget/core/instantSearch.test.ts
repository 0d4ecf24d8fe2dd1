import { describe, expect, it } from 'vitest';
import type { DataSourceSnapshot } from './dataSource';
import {
  INSTANT_RESULTS_DEBOUNCE_MS,
  INSTANT_SEARCH_PING_DELAY_MS,
  SUGGESTIONS_DEBOUNCE_MS,
  instantResultsFor,
  instantSearchAnalyticsEvent,
  instantSearchPing,
} from './instantSearch';

type Results = { query: string; total: number; requestId: string };
const ready = (request: string, data: Results): DataSourceSnapshot<string, Results> => ({
  state: 'ready',
  request,
  data,
});

describe('typing pauses', () => {
  it('asks for suggestions almost at once, results after 250 ms, pings after 2 s', () => {
    expect(SUGGESTIONS_DEBOUNCE_MS).toBeLessThan(INSTANT_RESULTS_DEBOUNCE_MS);
    expect(INSTANT_RESULTS_DEBOUNCE_MS).toBe(250);
    expect(INSTANT_SEARCH_PING_DELAY_MS).toBe(2000);
  });
});

describe('instantSearchPing', () => {
  it('carries the count and request id only when the results answer the pinged query', () => {
    const latest = { query: 'ray', total: 12, requestId: 'req-1' };
    expect(instantSearchPing('ray', latest)).toEqual({
      query: 'ray',
      resultCount: 12,
      searchRequestId: 'req-1',
    });
    expect(instantSearchPing('rayb', latest)).toEqual({ query: 'rayb' });
    expect(instantSearchPing('ray', null)).toEqual({ query: 'ray' });
  });
});

describe('instantResultsFor', () => {
  const data = { query: 'ray', total: 3, requestId: 'r' };

  it('shows the answer to the typed query once its pause is over', () => {
    expect(instantResultsFor('ray', 'ray', ready('ray', data))).toEqual({
      results: data,
      error: null,
      isLoading: false,
    });
  });

  it("never shows an earlier query's answer, and is loading meanwhile", () => {
    expect(instantResultsFor('rayb', 'ray', ready('ray', data))).toEqual({
      results: null,
      error: null,
      isLoading: true,
    });
    expect(instantResultsFor('rayb', 'rayb', { state: 'refreshing', request: 'rayb', data })).toEqual({
      results: null,
      error: null,
      isLoading: true,
    });
  });

  it('passes on the error of the typed query, and nothing loads for an empty query', () => {
    const failure = new Error('boom');
    expect(instantResultsFor('ray', 'ray', { state: 'errored', request: 'ray', error: failure })).toEqual({
      results: null,
      error: failure,
      isLoading: false,
    });
    expect(instantResultsFor('', '', { state: 'unresolved' }).isLoading).toBe(false);
  });
});

describe('instantSearchAnalyticsEvent (issue #34)', () => {
  it("is GA4's search event with the query, and the count and request id once they are in", () => {
    expect(instantSearchAnalyticsEvent({ query: 'ray' })).toEqual({
      name: 'search',
      params: { search_term: 'ray' },
    });
    expect(instantSearchAnalyticsEvent({ query: 'ray', resultCount: 0, searchRequestId: 'sr-1' })).toEqual({
      name: 'search',
      params: { search_term: 'ray', result_count: 0, search_request_id: 'sr-1' },
    });
  });
});
