/**
 * Host transformers (widget spec, sections 1, 5 and 8). A display transformer turns the API's
 * product displays into what the host's card template needs; if it throws (or rejects) the widget
 * warns and shows an empty result instead of breaking the page. A page URL transformer gives each
 * item its URL; returning a different number of URLs than it got items is a programming error and
 * raises one.
 */
import type { WidgetEnv } from './env';

/** Turns displays into what the host's templates need; may be async. */
export type DisplayTransformer<TIn, TOut> = (displays: TIn[]) => TOut[] | Promise<TOut[]>;

/** Gives one URL per item, in order; may be async. */
export type PageUrlTransformer<T> = (items: T[]) => string[] | Promise<string[]>;

/**
 * Runs a display transformer; a throw or rejection warns and gives `[]`. Without a transformer
 * the displays pass through.
 */
export async function applyDisplayTransformer<TIn, TOut = TIn>(
  displays: TIn[],
  transformer: DisplayTransformer<TIn, TOut> | undefined,
  env: Pick<WidgetEnv, 'warn'>,
): Promise<TOut[]> {
  if (!transformer) return displays as unknown as TOut[];
  try {
    const result = await transformer(displays);
    if (Array.isArray(result)) return result;
    env.warn('The display transformer did not return an array; showing no results');
  } catch (error) {
    env.warn('The display transformer failed; showing no results', error);
  }
  return [];
}

/**
 * Runs a page URL transformer and checks that it answered one URL per item.
 * @throws Error when the number of URLs differs from the number of items
 */
export async function applyPageUrlTransformer<T>(
  items: T[],
  transformer: PageUrlTransformer<T>,
): Promise<string[]> {
  const urls = await transformer(items);
  const count = Array.isArray(urls) ? urls.length : 'no';
  if (count !== items.length)
    throw new Error(
      `The page URL transformer returned ${count} URLs for ${items.length} items; it must return exactly one per item`,
    );
  return urls;
}
