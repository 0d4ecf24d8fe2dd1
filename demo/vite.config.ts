import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { entryAliases } from '../scripts/entry-aliases.mjs';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The demo shop. It imports only `@glimt/ui/*` entries; in this repo they resolve to the source so
 * the demo always shows the current library. The service worker and fixture media come from public/.
 */
export default defineConfig({
  root: here('.'),
  publicDir: here('../public'),
  plugins: [react()],
  resolve: { alias: entryAliases },
  // The demo ships the whole library and the fake backend's fixtures in one app; no chunk budget here.
  build: { outDir: here('./dist'), emptyOutDir: true, chunkSizeWarningLimit: 1500 },
  server: { port: 5173 },
  preview: { port: 4173 },
});
