// Proves that heavy features load only when opened: bundles a consumer's import of the built
// library with code splitting (as a shop's bundler does) and walks the static import graph from the
// entry. The 3D viewer (model-viewer, three) and the try-on (its view, face-api with tfjs and the
// bundled weights) must be reachable only through import(); the script prints the initial gzip size
// of each checked import and fails, naming the path, when a forbidden module is in it.
import { build } from 'esbuild';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = resolve(import.meta.dirname, '..');
const checks = [
  { name: '{ ProductPage }', code: "export { ProductPage } from '@glimt/ui';" },
  { name: '{ ProductCard }', code: "export { ProductCard } from '@glimt/ui';" },
  {
    name: '{ ShopLayout, ShopSessionProvider }',
    code: "export { ShopLayout, ShopSessionProvider } from '@glimt/ui';",
  },
  {
    name: '@glimt/ui/widget { WidgetProvider, SearchField }',
    code: "export { WidgetProvider, SearchField } from '@glimt/ui/widget';",
    // The field's page pays for the field: the modal's combobox (downshift) loads with the modal.
    // (The shop's own search overlay still uses downshift in its initial load, so only here.)
    forbidden: [/node_modules\/downshift\//],
  },
];
/** Modules that must never be in a page's initial load. */
const forbidden = [
  // The shell's overlays (issue #14): the site search overlay, the cart drawer and the menu load on intent,
  // through these import() targets. (Their code itself sits in chunks the library's build shares with
  // the entry; this esbuild build counts dead import() targets as entries, so it cannot prove more.)
  /dist\/SiteSearchOverlay-[^/]*\.js$/,
  /dist\/CartDrawer-[^/]*\.js$/,
  /dist\/SlideMenu-[^/]*\.js$/,
  /node_modules\/@google\/model-viewer\//,
  /node_modules\/three\//,
  /node_modules\/@vladmandic\/face-api\//,
  /dist\/faceDetector-[^/]*\.js$/,
  /dist\/VirtualTryOn-[^/]*\.js$/,
  /dist\/ModelView-[^/]*\.js$/,
  /dist\/viewerRuntime-[^/]*\.js$/,
  // The widget's search modal (its view; reached only through import() by the field and the lazy
  // public SearchModal).
  /dist\/SearchModal-[^/]*\.js$/,
];

const work = mkdtempSync(join(tmpdir(), 'glimt-lazy-'));
let failed = false;
try {
  for (const check of checks) {
    const entry = join(work, 'entry.js');
    writeFileSync(entry, check.code);
    const result = await build({
      entryPoints: [entry],
      bundle: true,
      splitting: true,
      format: 'esm',
      minify: true,
      outdir: join(work, 'out'),
      write: true,
      metafile: true,
      absWorkingDir: root,
      logLevel: 'silent',
      external: ['react', 'react-dom', 'react/jsx-runtime', 'styled-components'],
      alias: {
        '@glimt/ui/widget': join(root, 'dist/widget/index.js'),
        '@glimt/ui': join(root, 'dist/index.js'),
      },
      nodePaths: [join(root, 'node_modules')],
    });
    const outputs = result.metafile.outputs;
    const entryOut = Object.keys(outputs).find((name) => outputs[name].entryPoint?.endsWith('entry.js'));
    // The initial load: the entry chunk and every chunk it imports statically, transitively.
    const initial = new Set();
    const queue = [entryOut];
    while (queue.length) {
      const name = queue.pop();
      if (initial.has(name)) continue;
      initial.add(name);
      for (const imported of outputs[name].imports) {
        if (imported.kind === 'import-statement' && !imported.external) queue.push(imported.path);
      }
    }
    let bytes = 0;
    const offenders = [];
    const patterns = [...forbidden, ...(check.forbidden ?? [])];
    for (const name of initial) {
      bytes += gzipSync(readFileSync(join(root, name))).length;
      for (const input of Object.keys(outputs[name].inputs)) {
        if (patterns.some((pattern) => pattern.test(input))) offenders.push(`${input} (in ${name})`);
      }
    }
    const lazy = Object.keys(outputs).filter((name) => !initial.has(name) && name.endsWith('.js')).length;
    if (offenders.length) {
      failed = true;
      console.error(`✘ ${check.name}: the initial load holds code that must load on demand:`);
      for (const offender of [...new Set(offenders)].slice(0, 10)) console.error(`  ${offender}`);
    } else {
      console.log(
        `✔ ${check.name}: initial ${(bytes / 1000).toFixed(1)} kB gzip (${initial.size} files), ${lazy} chunks on demand`,
      );
    }
    rmSync(join(work, 'out'), { recursive: true, force: true });
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
