import { useEffect } from 'react';
import useSWR from 'swr';
import { shouldRetryShopRequest } from '../../../shop/retry';
import type { Article } from '../../../shop/schemas/article';
import { useShopClient } from '../../session/ShopSessionProvider';

/** The fetched article, or the error that kept it away (neither while loading). */
export interface CardArticle {
  article: Article | undefined;
  error: Error | undefined;
}

/**
 * The article of a card given only its id, through `useShopClient().getArticle(id)`: cached and
 * de-duplicated by SWR, a 4xx answer not retried; a failure is logged once per error.
 */
export function useCardArticle(id: string): CardArticle {
  const client = useShopClient();
  const { data, error } = useSWR<Article, Error, readonly [string, string]>(
    ['glimt/article', id],
    ([, articleId]) => client.getArticle(articleId),
    { shouldRetryOnError: shouldRetryShopRequest },
  );
  useEffect(() => {
    if (error) console.error(`[glimt] product card: loading article ${id} failed`, error);
  }, [error, id]);
  return { article: data, error };
}
