// `npm test`: every check of the library, in the order that fails fastest. Each step prints its own
// runner's summary and its time; the last lines give the total time and count the steps.
// `--quick` runs only the steps without a browser or a build; words run the steps whose names hold them.
import { spawnSync } from 'node:child_process';
import { requireChromium } from './chromium.mjs';

requireChromium();

/** [name, command] pairs; every command runs through npx/npm from the repo root. */
const steps = [
  // The rules first, then the build and its budgets (a few minutes), then the browser runs: a broken
  // rule or an overrun budget fails within minutes, not after the story run. Each story renders once
  // (Playwright, below) for its play, axe and screenshot; the Vitest `storybook` project plays the
  // same stories for Storybook's test panel and watch mode, and is not part of this run.
  ['generated files (npm run generate -- --check)', 'node scripts/generate.mjs --check'],
  ['unit tests (Vitest: rules in node, components in jsdom)', 'npx vitest run --project unit --project dom'],
  ['lint (ESLint, and the layer map with dependency-cruiser)', 'npm run lint --silent'],
  ['format', 'npm run format:check --silent -- --log-level warn'],
  ['typecheck', 'npm run typecheck --silent'],
  ['library build (tsup)', 'npx tsup --silent'],
  [
    'client boundary (server-safe entries reach React only through "use client" modules)',
    'node scripts/client-boundary.mjs',
  ],
  ['package lint (publint)', 'npx publint --strict'],
  ['type resolution (are-the-types-wrong)', 'npx attw --pack . --profile node16'],
  ['size budgets (size-limit, gzip)', 'npx size-limit'],
  [
    'lazy boundaries (the 3D view and the try-on are not in a page’s initial load)',
    'node scripts/lazy-boundaries.mjs',
  ],
  [
    'hostile-data tests (Vitest: hostile and fuzzed answers fed into the real components in Chromium)',
    'npx vitest run --project hostile',
  ],
  ['Storybook build', 'npx storybook build --quiet -o storybook-static'],
  [
    'stories (every story once, in a fresh page: its play, axe, and its screenshot vs baseline)',
    'npx playwright test',
  ],
  ['demo build', 'npx vite build --config demo/vite.config.ts --logLevel warn'],
  [
    'demo journeys (e2e: shell, cart drawer, widget search)',
    'npx playwright test -c playwright.e2e.config.ts',
  ],
  [
    'consumer checks (packed tarball: plain Node, Next.js App Router, Vite SSR, React 18.3)',
    'node scripts/consumer-check.mjs',
  ],
];

/** `--quick` (`npm run test:quick`): the inner loop, the steps that need no browser and no build. */
const QUICK = new Set(['generated files', 'unit tests', 'lint', 'format', 'typecheck']);
const quick = process.argv.includes('--quick');
const only = process.argv.slice(2).filter((word) => word !== '--quick');
let passed = 0;
let failed = 0;
const started = Date.now();
for (const [name, command] of steps) {
  if (quick && !QUICK.has(name.replace(/ \(.*$/, ''))) continue;
  if (only.length && !only.some((word) => name.includes(word))) continue;
  console.log(`\n▶ ${name}\n  $ ${command}`);
  const t0 = Date.now();
  const result = spawnSync(command, { stdio: 'inherit', shell: true, env: process.env });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (result.status === 0) {
    passed += 1;
    console.log(`✔ ${name} (${seconds} s)`);
  } else {
    failed += 1;
    console.log(`✘ ${name} failed (${seconds} s)`);
    if (!process.env.KEEP_GOING) break;
  }
}
const total = ((Date.now() - started) / 1000).toFixed(0);
console.log(`\nAll checks took ${total} s.`);
console.log(`checks: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
