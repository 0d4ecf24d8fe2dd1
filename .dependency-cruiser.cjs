// The layer map of docs/ARCHITECTURE.md, enforced by `npm run lint` (dependency-cruiser).
// Imports point down only:
//   1 base        src/utils, src/theme, src/i18n, src/consent, src/navigation
//   2 data        src/tracking (lowest here), then src/shop and src/widget/core (+ src/widget/locales)
//   3 hooks       src/hooks
//   4 primitives  src/components/primitives
//   5 screens     src/components/* and src/widget/react
//   6 entries     src/index.ts, src/api/index.ts, src/widget/index.ts, src/tracking/index.ts, src/hooks/index.ts, src/mocks/index.ts
//                 (+ the client halves src/index.client.ts and src/widget/index.client.ts)
// Each rule's name is what a wrong import prints; every name is explained in docs/ARCHITECTURE.md.
// Tests and test helpers may reach across (a test of a primitive renders it in GlimtProvider), but
// never into a cycle.

const BASE = '^src/(utils|theme|i18n|consent|navigation)/';
const ENTRY_FILES =
  '^src/(index\\.ts|api/index\\.ts|widget/index\\.ts|tracking/index\\.ts|hooks/index\\.ts|mocks/index\\.ts)$';
// The client halves of the two mixed entries ("use client"; see scripts/client-boundary.mjs): only
// their own entry imports them.
const CLIENT_HALVES = '^src/(index\\.client\\.ts|widget/index\\.client\\.ts)$';

/** A rule that `from` (shipped files only) must not import `to`. */
const forbid = (name, comment, from, to) => ({
  name,
  comment,
  severity: 'error',
  from: { path: from, pathNot: '(\\.test\\.tsx?|test-helpers\\.ts|testServer\\.ts)$' },
  to: { path: to },
});

module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      comment: 'Import cycles hide which module owns what and break tree-shaking; move the shared part down.',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
    forbid(
      'base-imports-base-only',
      'utils, theme, i18n, consent and navigation are the bottom layer: they import nothing of the library above them.',
      BASE,
      '^src/(?!(utils|theme|i18n|consent|navigation)/)',
    ),
    forbid(
      'tracking-below-shop-and-widget',
      'tracking is the lowest data module: shop and widget/core may use it, it uses only the base layer.',
      '^src/tracking/',
      '^src/(?!(utils|theme|i18n|consent|navigation|tracking)/)',
    ),
    forbid(
      'shop-and-widget-core-apart',
      'The shop data layer and the widget core are siblings: neither imports the other (share through the base layer or tracking).',
      '^src/shop/',
      '^src/widget/',
    ),
    forbid(
      'widget-core-and-shop-apart',
      'The widget core is framework-free and shop-free: it imports the base layer and tracking only.',
      '^src/widget/(core|locales)/',
      '^src/(?!(utils|theme|i18n|consent|navigation|tracking|widget/core|widget/locales)/)',
    ),
    forbid(
      'data-below-hooks',
      'shop imports the base layer and tracking only: never hooks, primitives, components or the widget.',
      '^src/shop/',
      '^src/(hooks|components|widget)/',
    ),
    forbid(
      'hooks-below-components',
      'Hooks sit under every component: they may use data and base modules, never a component.',
      '^src/hooks/',
      '^src/(components|widget/react)/',
    ),
    forbid(
      'primitives-below-screens',
      'Primitives are the design system: they never import a screen (components/*, widget/react).',
      '^src/components/primitives/',
      '^src/(components/(?!primitives/)|widget/react/)',
    ),
    forbid(
      'no-entry-imports',
      'Entries are the top: library code imports the module itself, never an entry file.',
      '^src/',
      ENTRY_FILES,
    ),
    {
      ...forbid(
        'client-half-from-its-entry-only',
        'A client half (index.client.ts) is part of its entry: only that entry re-exports it.',
        '^src/',
        CLIENT_HALVES,
      ),
      from: { path: '^src/', pathNot: ENTRY_FILES },
    },
    forbid(
      'no-mocks-in-library',
      'The fake backend is for stories and tests: shipped library code never imports src/mocks.',
      '^src/(?!mocks/)',
      '^src/mocks/',
    ),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|storybook-static|node_modules)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
