import { defineConfig } from 'tsup';
import { pureStyledPlugin } from './scripts/pure-styled-plugin.mjs';

/**
 * One build for the five public entries. Client entries carry a "use client" banner so they can be
 * imported from a Next.js App Router page; the framework-free tracking core and the mocks do not
 * need it but it is harmless there, so every entry keeps the banner and the code stays uniform.
 */
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'widget/index': 'src/widget/index.ts',
    'tracking/index': 'src/tracking/index.ts',
    'hooks/index': 'src/hooks/index.ts',
    'mocks/index': 'src/mocks/index.ts',
  },
  format: ['esm', 'cjs'],
  dts: true,
  tsconfig: 'tsconfig.build.json',
  sourcemap: true,
  clean: true,
  splitting: true,
  target: 'es2022',
  outDir: 'dist',
  external: ['react', 'react-dom', 'styled-components', 'msw', /^msw\//],
  banner: { js: '"use client";' },
  esbuildPlugins: [pureStyledPlugin()],
});
