// React Server Components draw the line between server and client code at modules that start with
// "use client". esbuild keeps that directive only at the top of an entry file, and code splitting
// mixes modules into shared chunks, so one banner on every file (as the build used to do) made even
// `formatPrice` a client reference that a Server Component cannot call.
//
// The library's entries are therefore split in two: `src/index.ts` (plain TypeScript a server may
// call, plus re-exports of the client half) and `src/index.client.ts` ("use client": components,
// providers, hooks); the same for the widget. This plugin keeps the client half a module of its own
// in the output: the entry's `./index.client` import stays an import of the built client entry
// instead of being inlined. `checkClientBoundary` then proves it on the built files.
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/** Entry source → the built client half it imports (without extension), relative to the entry. */
const CLIENT_HALVES = {
  'src/index.ts': './internal/client',
  'src/widget/index.ts': '../internal/widget-client',
};

/** esbuild plugin: `import … from './index.client'` in an entry becomes an external import. */
export function clientBoundaryPlugin() {
  return {
    name: 'glimt-client-boundary',
    setup(build) {
      const extension = build.initialOptions.format === 'cjs' ? '.cjs' : '.js';
      build.onResolve({ filter: /^\.\/index\.client$/ }, (args) => {
        const importer = relative(process.cwd(), args.importer).split(sep).join('/');
        const target = CLIENT_HALVES[importer];
        if (!target) return undefined; // the client entry itself, or a test: bundle normally
        return { path: target + extension, external: true };
      });
    },
  };
}

const DIRECTIVE = /^(?:#![^\n]*\n)?\s*(?:\/\/[^\n]*\n|\/\*[\s\S]*?\*\/\s*)*["']use client["']/;
const IMPORTS = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)["']([^"']+)["']/g;
const CLIENT_ONLY_PACKAGES =
  /^(react|react-dom|styled-components|react-aria|react-stately|downshift|swr|react-hook-form)(\/|$)/;

/**
 * Walks the built module graph from each server-safe file and returns every path by which it
 * reaches a client-only package without passing a "use client" module. Empty means a Server
 * Component can import it and call its functions.
 */
export function checkClientBoundary(distDir, serverSafeEntries) {
  const problems = [];
  for (const entry of serverSafeEntries) {
    const seen = new Set();
    const walk = (file, trail) => {
      if (seen.has(file)) return;
      seen.add(file);
      const code = readFileSync(file, 'utf8');
      if (DIRECTIVE.test(code)) return; // a client boundary: the server sees a reference only
      for (const [, specifier] of code.matchAll(IMPORTS)) {
        if (specifier.startsWith('.')) walk(resolve(dirname(file), specifier), [...trail, specifier]);
        else if (CLIENT_ONLY_PACKAGES.test(specifier))
          problems.push(`${entry} → ${[...trail, specifier].join(' → ')}`);
      }
    };
    walk(join(distDir, entry), []);
  }
  return problems;
}

/** Built files a Server Component may import and call: the public entries that are not client halves. */
export const SERVER_SAFE_ENTRIES = [
  'index.js',
  'index.cjs',
  'api/index.js',
  'api/index.cjs',
  'widget/index.js',
  'widget/index.cjs',
  'tracking/index.js',
  'tracking/index.cjs',
  'mocks/index.js',
  'mocks/index.cjs',
];

// `node scripts/client-boundary.mjs`: run after the build (`npm test` does).
if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = resolve(import.meta.dirname, '..', 'dist');
  const problems = checkClientBoundary(dist, SERVER_SAFE_ENTRIES);
  if (problems.length) {
    console.error(
      'These server-safe entries reach client-only code outside a "use client" module, so a Server\n' +
        'Component that imports them would fail. Move the export to the client half (src/index.client.ts,\n' +
        'src/widget/index.client.ts) or import the plain module it lives in:\n  ' +
        problems.join('\n  '),
    );
    process.exit(1);
  }
  console.log(
    `client boundary: ${SERVER_SAFE_ENTRIES.length} server-safe files reach React only through "use client" modules`,
  );
}
