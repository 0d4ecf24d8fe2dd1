import { useEffect, useRef } from 'react';
import { isShopApiRequestError } from '../../../shop/client';
import type { ProductDetail } from '../../../shop/schemas/product';
import { useShopRead } from '../../session/useShopRead';

/** The product page's article, or why it is missing. */
export interface ProductState {
  /** The article; while another one loads (a colour change), the previous one. */
  product: ProductDetail | undefined;
  /** The shop answered 404: the page is "not found". */
  notFound: boolean;
  /** Another failure (timeout, network, contract): the page offers to try again. */
  error: Error | undefined;
  /** The article shown is not the one asked for yet. */
  isLoading: boolean;
  /** Asks again after an error. */
  retry: () => void;
}

/**
 * The product page's article through `useShopClient().getProduct(idOrSlug)`: cached and
 * de-duplicated by the one read layer (`useShopRead`), the frame kept on screen
 * while another of its colours loads (no flash of the skeleton), a failure logged once.
 */
export function useProduct(idOrSlug: string): ProductState {
  const read = useShopRead<ProductDetail>('getProduct', [idOrSlug], (client) => client.getProduct(idOrSlug));
  const { data } = read;
  const error = read.error as Error | undefined;
  // While another colour of the same frame loads, the frame stays on screen (no skeleton flash);
  // any other product starts from the skeleton, never from the last product's data.
  const last = useRef<ProductDetail | undefined>(undefined);
  if (data) last.current = data;
  const sibling = last.current?.colourVariants.some(
    (variant) => variant.slug === idOrSlug || String(variant.articleId) === idOrSlug,
  )
    ? last.current
    : undefined;
  useEffect(() => {
    if (error) console.error(`[glimt] product page: loading ${idOrSlug} failed`, error);
  }, [error, idOrSlug]);
  const notFound = isShopApiRequestError(error) && error.status === 404;
  return {
    product: error ? undefined : (data ?? sibling),
    notFound,
    error: notFound ? undefined : error,
    isLoading: read.status === 'loading',
    retry: read.reload,
  };
}
