import { useMemo, useState } from 'react';
import {
  buildHierarchy,
  hasSelectedDescendant,
  isPathExpanded,
  pathsToReveal,
  toggleExpandedPath,
  toggleHierarchyPath,
  type HierarchyNode,
  type HierarchyPath,
} from '../../core/filters/hierarchy';
import { selectedListKeys, selectedListValues, setListValues } from '../../core/filters/selection';
import type { FilterComponentProps } from './types';
import { useStableCallback } from './useStableCallback';

/** Options of {@link useHierarchicalFilter}. */
export interface UseHierarchicalFilterOptions extends Pick<
  FilterComponentProps,
  'filter' | 'value' | 'onChange'
> {
  /**
   * The expanded levels (controlled), for a page that keeps them in history state
   * (`expanded_hierarchical_filters`). Leave out to let the filter keep them, starting with the
   * levels above the chosen ones open.
   */
  expandedPaths?: readonly HierarchyPath[];
  /** Called with the next expanded levels when one is expanded or collapsed. */
  onExpandedPathsChange?: (paths: HierarchyPath[]) => void;
}

/** What {@link useHierarchicalFilter} gives a view. */
export interface HierarchicalFilterState {
  roots: HierarchyNode[];
  isSelected: (node: HierarchyNode) => boolean;
  /** Whether a level under the node is chosen (drawn as "some chosen"). */
  isPartlySelected: (node: HierarchyNode) => boolean;
  isExpanded: (node: HierarchyNode) => boolean;
  /** Chooses or unchooses the node with this key (a chosen node replaces its chosen ancestors and descendants). */
  toggle: (key: string) => void;
  /** Expands or collapses the node with this key. */
  toggleExpanded: (key: string) => void;
}

function indexNodes(roots: readonly HierarchyNode[]): Map<string, HierarchyNode> {
  const byKey = new Map<string, HierarchyNode>();
  const walk = (nodes: readonly HierarchyNode[]) => {
    for (const node of nodes) {
      byKey.set(node.key, node);
      walk(node.children);
    }
  };
  walk(roots);
  return byKey;
}

/**
 * The logic of a hierarchical filter (categories): the tree of the API's paths, which nodes are
 * chosen (an `in` filter of paths), choosing one, and which levels are expanded (controlled by
 * `expandedPaths` or kept here).
 */
export function useHierarchicalFilter({
  filter,
  value,
  onChange,
  expandedPaths,
  onExpandedPathsChange,
}: UseHierarchicalFilterOptions): HierarchicalFilterState {
  const roots = useMemo(() => buildHierarchy(filter), [filter]);
  const byKey = useMemo(() => indexNodes(roots), [roots]);
  const selected = useMemo(
    () => selectedListValues(value).filter((item): item is string[] => Array.isArray(item)),
    [value],
  );
  const selectedKeys = useMemo(() => selectedListKeys(value), [value]);
  const [ownExpanded, setOwnExpanded] = useState<HierarchyPath[]>(() => pathsToReveal(selected));
  const expanded = expandedPaths ?? ownExpanded;

  const toggle = useStableCallback((key: string) => {
    const node = byKey.get(key);
    if (node)
      onChange(
        setListValues(
          filter,
          toggleHierarchyPath(selected, node.path).map((path) => [...path]),
        ),
      );
  });
  const toggleExpanded = useStableCallback((key: string) => {
    const node = byKey.get(key);
    if (!node) return;
    const next = toggleExpandedPath(expanded, node.path);
    if (expandedPaths === undefined) setOwnExpanded(next);
    onExpandedPathsChange?.(next);
  });
  return {
    roots,
    isSelected: (node) => selectedKeys.has(node.key),
    isPartlySelected: (node) => hasSelectedDescendant(selected, node.path),
    isExpanded: (node) => isPathExpanded(expanded, node.path),
    toggle,
    toggleExpanded,
  };
}
