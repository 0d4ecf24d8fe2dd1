import {
  postcodePlaceResponseSchema,
  storeHoursResponseSchema,
  storeListResponseSchema,
  storeResponseSchema,
  type PostcodePlace,
  type Store,
  type StoreDayHours,
} from '../schemas/stores';
import { parseContract } from './errors';

/** Contract names: store calls, as `ApiContractError.contract` shows them. */
export const StoresContract = {
  List: 'GET /api/stores',
  Store: 'GET /api/stores/{idOrSlug}',
  Hours: 'GET /api/stores/{idOrSlug}/opening-hours',
  Postcode: 'GET /api/postcodes/{postcode}',
} as const;

/**
 * Parses the answer of the store list (`GET /api/stores`).
 * @param contract the call named in the error, when another call answers with the same shape
 * @throws ApiContractError when the payload does not match
 */
export function parseStoreListResponse(raw: unknown, contract: string = StoresContract.List): Store[] {
  return parseContract(storeListResponseSchema, raw, contract).data;
}

/**
 * Parses the answer of one store (`GET /api/stores/{idOrSlug}`).
 * @param contract the call named in the error, when another call answers with the same shape
 * @throws ApiContractError when the payload does not match
 */
export function parseStoreResponse(raw: unknown, contract: string = StoresContract.Store): Store {
  return parseContract(storeResponseSchema, raw, contract).data;
}

/**
 * Parses the answer of a store's hours day by day (`GET /api/stores/{idOrSlug}/opening-hours`).
 * @param contract the call named in the error, when another call answers with the same shape
 * @throws ApiContractError when the payload does not match
 */
export function parseStoreHoursResponse(
  raw: unknown,
  contract: string = StoresContract.Hours,
): StoreDayHours[] {
  return parseContract(storeHoursResponseSchema, raw, contract).data;
}

/**
 * Parses where a postcode is (`GET /api/postcodes/{postcode}`), for the store finder's "nearest to
 * this postcode".
 * @param contract the call named in the error, when another call answers with the same shape
 * @throws ApiContractError when the payload does not match
 */
export function parsePostcodeResponse(
  raw: unknown,
  contract: string = StoresContract.Postcode,
): PostcodePlace {
  return parseContract(postcodePlaceResponseSchema, raw, contract).data;
}
