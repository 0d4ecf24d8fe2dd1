/**
 * The hierarchical filter's rules: the tree its values make (each value a path, `['Solbriller',
 * 'Ray-Ban']`), which levels are expanded (kept by the page in history state as
 * `expanded_hierarchical_filters`), and choosing a node (a chosen node replaces its ancestors and
 * descendants: "Solbriller › Ray-Ban" narrows "Solbriller").
 */
import type { ResponseFilter } from '../schemas';
import { filterOptions, filterValueKey } from './options';

/** A path in a hierarchy, the root first. */
export type HierarchyPath = readonly string[];

/** One node of a hierarchical filter. */
export interface HierarchyNode {
  path: HierarchyPath;
  /** JSON of the path (the same key a list filter's value has). */
  key: string;
  name: string;
  /** Products under this node, or `null` when the API did not say (a level it left out). */
  count: number | null;
  children: HierarchyNode[];
}

/** Deepest level shown; deeper paths are cut there (hostile data). */
export const MAX_HIERARCHY_DEPTH = 8;

/**
 * The tree of `offered`'s values in the API's order. A text value is a one-step path; a path whose
 * parent the API left out gets a parent without a count; an empty path is skipped.
 */
export function buildHierarchy(offered: ResponseFilter): HierarchyNode[] {
  const roots: HierarchyNode[] = [];
  const byKey = new Map<string, HierarchyNode>();
  const nodeFor = (path: string[]): HierarchyNode => {
    const key = filterValueKey(path);
    const existing = byKey.get(key);
    if (existing) return existing;
    const node: HierarchyNode = { path, key, name: path[path.length - 1] ?? '', count: null, children: [] };
    byKey.set(key, node);
    if (path.length === 1) roots.push(node);
    else nodeFor(path.slice(0, -1)).children.push(node);
    return node;
  };
  for (const option of filterOptions(offered)) {
    const path = (Array.isArray(option.value) ? option.value : [String(option.value)]).slice(
      0,
      MAX_HIERARCHY_DEPTH,
    );
    if (path.length === 0) continue;
    const node = nodeFor(path);
    node.name = option.name;
    node.count = option.count;
  }
  return roots;
}

/** Whether `a` and `b` are the same path. */
export function samePath(a: HierarchyPath, b: HierarchyPath): boolean {
  return a.length === b.length && a.every((step, index) => step === b[index]);
}

/** Whether `ancestor` is a proper prefix of `path`. */
export function isAncestorPath(ancestor: HierarchyPath, path: HierarchyPath): boolean {
  return ancestor.length < path.length && ancestor.every((step, index) => step === path[index]);
}

/** Whether `path` is expanded. */
export function isPathExpanded(expanded: readonly HierarchyPath[], path: HierarchyPath): boolean {
  return expanded.some((item) => samePath(item, path));
}

/**
 * The expanded paths after `path` was expanded or collapsed (toggled when `open` is left out).
 * Collapsing a level forgets the levels under it, so opening it again shows them closed.
 */
export function toggleExpandedPath(
  expanded: readonly HierarchyPath[],
  path: HierarchyPath,
  open?: boolean,
): HierarchyPath[] {
  const isOpen = isPathExpanded(expanded, path);
  const wanted = open ?? !isOpen;
  if (wanted === isOpen) return [...expanded];
  if (wanted) return [...expanded, [...path]];
  return expanded.filter((item) => !samePath(item, path) && !isAncestorPath(path, item));
}

/** The paths to expand so that every chosen node is in view (its ancestors open). */
export function pathsToReveal(selected: readonly HierarchyPath[]): HierarchyPath[] {
  const out: HierarchyPath[] = [];
  for (const path of selected) {
    for (let length = 1; length < path.length; length++) {
      const ancestor = path.slice(0, length);
      if (!isPathExpanded(out, ancestor)) out.push(ancestor);
    }
  }
  return out;
}

/**
 * The chosen paths after `path` was pressed: chosen again it is unchosen; newly chosen it replaces
 * any chosen ancestor or descendant (the shopper narrowed or widened the choice), and other
 * branches stay chosen.
 */
export function toggleHierarchyPath(
  selected: readonly HierarchyPath[],
  path: HierarchyPath,
): HierarchyPath[] {
  if (selected.some((item) => samePath(item, path))) return selected.filter((item) => !samePath(item, path));
  return [
    ...selected.filter((item) => !isAncestorPath(item, path) && !isAncestorPath(path, item)),
    [...path],
  ];
}

/** Whether a node has a chosen descendant (its box shows "some chosen"). */
export function hasSelectedDescendant(selected: readonly HierarchyPath[], path: HierarchyPath): boolean {
  return selected.some((item) => isAncestorPath(path, item));
}
