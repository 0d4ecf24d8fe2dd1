import { useCallback, useEffect } from 'react';
import useSWR from 'swr';
import { isShopApiRequestError } from '../../../shop/client';
import { shouldRetryShopRequest } from '../../../shop/retry';
import type { ContentPageData } from '../../../shop/schemas/content';
import { useShopClient } from '../../session/ShopSessionProvider';

/** A content page, or why it is missing. */
export interface ContentPageState {
  page: ContentPageData | undefined;
  /** The content API answered 404. */
  notFound: boolean;
  /** Another failure (timeout, network, contract): the page offers to try again. */
  error: Error | undefined;
  retry: () => void;
}

/**
 * A content page through `useShopClient().getContentPage(key)`: cached and de-duplicated by SWR (the
 * one request layer), a 4xx answer not retried, a failure logged once.
 */
export function useContentPage(contentKey: string): ContentPageState {
  const client = useShopClient();
  const { data, error, mutate } = useSWR<ContentPageData, Error, readonly [string, string]>(
    ['glimt/content', contentKey],
    ([, key]) => client.getContentPage(key),
    { shouldRetryOnError: shouldRetryShopRequest, revalidateOnFocus: false },
  );
  useEffect(() => {
    if (error) console.error(`[glimt] content page: loading "${contentKey}" failed`, error);
  }, [error, contentKey]);
  const retry = useCallback(() => void mutate(), [mutate]);
  const notFound = isShopApiRequestError(error) && error.status === 404;
  return { page: error ? undefined : data, notFound, error: notFound ? undefined : error, retry };
}
