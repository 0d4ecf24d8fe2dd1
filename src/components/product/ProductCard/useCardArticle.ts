import { useEffect } from 'react';
import type { Article } from '../../../shop/schemas/article';
import { useShopRead } from '../../session/useShopRead';

/** The fetched article, or the error that kept it away (neither while loading). */
export interface CardArticle {
  article: Article | undefined;
  error: Error | undefined;
  /** Asks for the article again (after an error, e.g. a timeout). */
  retry: () => void;
}

/**
 * The article of a card given only its id, through `useShopClient().getArticle(id)` and the one read
 * layer (`useShopRead`); a failure is logged once per error.
 */
export function useCardArticle(id: string): CardArticle {
  const read = useShopRead<Article>('getArticle', [id], (client) => client.getArticle(id));
  const error = read.error as Error | undefined;
  useEffect(() => {
    if (error) console.error(`[glimt] product card: loading article ${id} failed`, error);
  }, [error, id]);
  return { article: read.data, error, retry: read.reload };
}
