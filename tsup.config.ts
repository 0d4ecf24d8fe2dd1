import { defineConfig } from 'tsup';
import { clientBoundaryPlugin } from './scripts/client-boundary.mjs';
import { pureStyledPlugin } from './scripts/pure-styled-plugin.mjs';

/**
 * One build for the five public entries and the two client halves. Only modules that hold client
 * components or hooks are client boundaries: `internal/client` and `internal/widget-client` (the
 * React halves of `@glimt/ui` and `@glimt/ui/widget`) and `hooks` start with "use client" (esbuild
 * keeps an entry's directive); the public `index` files are plain modules that re-export the client
 * half, so a Server Component can call `formatPrice`, the routes or the adapters. Tracking and mocks
 * hold no React at all. See `scripts/client-boundary.mjs`.
 */
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'api/index': 'src/api/index.ts',
    'widget/index': 'src/widget/index.ts',
    'tracking/index': 'src/tracking/index.ts',
    'hooks/index': 'src/hooks/index.ts',
    'mocks/index': 'src/mocks/index.ts',
    'internal/client': 'src/index.client.ts',
    'internal/widget-client': 'src/widget/index.client.ts',
  },
  format: ['esm', 'cjs'],
  // The declarations are emitted without a second type check of src: `npm run typecheck` checks every
  // file (src included) in the same run, and the declarations' own checking took a third of this build
  // (2026-11-29: 111-137 s against 172-208 s on a loaded 2-core machine). What a consumer compiles is
  // still checked: attw resolves them, and the React 18 consumer check runs tsc over them with
  // skipLibCheck off. The emitted types are the same (only the order of union members may differ).
  dts: { compilerOptions: { noCheck: true } },
  tsconfig: 'tsconfig.build.json',
  sourcemap: true,
  clean: true,
  splitting: true,
  target: 'es2022',
  outDir: 'dist',
  external: ['react', 'react-dom', 'styled-components', 'msw', /^msw\//],
  esbuildPlugins: [clientBoundaryPlugin(), pureStyledPlugin()],
});
