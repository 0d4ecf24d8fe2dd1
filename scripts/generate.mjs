// `npm run generate`: every generated fixture of the repository, rebuilt from its source.
// `npm run generate -- --check` rebuilds nothing: it fails when a generated file is not what its
// generator makes from the current sources (part of `npm test`).
//
// - the try-on's face-api weights (from the installed @vladmandic/face-api);
// - the fake backend's 3D frame models (from the catalogue's frame shapes);
// - the fake backend's product videos (Chromium and ffmpeg to encode; the check compares the
//   embedded bytes with public/mock-media/video/);
// - the 3D view's lighting, model-viewer's neutral room baked into an HDR image (Chromium; the check
//   compares the embedded bytes with the committed .hdr file).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const check = process.argv.includes('--check');
const flags = check ? ['--check'] : [];

// Inside the repository, so the bundle's external packages resolve from its node_modules.
const work = mkdtempSync(path.join(root, 'node_modules', '.glimt-generate-'));
const videos = path.join(work, 'build-videos.mjs');
await build({
  entryPoints: [path.join(root, 'src/mocks/fixtures/catalogue/build-videos.ts')],
  bundle: true,
  platform: 'node',
  format: 'esm',
  packages: 'external',
  outfile: videos,
  logLevel: 'warning',
});

const generators = [
  ['face-api weights', ['scripts/build-face-models.mjs']],
  ['3D frame models', ['scripts/build-frame-models.mjs']],
  ['product videos', [videos]],
  ['3D view environment', ['scripts/build-environment-map.mjs']],
];
let failed = 0;
try {
  for (const [name, args] of generators) {
    const result = spawnSync(process.execPath, [...args, ...flags], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) {
      failed += 1;
      console.error(`${name}: ${check ? 'out of date' : 'failed'}`);
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
