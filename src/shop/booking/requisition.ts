/**
 * What a manager's requisition page tells after a failed read or decision. Only the manager of the
 * requisition's company may see it (the server answers a guest 401, anyone else 403), so an unknown
 * id and someone else's requisition must not read alike to the manager, and a decision that lost a
 * race with another (409) shows the requisition as it now is.
 */

/** Why the requisition page cannot show or decide a requisition. */
export type RequisitionProblem =
  /** Nobody is logged in: the page offers the login, which comes back here. */
  | 'login'
  /** Logged in, but not the manager of this company. */
  | 'notManager'
  /** No such requisition. */
  | 'notFound'
  /** Decided meanwhile (another tab, another manager): read it again. */
  | 'alreadyDecided'
  /** Anything else (network, server): try again. */
  | 'failed';

/** The problem behind a failed requisition call with HTTP `status` (undefined: no answer at all). */
export function requisitionProblemOf(status: number | undefined): RequisitionProblem {
  switch (status) {
    case 401:
      return 'login';
    case 403:
      return 'notManager';
    case 404:
      return 'notFound';
    case 409:
      return 'alreadyDecided';
    default:
      return 'failed';
  }
}

/** The longest reason a manager may give for a rejection (the server's limit). */
export const REJECTION_REASON_MAX_LENGTH = 500;

/** The reason a rejection sends: trimmed, and left out when empty. */
export function rejectionReason(typed: string | undefined): string | undefined {
  const reason = (typed ?? '').trim();
  return reason === '' ? undefined : reason;
}
