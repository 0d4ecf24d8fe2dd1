/**
 * Which suggestions the search modal shows (widget spec, section 5): up to 3 query suggestions
 * that are not already among the recent searches shown, up to 3 categories (2 when there are
 * content results), and 1 content result.
 */
import type { Suggestion } from './schemas';

/** Query suggestions shown at most (spec: 3). */
export const QUERY_SUGGESTIONS_SHOWN = 3;
/** Category suggestions shown at most (spec: 3, or 2 next to content results). */
export const CATEGORY_SUGGESTIONS_SHOWN = 3;
/** Category suggestions shown at most next to content results. */
export const CATEGORY_SUGGESTIONS_SHOWN_WITH_CONTENT = 2;
/** Content results shown at most (spec: 1). */
export const CONTENT_SUGGESTIONS_SHOWN = 1;

/** Options of {@link selectSuggestions}. */
export interface SelectSuggestionsOptions {
  /** The recent searches shown above the suggestions; equal queries (ignoring case) are left out. */
  history?: readonly string[];
  /** Show category suggestions (`enableCategorySuggestions`). @default true */
  categories?: boolean;
  /** Show content results (`enableContentSearch`). @default true */
  content?: boolean;
}

/** The suggestions the modal shows, by kind. */
export interface SelectedSuggestions {
  queries: Suggestion[];
  categories: Suggestion[];
  content: Suggestion[];
}

/** Picks the suggestions to show from an answer of the suggestions call. */
export function selectSuggestions(
  suggestions: readonly Suggestion[],
  options: SelectSuggestionsOptions = {},
): SelectedSuggestions {
  const inHistory = new Set((options.history ?? []).map((item) => item.trim().toLowerCase()));
  const ofType = (type: Suggestion['type']) => suggestions.filter((suggestion) => suggestion.type === type);
  const content = options.content === false ? [] : ofType('content').slice(0, CONTENT_SUGGESTIONS_SHOWN);
  return {
    queries: ofType('query')
      .filter((suggestion) => !inHistory.has(suggestion.title.trim().toLowerCase()))
      .slice(0, QUERY_SUGGESTIONS_SHOWN),
    categories:
      options.categories === false
        ? []
        : ofType('category').slice(
            0,
            content.length > 0 ? CATEGORY_SUGGESTIONS_SHOWN_WITH_CONTENT : CATEGORY_SUGGESTIONS_SHOWN,
          ),
    content,
  };
}
