/**
 * The page's filter fields and the API's, end to end. The pages show, and write into the URL, the
 * field lower-cased from `meta.group_title` (`f_merke=Ray-Ban‚`, see {@link lowerCaseFilterFields});
 * every request names the API's own field (`brand`). The names are learnt from the filters the API
 * offers and remembered per client, since the URL alone does not say what `merke` is.
 *
 * A fresh load (a shared link in a new tab) may carry fields nothing has told the page about yet.
 * The reference widget sends them as they are and leans on its API accepting a lower-cased group
 * title as a field; an API that only knows its own fields (the fake backend answers 422) would
 * fail. So before the first request with an unknown field, the page asks once for the target
 * unfiltered (`limit` 1) to learn the names, then asks with the API's fields. The extra request
 * happens once per target and client, only when the URL has a field not yet learnt; a field the
 * API does not offer even then passes unchanged, and the API decides.
 */
import type { Filter, ResponseFilter, Sort } from '../schemas';
import { lowerCaseFilterFields } from './kind';

/** The page's field → the API's field, of every filter an API offered. */
export type FilterFieldNames = ReadonlyMap<string, string>;

/**
 * The names of `offered` (response filters as the API sent them, or already lower-cased): each
 * filter's page field to its `actual_field` (or to itself when the API's field is kept).
 */
export function filterFieldNames(offered: readonly ResponseFilter[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const filter of lowerCaseFilterFields(offered))
    names.set(filter.field, filter.actual_field ?? filter.field);
  return names;
}

/** Whether every field of `applied` is known: a page field or an API field in `names`. */
export function knowsFilterFields(applied: readonly Filter[], names: FilterFieldNames): boolean {
  if (applied.length === 0) return true;
  const apiFields = new Set(names.values());
  return applied.every((filter) => names.has(filter.field) || apiFields.has(filter.field));
}

/**
 * Applied filters as the API wants them: a page field gets its API field back (a filter's own
 * `actual_field` first), and `actual_field` is dropped. An API field, or a field nothing offered,
 * passes unchanged.
 */
export function toApiFilterFields(applied: readonly Filter[], names: FilterFieldNames): Filter[] {
  return applied.map((filter) => {
    const field = filter.actual_field ?? names.get(filter.field) ?? filter.field;
    if (field === filter.field && filter.actual_field === undefined) return filter;
    const { actual_field: _dropped, ...rest } = filter;
    return { ...rest, field } as Filter;
  });
}

/** What a client has learnt of the API's filter fields, shared by the pages that use it. */
export interface FilterFieldMemory {
  /** The page's field → the API's field, from every answer so far. */
  readonly names: Map<string, string>;
  /** The learning request per target, so pages loaded together ask once. */
  readonly probes: Map<string, Promise<void>>;
}

/** An empty {@link FilterFieldMemory}. */
export function createFilterFieldMemory(): FilterFieldMemory {
  return { names: new Map(), probes: new Map() };
}

const memories = new WeakMap<object, FilterFieldMemory>();

/**
 * The memory of `owner` (the provider's client: one API, one set of names), made on first use, so
 * the search page, the category pages and a page mounted again after a product share it.
 */
export function filterFieldMemoryOf(owner: object): FilterFieldMemory {
  let memory = memories.get(owner);
  if (!memory) {
    memory = createFilterFieldMemory();
    memories.set(owner, memory);
  }
  return memory;
}

/** Adds the names of `offered` to the memory (a later answer wins for the same page field). */
export function learnFilterFields(memory: FilterFieldMemory, offered: readonly ResponseFilter[]): void {
  for (const [field, actual] of filterFieldNames(offered)) memory.names.set(field, actual);
}

/** What a page answer has that the translation reads. */
export interface AnswerWithFilters {
  filters?: ResponseFilter[] | undefined;
}

/** One page of a listing: what the page hooks fetch. */
export type ListingPageFetch<A> = (
  target: string,
  request: { filters: Filter[]; sort: Sort | null; limit: number; offset: number },
  signal: AbortSignal,
) => Promise<A>;

/**
 * `fetchPage` with the page's fields on the outside and the API's on the inside: the request's
 * filters are translated to the API's fields (learning them first when one is unknown, see the
 * module comment), and the answer's filters come back lower-cased from their group titles with
 * `actual_field` kept. `target` keys the learning request.
 */
export function withApiFilterFields<A extends AnswerWithFilters>(
  fetchPage: ListingPageFetch<A>,
  memory: FilterFieldMemory,
): ListingPageFetch<A> {
  return async (target, request, signal) => {
    if (!knowsFilterFields(request.filters, memory.names)) {
      let probe = memory.probes.get(target);
      if (!probe) {
        probe = fetchPage(target, { filters: [], sort: null, limit: 1, offset: 0 }, signal).then(
          (answer) => learnFilterFields(memory, answer.filters ?? []),
          (error: unknown) => {
            // A failed or aborted probe is asked again by the next load.
            memory.probes.delete(target);
            throw error;
          },
        );
        memory.probes.set(target, probe);
      }
      await probe;
    }
    const answer = await fetchPage(
      target,
      { ...request, filters: toApiFilterFields(request.filters, memory.names) },
      signal,
    );
    if (!answer.filters) return answer;
    const filters = lowerCaseFilterFields(answer.filters);
    learnFilterFields(memory, filters);
    return { ...answer, filters };
  };
}
