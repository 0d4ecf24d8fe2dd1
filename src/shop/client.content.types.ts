/** The types of the content calls, shared by the lazy binding and its implementation. */
import type { ContentPageData, CookieList } from './schemas/content';

/** Options of a single call (as the client's). */
interface CallOptions {
  signal?: AbortSignal;
}

/** The kinds of content calls, each with its own timeout. */
export type ContentCallKind = 'content';

/** Timeouts of the content calls in ms: a page or the cookie list 10 s. */
export const CONTENT_CALL_TIMEOUTS: Readonly<Record<ContentCallKind, number>> = { content: 10_000 };

/** The client's request, as the content calls use it. */
export type ContentRequest = (
  method: 'GET' | 'POST',
  call: string,
  path: string,
  init: { body?: unknown; signal?: AbortSignal; kind: ContentCallKind },
) => Promise<unknown>;

/** The content calls of the shop client. */
export interface ContentCalls {
  /** `GET /api/content/{key}`: a content page by its key (a content route's name). 404 `NotFound`. */
  getContentPage(key: string, options?: CallOptions): Promise<ContentPageData>;
  /** `GET /api/cookies`: the cookie categories (C0001 to C0004) and their cookies. */
  getCookieList(options?: CallOptions): Promise<CookieList>;
}
