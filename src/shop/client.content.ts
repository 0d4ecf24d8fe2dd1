/**
 * The shop client's content calls (issue 19): content pages and the cookie list, mixed into
 * `createShopClient`: their types, timeouts and a lazy binding. The implementation
 * (`client.content.calls.ts`, with the content schemas) loads on the first call, in its own chunk.
 */
import type { ContentCalls, ContentRequest } from './client.content.types';

export { CONTENT_CALL_TIMEOUTS } from './client.content.types';
export type { ContentCallKind, ContentCalls, ContentRequest } from './client.content.types';

/** The names of the content calls. */
export const CONTENT_CALL_NAMES = ['getContentPage', 'getCookieList'] as const satisfies ReadonlyArray<
  keyof ContentCalls
>;

type AnyCall = (...args: unknown[]) => Promise<unknown>;

/** The content calls, whose implementation loads on the first call. */
export function createLazyContentCalls(request: ContentRequest): ContentCalls {
  let calls: Promise<ContentCalls> | undefined;
  const load = () =>
    (calls ??= import('./client.content.calls').then((module) => module.createContentCalls(request)));
  const lazy: Partial<Record<keyof ContentCalls, AnyCall>> = {};
  for (const name of CONTENT_CALL_NAMES) {
    lazy[name] = async (...args) => ((await load())[name] as AnyCall)(...args);
  }
  return lazy as unknown as ContentCalls;
}
