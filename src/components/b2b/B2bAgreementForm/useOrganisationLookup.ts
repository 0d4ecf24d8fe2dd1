import { useCallback, useEffect, useRef, useState } from 'react';
import type { MessageKey } from '../../../i18n/nb';
import { b2bErrorMessage, normaliseOrganisationNumber } from '../../../shop/b2b/agreement';
import type { Organisation } from '../../../shop/schemas/b2b';
import { organisationNumber as organisationNumberRule } from '../../../shop/validation/rules';
import { useShopClient } from '../../session/ShopSessionProvider';

/** Where the company lookup is. */
export type LookupState =
  | { status: 'idle' }
  | { status: 'loading'; number: string }
  | { status: 'found'; number: string; organisation: Organisation }
  | { status: 'failed'; number: string; error: MessageKey };

/**
 * The company lookup by organisation number: one lookup per number (a blur and then "Finn
 * bedriften" ask once; `force` asks again after a failure), a newer number wins over an older
 * answer, and an unmounted form aborts its lookup.
 */
export function useOrganisationLookup() {
  const client = useShopClient();
  const [state, setState] = useState<LookupState>({ status: 'idle' });
  const current = useRef<{ number: string; result: Promise<Organisation | null> } | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const find = useCallback(
    (typed: string, force = false): Promise<Organisation | null> => {
      const number = normaliseOrganisationNumber(typed);
      if (number === '' || organisationNumberRule(number) !== null) return Promise.resolve(null);
      if (current.current?.number === number && !force) return current.current.result;
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      setState({ status: 'loading', number });
      const result = client.lookupOrganisation(number, { signal: controller.signal }).then(
        (organisation) => {
          if (!controller.signal.aborted) setState({ status: 'found', number, organisation });
          return organisation;
        },
        (error: unknown) => {
          if (controller.signal.aborted) return null;
          setState({ status: 'failed', number, error: b2bErrorMessage(error) });
          return null;
        },
      );
      current.current = { number, result };
      return result;
    },
    [client],
  );

  return { state, find };
}
