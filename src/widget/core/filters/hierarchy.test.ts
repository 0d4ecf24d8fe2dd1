// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  buildHierarchy,
  hasSelectedDescendant,
  isPathExpanded,
  pathsToReveal,
  toggleExpandedPath,
  toggleHierarchyPath,
  type HierarchyNode,
} from './hierarchy';
import { category } from './test-fixtures';

const shape = (nodes: HierarchyNode[]): unknown =>
  nodes.map((node) => [node.name, node.count, ...(node.children.length ? [shape(node.children)] : [])]);

describe('buildHierarchy', () => {
  it('builds the tree in the API order, adding a parent the API left out (without a count)', () => {
    expect(shape(buildHierarchy(category))).toEqual([
      ['Solbriller', 30, [['Pilot', 10, [['Polariserte', 4]]]]],
      ['Briller', 25],
      ['Kontaktlinser', null, [['Dagslinser', 7]]],
    ]);
  });

  it('reads a text value as a one-step path and skips an empty path', () => {
    const flat = {
      ...category,
      meta: { group_title: 'Kategori', values: ['Briller', [], ['Briller', 'Lese']] },
    };
    expect(shape(buildHierarchy(flat))).toEqual([['Briller', null, [['Lese', null]]]]);
  });
});

describe('expanding levels', () => {
  it('toggles a level and forgets the levels under one that closes', () => {
    let expanded = toggleExpandedPath([], ['Solbriller']);
    expanded = toggleExpandedPath(expanded, ['Solbriller', 'Pilot']);
    expect(isPathExpanded(expanded, ['Solbriller', 'Pilot'])).toBe(true);
    expanded = toggleExpandedPath(expanded, ['Solbriller']);
    expect(expanded).toEqual([]);
  });

  it('sets a wanted state without toggling twice', () => {
    expect(toggleExpandedPath([['A']], ['A'], true)).toEqual([['A']]);
    expect(toggleExpandedPath([], ['A'], false)).toEqual([]);
  });

  it('reveals the ancestors of chosen nodes', () => {
    expect(pathsToReveal([['Solbriller', 'Pilot', 'Polariserte'], ['Briller']])).toEqual([
      ['Solbriller'],
      ['Solbriller', 'Pilot'],
    ]);
  });
});

describe('choosing nodes', () => {
  it('narrows: a chosen child replaces its chosen parent, and widens back', () => {
    let chosen = toggleHierarchyPath([], ['Solbriller']);
    chosen = toggleHierarchyPath(chosen, ['Briller']);
    chosen = toggleHierarchyPath(chosen, ['Solbriller', 'Pilot']);
    expect(chosen).toEqual([['Briller'], ['Solbriller', 'Pilot']]);
    expect(hasSelectedDescendant(chosen, ['Solbriller'])).toBe(true);
    chosen = toggleHierarchyPath(chosen, ['Solbriller']);
    expect(chosen).toEqual([['Briller'], ['Solbriller']]);
    expect(toggleHierarchyPath(chosen, ['Briller'])).toEqual([['Solbriller']]);
  });
});
