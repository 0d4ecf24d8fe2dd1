import { useMemo, useState } from 'react';
import type { HierarchyPath } from '../../core/filters/hierarchy';
import {
  initiallyOpenFields,
  panelFilters,
  withExpandedPaths,
  withGroupOpen,
} from '../../core/filters/panel';
import { replaceFilter } from '../../core/filters/selection';
import type { Filter, ResponseFilter } from '../../core/schemas';
import { useStableCallback } from './useStableCallback';

/** Options of {@link useFilterPanel}: the panel's props that carry state. */
export interface UseFilterPanelOptions {
  filters: readonly ResponseFilter[];
  applied: readonly Filter[];
  onChange: (next: Filter[], changed: { field: string; filter: Filter | null }) => void;
  expandedFilters: readonly string[] | undefined;
  onExpandedFiltersChange: ((fields: string[]) => void) | undefined;
  expandedHierarchicalFilters: Readonly<Record<string, readonly HierarchyPath[]>> | undefined;
  onExpandedHierarchicalFiltersChange: ((next: Record<string, HierarchyPath[]>) => void) | undefined;
}

/**
 * The filter panel's state and handlers: the groups it shows, which are open and which hierarchy
 * levels are expanded (each controlled or its own), and the next applied list after a filter
 * changes. Stable handlers, so a change re-renders only the group it touched.
 */
export function useFilterPanel({
  filters,
  applied,
  onChange,
  expandedFilters,
  onExpandedFiltersChange,
  expandedHierarchicalFilters,
  onExpandedHierarchicalFiltersChange,
}: UseFilterPanelOptions) {
  const shown = useMemo(() => panelFilters(filters), [filters]);
  const [ownOpen, setOwnOpen] = useState<string[]>(() => initiallyOpenFields(shown, applied));
  const open = expandedFilters ?? ownOpen;
  const [ownPaths, setOwnPaths] = useState<Record<string, HierarchyPath[]>>({});
  const paths = expandedHierarchicalFilters ?? ownPaths;

  const onOpenChange = useStableCallback((field: string, isOpen: boolean) => {
    const next = withGroupOpen(open, field, isOpen);
    if (expandedFilters === undefined) setOwnOpen(next);
    onExpandedFiltersChange?.(next);
  });
  const onFilterChange = useStableCallback((field: string, next: Filter | null) =>
    onChange(replaceFilter(applied, field, next), { field, filter: next }),
  );
  const onExpandedPathsChange = useStableCallback((field: string, next: HierarchyPath[]) => {
    const all = withExpandedPaths(paths, field, next);
    if (expandedHierarchicalFilters === undefined) setOwnPaths(all);
    onExpandedHierarchicalFiltersChange?.(all);
  });

  return { shown, open, paths, onOpenChange, onFilterChange, onExpandedPathsChange };
}
