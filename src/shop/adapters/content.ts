import {
  contentPageResponseSchema,
  cookieListResponseSchema,
  type ContentPageData,
  type CookieList,
} from '../schemas/content';
import { parseContract } from './errors';

/** Contract names: content calls, as `ApiContractError.contract` shows them. */
export const ContentContract = {
  Page: 'GET /api/content/{key}',
  Cookies: 'GET /api/cookies',
} as const;

/**
 * Parses a content page (`GET /api/content/{key}`): lists cut at their bounds, texts at their lengths.
 * @param contract the call named in the error, when another call answers with the same shape
 * @throws ApiContractError when the payload does not match
 */
export function parseContentPageResponse(
  raw: unknown,
  contract: string = ContentContract.Page,
): ContentPageData {
  return parseContract(contentPageResponseSchema, raw, contract).data;
}

/**
 * Parses the cookie list (`GET /api/cookies`).
 * @param contract the call named in the error, when another call answers with the same shape
 * @throws ApiContractError when the payload does not match
 */
export function parseCookieListResponse(
  raw: unknown,
  contract: string = ContentContract.Cookies,
): CookieList {
  return parseContract(cookieListResponseSchema, raw, contract).data;
}
