import { useCallback } from 'react';
import useSWR from 'swr';
import { shouldRetryShopRequest } from '../../../shop/retry';
import type { CookieList } from '../../../shop/schemas/content';
import { useShopClient } from '../../session/ShopSessionProvider';

/** The cookie list through `useShopClient().getCookieList()`, cached by SWR. */
export function useCookieList() {
  const client = useShopClient();
  const { data, error, mutate } = useSWR<CookieList, Error, readonly [string]>(
    ['glimt/cookies'],
    () => client.getCookieList(),
    { shouldRetryOnError: shouldRetryShopRequest, revalidateOnFocus: false },
  );
  const retry = useCallback(() => void mutate(), [mutate]);
  return { list: error ? undefined : data, error: error as Error | undefined, retry };
}
