import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { entryAliases } from '../scripts/entry-aliases.mjs';
// The build step runs in Node before any entry is built: it reads the route table and the fixture
// stores from the source (plain TypeScript, no React), not from the app's entries.
// eslint-disable-next-line no-restricted-imports -- build tooling, not the demo app
import { buildRobotsTxt, buildSitemapXml } from '../src/shop/sitemap';
// eslint-disable-next-line no-restricted-imports -- build tooling, not the demo app
import { mockStores } from '../src/mocks/fixtures/stores';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The demo shop. It imports only `@glimt/ui/*` entries; in this repo they resolve to the source so
 * the demo always shows the current library. The fake backend runs in a worker (`src/mockBackend.ts`).
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

/**
 * The fake backend's service worker (`src/backend/serviceWorker.js`, plain JavaScript with no
 * imports) at the site's root, where its scope covers every page: written into the build, and served
 * by the dev server.
 */
function backendServiceWorker(): Plugin {
  const fileName = 'glimtBackendServiceWorker.js';
  const source = () => readFileSync(here('./src/backend/serviceWorker.js'), 'utf8');
  return {
    name: 'glimt-backend-service-worker',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source: source() });
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.url?.split('?')[0] !== `/${fileName}`) return next();
        response.setHeader('Content-Type', 'text/javascript');
        response.setHeader('Cache-Control', 'no-cache');
        response.end(source());
      });
    },
  };
}

/** The origin the sitemap's absolute URLs use (`SITE_ORIGIN` at build time). */
const SITE_ORIGIN = process.env.SITE_ORIGIN ?? 'https://www.glimt.no';

/**
 * `sitemap.xml` and `robots.txt` from the shop's route table: written into the build, and served by
 * the dev server. The store pages are expanded from the fixture stores; other routes with parameters
 * are left out.
 */
function sitemap(): Plugin {
  const files = () => ({
    'sitemap.xml': buildSitemapXml({
      origin: SITE_ORIGIN,
      brandName: 'Glimt',
      expand: { store: mockStores.map((store) => ({ slug: store.slug })) },
    }),
    'robots.txt': buildRobotsTxt({ origin: SITE_ORIGIN }),
  });
  return {
    name: 'glimt-sitemap',
    generateBundle() {
      for (const [fileName, source] of Object.entries(files())) {
        this.emitFile({ type: 'asset', fileName, source });
      }
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const name = request.url?.split('?')[0]?.slice(1) ?? '';
        const source = (files() as Record<string, string>)[name];
        if (source === undefined) return next();
        response.setHeader('Content-Type', name.endsWith('.xml') ? 'application/xml' : 'text/plain');
        response.end(source);
      });
    },
  };
}

export default defineConfig({
  root: here('.'),
  publicDir: here('../public'),
  plugins: [react(), preloadLatinFont(), sitemap(), backendServiceWorker()],
  // The fake backend's worker loads its 3D models and videos with import() on first request.
  worker: { format: 'es' },
  resolve: {
    alias: [
      ...entryAliases,
      // MSW's cookie store needs only the public suffix list's default rule for the fake backend's
      // hosts; the whole list is 130 kB gzip of the backend's chunk (see the module).
      { find: /^tldts$/, replacement: here('./src/publicSuffixDefaultRule.ts') },
    ],
  },
  // The demo ships the whole library and the fake backend's fixtures in one app; no chunk budget here.
  build: {
    outDir: here('./dist'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    // Everything the entry imports statically is one chunk. Left to itself the bundler split it into
    // 22 files (most under 2 kB, shared with lazy pages), and on a phone's HTTP/1.1 connections
    // (six per host) each small file waited its turn a round trip long before the page's own code.
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] } } },
  },
  server: { port: 5173 },
  preview: { port: 4173 },
});
