/**
 * The filter panel's rules: which offered filters it shows, which groups start open, and the next
 * open groups and expanded hierarchy levels after a press. The panel's hook only wires these.
 */
import type { Filter, ResponseFilter } from '../schemas';
import type { HierarchyPath } from './hierarchy';

/** At most this many filters are shown (the API's list is hostile data). */
export const MAX_PANEL_FILTERS = 60;
/** Groups open by default (besides every group with something chosen). */
export const DEFAULT_OPEN_FILTER_GROUPS = 3;

/** The offered filters the panel shows: each field once (the first wins), at most {@link MAX_PANEL_FILTERS}. */
export function panelFilters(offered: readonly ResponseFilter[]): ResponseFilter[] {
  const seen = new Set<string>();
  return offered
    .filter((filter) => !seen.has(filter.field) && Boolean(seen.add(filter.field)))
    .slice(0, MAX_PANEL_FILTERS);
}

/** The groups open on the first render: the first {@link DEFAULT_OPEN_FILTER_GROUPS}, and every group with a choice. */
export function initiallyOpenFields(shown: readonly ResponseFilter[], applied: readonly Filter[]): string[] {
  return [
    ...new Set([
      ...shown.slice(0, DEFAULT_OPEN_FILTER_GROUPS).map((filter) => filter.field),
      ...applied.map((filter) => filter.field),
    ]),
  ];
}

/** The open groups after `field` was opened (it goes last) or closed. */
export function withGroupOpen(open: readonly string[], field: string, isOpen: boolean): string[] {
  const others = open.filter((item) => item !== field);
  return isOpen ? [...others, field] : others;
}

/** Every hierarchical filter's expanded levels, with `field`'s replaced by `next` (a new record). */
export function withExpandedPaths(
  paths: Readonly<Record<string, readonly HierarchyPath[]>>,
  field: string,
  next: readonly HierarchyPath[],
): Record<string, HierarchyPath[]> {
  return { ...paths, [field]: next } as Record<string, HierarchyPath[]>;
}
