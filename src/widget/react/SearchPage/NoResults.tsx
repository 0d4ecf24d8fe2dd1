import { useEffect, useState, type MouseEvent } from 'react';
import { toSafeHref } from '../../../components/primitives/safeHref';
import { searchPageHref } from '../../core/searchPage';
import type { Suggestion } from '../../core/schemas';
import type { WidgetContextValue } from '../WidgetProvider/types';
import { Message } from './ListingLayout.styles';
import { Suggestions } from './SearchPage.styles';

/** Suggestions shown when a search finds nothing, at most. */
const MAX_NO_RESULT_SUGGESTIONS = 8;

/**
 * A search that found nothing: what was searched, a hint, and the API's suggestions for the query
 * (queries to search for, categories and brands to open) when it has any.
 */
export function NoResults({ query, widget }: { query: string; widget: WidgetContextValue }) {
  const { client, t, settings, navigate } = widget;
  const [suggestions, setSuggestions] = useState<{ query: string; list: Suggestion[] } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    client.suggestions(query, controller.signal).then(
      (answer) => {
        if (!answer.failed)
          setSuggestions({ query, list: answer.suggestions.slice(0, MAX_NO_RESULT_SUGGESTIONS) });
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [client, query]);

  const links = (suggestions?.query === query ? suggestions.list : [])
    .map((suggestion) => ({
      title: suggestion.title,
      href:
        suggestion.type === 'query' || !suggestion.page_url
          ? searchPageHref(suggestion.title, settings.searchSettings)
          : toSafeHref(suggestion.page_url),
    }))
    .filter((link): link is { title: string; href: string } => !!link.href);

  const follow = (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (navigate(href, { event })) event.preventDefault();
  };
  return (
    <Message data-glimt-no-results="">
      <p>
        <strong>{t('noResults', { query })}</strong>
      </p>
      <p>{t('noResultsHint')}</p>
      {links.length > 0 && (
        <Suggestions aria-label={t('suggestions')}>
          {links.map((link) => (
            <li key={link.href}>
              <a href={link.href} onClick={follow(link.href)}>
                {link.title}
              </a>
            </li>
          ))}
        </Suggestions>
      )}
    </Message>
  );
}
