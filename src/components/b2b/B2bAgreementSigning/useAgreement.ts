import { useCallback, useState } from 'react';
import useSWR from 'swr';
import { shouldRetryShopRequest } from '../../../shop/retry';
import type { Agreement } from '../../../shop/schemas/b2b';
import { useShopClient } from '../../session/ShopSessionProvider';

let mounts = 0;

/**
 * The agreement of a signing link (its secret signing token) through SWR (the one request layer):
 * a 4xx answer is not retried; `set` takes the answer of signing it without asking again; `retry`
 * asks again. Each opening of the page reads the agreement afresh (its status may have changed
 * elsewhere): the key holds the mount.
 */
export function useAgreement(signingToken: string) {
  const client = useShopClient();
  const [mount] = useState(() => (mounts += 1));
  const { data, error, mutate } = useSWR(
    [client, 'glimt/b2b/signing', signingToken, mount] as const,
    ([shop, , token]) => shop.getB2bAgreementForSigning(token),
    { shouldRetryOnError: shouldRetryShopRequest, revalidateOnFocus: false },
  );
  const retry = useCallback(() => void mutate(), [mutate]);
  const set = useCallback((agreement: Agreement) => void mutate(agreement, { revalidate: false }), [mutate]);
  return { agreement: error ? undefined : data, error: error as Error | undefined, retry, set };
}
