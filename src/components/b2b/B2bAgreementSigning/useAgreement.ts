import { useState } from 'react';
import type { Agreement } from '../../../shop/schemas/b2b';
import { useShopRead } from '../../session/useShopRead';

let mounts = 0;

/**
 * The agreement of a signing link (its secret signing token) through the one read layer
 * (`useShopRead`): `set` takes the answer of signing it without asking again; `retry`
 * asks again. Each opening of the page reads the agreement afresh (its status may have changed
 * elsewhere): the key holds the mount.
 */
export function useAgreement(signingToken: string) {
  const [mount] = useState(() => (mounts += 1));
  const read = useShopRead<Agreement>('getB2bAgreementForSigning', [signingToken, mount], (client) =>
    client.getB2bAgreementForSigning(signingToken),
  );
  return {
    agreement: read.status === 'error' ? undefined : read.data,
    error: read.error as Error | undefined,
    retry: read.reload,
    set: read.replace,
  };
}
