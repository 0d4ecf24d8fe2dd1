import { useEffect } from 'react';
import { isShopApiRequestError } from '../../../shop/client';
import type { ContentPageData } from '../../../shop/schemas/content';
import { useShopRead } from '../../session/useShopRead';

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
 * A content page through `useShopClient().getContentPage(key)`, read through the one read layer
 * (`useShopRead`), a failure logged once.
 */
export function useContentPage(contentKey: string): ContentPageState {
  const read = useShopRead<ContentPageData>('getContentPage', [contentKey], (client) =>
    client.getContentPage(contentKey),
  );
  const error = read.error as Error | undefined;
  useEffect(() => {
    if (error) console.error(`[glimt] content page: loading "${contentKey}" failed`, error);
  }, [error, contentKey]);
  const notFound = isShopApiRequestError(error) && error.status === 404;
  return {
    page: error ? undefined : read.data,
    notFound,
    error: notFound ? undefined : error,
    retry: read.reload,
  };
}
