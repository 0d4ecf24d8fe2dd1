import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { entryAliases } from '../scripts/entry-aliases.mjs';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The demo shop. It imports only `@glimt/ui/*` entries; in this repo they resolve to the source so
 * the demo always shows the current library. The service worker and fixture media come from public/.
 */
/**
 * Preloads the latin subset of the shop's font (the text of a Norwegian page is latin), so it is
 * there before the first paint and no text changes width when it arrives (layout shift). The other
 * subsets load only if a page needs them.
 */
function preloadLatinFont(): Plugin {
  return {
    name: 'glimt-preload-latin-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const font = Object.keys(context.bundle ?? {}).find((file) =>
          /inter-latin-wght-normal-[^/]*\.woff2$/.test(file),
        );
        if (!font) return [];
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: '', href: `/${font}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

export default defineConfig({
  root: here('.'),
  publicDir: here('../public'),
  plugins: [react(), preloadLatinFont()],
  resolve: { alias: entryAliases },
  // The demo ships the whole library and the fake backend's fixtures in one app; no chunk budget here.
  build: { outDir: here('./dist'), emptyOutDir: true, chunkSizeWarningLimit: 1500 },
  server: { port: 5173 },
  preview: { port: 4173 },
});
