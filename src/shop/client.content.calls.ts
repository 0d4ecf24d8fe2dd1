/**
 * The content calls' implementation: each goes through the client's one `request` (timeout, error
 * classes) and an adapter. Loaded on first use by `createLazyContentCalls` (`client.content.ts`).
 */
import { ContentContract, parseContentPageResponse, parseCookieListResponse } from './adapters/content';
import type { ContentCalls, ContentRequest } from './client.content.types';

/** The content calls over the client's request. */
export function createContentCalls(request: ContentRequest): ContentCalls {
  return {
    getContentPage: async (key, options = {}) =>
      parseContentPageResponse(
        await request('GET', ContentContract.Page, `/api/content/${encodeURIComponent(key)}`, {
          kind: 'content',
          signal: options.signal,
        }),
      ),
    getCookieList: async (options = {}) =>
      parseCookieListResponse(
        await request('GET', ContentContract.Cookies, '/api/cookies', {
          kind: 'content',
          signal: options.signal,
        }),
      ),
  };
}
