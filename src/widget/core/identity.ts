/**
 * Who asks the widget API: a module of its own, so the client and the request rules (e.g.
 * `recommendationCall`) share one type and one way to write it into a body without importing each
 * other.
 */

/** Who asks: the merchant, the market and the visitor. */
export interface WidgetIdentity {
  /** The merchant (`tenant` in requests). */
  tenant: string;
  market: string;
  /** The visitor id (`_dep_id`). */
  dsid?: string | null;
  userId?: string | null;
  sessionId?: string | null;
  /** The interface locale, passed through to the API. */
  locale?: string;
  /** Free-form metadata passed through (JSON). */
  metadata?: Record<string, unknown>;
}

/** The identity fields every POST body starts with (`JSON.stringify` leaves out `undefined`). */
export function widgetIdentityFields(identity: WidgetIdentity) {
  return {
    tenant: identity.tenant,
    market: identity.market,
    dsid: identity.dsid ?? null,
    user_id: identity.userId ?? null,
    session_id: identity.sessionId ?? null,
    locale: identity.locale,
    metadata: identity.metadata,
  };
}
