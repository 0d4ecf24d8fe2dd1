// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Suggestion } from './schemas';
import { selectSuggestions } from './suggestions';

const query = (title: string): Suggestion => ({ type: 'query', title });
const category = (title: string): Suggestion => ({ type: 'category', title, page_url: `/${title}` });
const content = (title: string): Suggestion => ({ type: 'content', title, page_url: `/sider/${title}` });

const all = [
  query('ray-ban'),
  query('Ray-Ban Wayfarer'),
  query('ray-ban clubmaster'),
  query('ray-ban aviator'),
  query('ray-ban junior'),
  category('solbriller'),
  category('briller'),
  category('sportsbriller'),
  category('tilbehør'),
  content('synstest'),
  content('om-oss'),
];

describe('selectSuggestions', () => {
  it('shows up to 3 queries not already in the history, 2 categories next to content, and 1 content result', () => {
    const picked = selectSuggestions(all, { history: ['ray-ban wayfarer '] });
    expect(picked.queries.map((s) => s.title)).toEqual(['ray-ban', 'ray-ban clubmaster', 'ray-ban aviator']);
    expect(picked.categories.map((s) => s.title)).toEqual(['solbriller', 'briller']);
    expect(picked.content.map((s) => s.title)).toEqual(['synstest']);
  });

  it('shows up to 3 categories when there are no content results', () => {
    const picked = selectSuggestions(all.filter((s) => s.type !== 'content'));
    expect(picked.categories).toHaveLength(3);
    expect(picked.content).toEqual([]);
  });

  it('shows 3 categories when content search is off', () => {
    const picked = selectSuggestions(all, { content: false });
    expect(picked.categories).toHaveLength(3);
    expect(picked.content).toEqual([]);
  });

  it('shows no categories when category suggestions are off', () => {
    expect(selectSuggestions(all, { categories: false }).categories).toEqual([]);
  });

  it('handles an empty answer', () => {
    expect(selectSuggestions([])).toEqual({ queries: [], categories: [], content: [] });
  });
});
