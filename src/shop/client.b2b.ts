/**
 * The shop client's company agreement calls (issue 21): the organisation lookup, creating, reading
 * and signing an agreement, mixed into `createShopClient`: their types, timeouts and a lazy binding.
 * The implementation (`client.b2b.calls.ts`, with the b2b schemas) loads on the first call, in its
 * own chunk.
 */
import { lazyCalls } from './lazyCalls';
import type { B2bCalls, B2bRequest } from './client.b2b.types';

export { B2B_CALL_TIMEOUTS } from './client.b2b.types';
export type { B2bCallKind, B2bCalls, B2bRequest } from './client.b2b.types';

/** The names of the company agreement calls. */
export const B2B_CALL_NAMES = [
  'lookupOrganisation',
  'createB2bAgreement',
  'getB2bAgreement',
  'getB2bAgreementForSigning',
  'sendB2bSigningCode',
  'signB2bAgreement',
] as const satisfies ReadonlyArray<keyof B2bCalls>;

/** The company agreement calls, whose implementation loads on the first call. */
export function createLazyB2bCalls(request: B2bRequest, ensureToken: () => Promise<void>): B2bCalls {
  return lazyCalls<B2bCalls>(B2B_CALL_NAMES, () =>
    import('./client.b2b.calls').then((module) => module.createB2bCalls(request, ensureToken)),
  );
}

/** Where an agreement's PDF is served (`GET /api/b2b/agreement/{agreementId}/pdf`), under `baseUrl`. */
export function b2bAgreementPdfPath(agreementId: string, baseUrl = ''): string {
  return `${baseUrl.replace(/\/+$/, '')}/api/b2b/agreement/${encodeURIComponent(agreementId)}/pdf`;
}
