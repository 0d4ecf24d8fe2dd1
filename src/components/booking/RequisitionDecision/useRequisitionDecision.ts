import { useCallback, useState } from 'react';
import { isShopApiRequestError } from '../../../shop/client';
import { requisitionProblemOf, type RequisitionProblem } from '../../../shop/booking/requisition';
import type { Requisition } from '../../../shop/schemas/requisitions';
import { useShopClient } from '../../session/ShopSessionProvider';
import { useShopRead } from '../../session/useShopRead';

const statusOf = (failure: unknown) => (isShopApiRequestError(failure) ? failure.status : undefined);

/** A manager's requisition: read it, decide it once, and tell what went wrong. */
export function useRequisitionDecision(requisitionId: string) {
  const client = useShopClient();
  const loaded = useShopRead('getRequisition', [requisitionId], (shop) => shop.getRequisition(requisitionId));
  const [decided, setDecided] = useState<Requisition | null>(null);
  const [busy, setBusy] = useState(false);
  const [decisionProblem, setDecisionProblem] = useState<RequisitionProblem | null>(null);
  const { reload } = loaded;

  /** Sends the decision; answers the problem, or null when it went through (also in `decisionProblem`). */
  const decide = useCallback(
    async (decision: 'approve' | 'reject', reason?: string): Promise<RequisitionProblem | null> => {
      setBusy(true);
      setDecisionProblem(null);
      try {
        setDecided(await client.decideRequisition(requisitionId, decision, reason));
        return null;
      } catch (failure) {
        const problem = requisitionProblemOf(statusOf(failure));
        setDecisionProblem(problem);
        // Decided meanwhile: show it as it now is.
        if (problem === 'alreadyDecided') reload();
        return problem;
      } finally {
        setBusy(false);
      }
    },
    [client, reload, requisitionId],
  );

  const loadProblem = loaded.status === 'error' ? requisitionProblemOf(statusOf(loaded.error)) : null;
  return {
    requisition: decided ?? loaded.data ?? null,
    isLoading: loaded.status !== 'error' && !loaded.data,
    loadProblem,
    reload,
    decide,
    busy,
    decisionProblem,
    clearDecisionProblem: () => setDecisionProblem(null),
  };
}
