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

/** The modules of `boot.ts`'s chunk: the route table, the login rule, the page loaders, the font. */
const BOOT_MODULES = [
  /demo[\\/]src[\\/](boot|routePages|mockBackend|mockAccount|mockCart)\.ts$/,
  /demo[\\/]src[\\/]widget[\\/]settings\.ts$/,
  // A listing's first call (`preloadListingPage`) and what it imports: the request rules, the URL
  // codec with its parsers, the visitor id, the environment.
  /src[\\/]widget[\\/]core[\\/](preload|preloadStore|requests|identity|urlState|parse|constants|messages|env|clientContract)\.ts$/,
  /src[\\/]widget[\\/]core[\\/]listing[\\/]paging\.ts$/,
  /src[\\/]tracking[\\/](identity|env|errors|version)\.ts$/,
  /src[\\/]utils[\\/](url|env)\.ts$/,
  /demo[\\/]src[\\/]pages[\\/]pageLoaders\.ts$/,
  /src[\\/]shop[\\/]routes\.ts$/,
  /src[\\/]shop[\\/]account[\\/]guard\.ts$/,
  /vite[\\/]preload-helper/,
  // The font's stylesheet, so the HTML links it (boot imports it for that).
  /@fontsource-variable[\\/]inter[\\/]/,
];
const isBootModule = (id: string) => BOOT_MODULES.some((pattern) => pattern.test(id));
/** The HTML's own entry module stays in its entry chunk, which then imports boot's chunk only. */
const isAppModule = (id: string) => !isBootModule(id) && !id.endsWith('index.html');

/**
 * Preloads the app's code from the HTML (`<link rel="modulepreload">` for its entry chunk and every
 * chunk that one imports), so it downloads beside `boot.ts` and the page chunks boot starts, rather
 * than after boot has run. (Preloading the shop's answer readers as well was measured: no
 * difference in Lighthouse, so it is not done.)
 */
function preloadApp(): Plugin {
  return {
    name: 'glimt-preload-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle ?? {};
        const app = Object.values(bundle).find(
          (chunk) =>
            chunk.type === 'chunk' && chunk.isEntry && chunk.facadeModuleId?.endsWith('/src/main.tsx'),
        );
        if (!app || app.type !== 'chunk') throw new Error('The demo build has no app chunk.');
        // Boot must not wait for the app: a module boot imports that is not in BOOT_MODULES lands
        // in the app's chunk, and boot's chunk would then import the app's statically.
        const boot = Object.values(bundle).find(
          (chunk) => chunk.type === 'chunk' && chunk.moduleIds.some((id) => /demo\/src\/boot\.ts$/.test(id)),
        );
        if (!boot || boot.type !== 'chunk') throw new Error('The demo build has no boot chunk.');
        const bootImports = new Set<string>();
        const follow = (file: string) => {
          const chunk = bundle[file];
          if (bootImports.has(file) || !chunk || chunk.type !== 'chunk') return;
          bootImports.add(file);
          chunk.imports.forEach(follow);
        };
        follow(boot.fileName);
        if (bootImports.has(app.fileName))
          throw new Error('boot.ts imports the app chunk statically: add what it imports to BOOT_MODULES.');
        const files = new Set<string>();
        const visit = (file: string) => {
          const chunk = bundle[file];
          if (files.has(file) || !chunk || chunk.type !== 'chunk' || html.includes(`/${file}"`)) return;
          files.add(file);
          chunk.imports.forEach(visit);
        };
        visit(app.fileName);
        return [...files].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

export default defineConfig({
  root: here('.'),
  publicDir: here('../public'),
  plugins: [react(), preloadLatinFont(), preloadApp(), sitemap(), backendServiceWorker()],
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
    rolldownOptions: {
      // Two entries: `boot.ts` (the HTML's script) and the app, which boot imports and the HTML
      // preloads (`preloadApp`), so the page's own chunks start beside the app's code.
      input: { index: here('index.html'), app: here('src/main.tsx') },
      output: {
        codeSplitting: {
          groups: [
            // What boot needs, and nothing it imports besides: the library's barrel would pull
            // the whole app into boot's chunk.
            { name: 'boot', test: isBootModule, priority: 2, includeDependenciesRecursively: false },
            // Everything the app imports statically is one chunk. Left to itself the bundler split it
            // into 22 files (most under 2 kB, shared with lazy pages), and on a phone's HTTP/1.1
            // connections (six per host) each small file waited a round trip for its turn.
            { name: 'initial', tags: ['$initial'], test: isAppModule, priority: 1 },
            // The shop client's answer readers (zod and the schemas of the session's first calls) are
            // one chunk, not nine: every page loads them beside its first call, while its own data
            // is on the way on the same connections.
            { name: 'shopAnswers', test: /src[\\/]shop[\\/]client\.parsers\.ts$/ },
          ],
        },
      },
    },
  },
  server: { port: 5173 },
  preview: { port: 4173 },
});
