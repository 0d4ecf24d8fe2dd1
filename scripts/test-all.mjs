// `npm test`: every check of the library, in the order that fails fastest. Each step prints its own
// runner's summary and its time; the last lines give the total time and count the steps.
// `--quick` runs only the steps without a browser or a build; words run the steps whose names hold them.
import { spawn } from 'node:child_process';
import { requireChromium } from './chromium.mjs';
import { benchmarkIndex } from './machine-speed.mjs';

requireChromium();

/** A step: [name, command]; every command runs through npx/npm from the repo root. */
const generated = ['generated files (npm run generate -- --check)', 'node scripts/generate.mjs --check'];
const unit = [
  'unit tests (Vitest: rules in node, components in jsdom)',
  'npx vitest run --project unit --project dom',
];
const lint = ['lint (ESLint, and the layer map with dependency-cruiser)', 'npm run lint --silent'];
const format = ['format', 'npm run format:check --silent -- --log-level warn'];
// TypeScript 7 (the native port) checks the repo in about a third of 5.9's CPU time, with the same
// checker; 5.9 stays the `typescript` package, whose compiler API tsup's declarations need.
const typecheck = ['typecheck (TypeScript 7)', 'npm run typecheck --silent'];
const hostile = [
  'hostile-data tests (Vitest: hostile and fuzzed answers fed into the real components in Chromium)',
  'npx vitest run --project hostile',
];
const storybookBuild = ['Storybook build', 'npx storybook build --quiet -o storybook-static'];
const demoBuild = ['demo build', 'npx vite build --config demo/vite.config.ts --logLevel warn'];
const libraryBuild = ['library build (tsup)', 'npx tsup --silent'];
const clientBoundary = [
  'client boundary (server-safe entries reach React only through "use client" modules)',
  'node scripts/client-boundary.mjs',
];
const publint = ['package lint (publint)', 'npx publint --strict'];
const attw = ['type resolution (are-the-types-wrong)', 'npx attw --pack . --profile node16'];
const sizes = ['size budgets (size-limit, gzip)', 'npx size-limit'];
const lazyBoundaries = [
  'lazy boundaries (the 3D view and the try-on are not in a page’s initial load)',
  'node scripts/lazy-boundaries.mjs',
];
const consumers = [
  'consumer checks (packed tarball: plain Node, Next.js App Router, Vite SSR, React 18.3)',
  'node scripts/consumer-check.mjs',
];
const stories = [
  'stories (every story once, each file in a fresh page: its play, axe, and its screenshot vs baseline)',
  'npx playwright test',
];
const journeys = [
  'demo journeys (e2e: shell, cart drawer, widget search)',
  'npx playwright test -c playwright.e2e.config.ts',
];

/**
 * The run, stage by stage. A stage is one step, or lanes: each lane's steps run one after another,
 * the lanes side by side. The rules come first, then the static checks, builds, package checks,
 * budgets and consumer checks in two lanes, none of which keeps both cores of a small machine busy on
 * its own (299 s one after another, 234 s in two lanes, fresh-clone CI), then the browser runs, which
 * do. A broken rule fails in the first minutes; an overrun budget about four minutes later. Each
 * story renders once (Playwright) for its play, axe and screenshot; the Vitest `storybook` project
 * plays the same stories for Storybook's test panel and watch mode, and is not part of this run.
 */
const stages = [
  generated,
  unit,
  {
    lanes: [
      [lint, format, typecheck, hostile, storybookBuild, demoBuild],
      [libraryBuild, consumers, clientBoundary, publint, attw, sizes, lazyBoundaries],
    ],
  },
  stories,
  journeys,
];

/**
 * `--quick` (`npm run test:quick`): the inner loop, the steps that need no browser and no build. The
 * three static checks run in two lanes of their own (in the full run's lanes they would all fall in
 * the first one, one after another).
 */
const QUICK = new Set(['generated files', 'unit tests', 'lint', 'format', 'typecheck']);
const quick = process.argv.includes('--quick');
if (quick) stages.splice(2, 1, { lanes: [[lint], [format, typecheck]] });
const only = process.argv.slice(2).filter((word) => word !== '--quick');
const chosen = ([name]) =>
  (!quick || QUICK.has(name.replace(/ \(.*$/, ''))) &&
  (!only.length || only.some((word) => name.includes(word)));

let passed = 0;
let failed = 0;
const keepGoing = Boolean(process.env.KEEP_GOING);
const stop = () => failed > 0 && !keepGoing;

/**
 * Runs one step. Alone, its output goes straight to the terminal (a long run shows its progress);
 * in a lane, it is held and printed in one block when the step ends, so two lanes never interleave.
 */
function runStep([name, command], { live }) {
  const header = `\n▶ ${name}\n  $ ${command}\n`;
  if (live) process.stdout.write(header);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, { stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'], shell: true });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (!live) process.stdout.write(header + Buffer.concat(output).toString());
      if (code === 0) {
        passed += 1;
        console.log(`✔ ${name} (${seconds} s)`);
      } else {
        failed += 1;
        console.log(`✘ ${name} failed (${seconds} s)`);
      }
      resolve();
    });
  });
}

// A run's time means little without the machine's speed: the same kind of machine has run 1.6 times
// slower from one half-day to the next.
console.log(
  `Machine: benchmark index ${benchmarkIndex()} (Lighthouse's measure of one core, taken in Node).`,
);
const started = Date.now();
for (const stage of stages) {
  if (stop()) break;
  if (Array.isArray(stage)) {
    if (chosen(stage)) await runStep(stage, { live: true });
    continue;
  }
  const lanes = stage.lanes.map((lane) => lane.filter(chosen)).filter((lane) => lane.length);
  const live = lanes.length === 1;
  await Promise.all(
    lanes.map(async (lane) => {
      for (const step of lane) {
        if (stop()) return;
        await runStep(step, { live });
      }
    }),
  );
}
const total = ((Date.now() - started) / 1000).toFixed(0);
console.log(`\nAll checks took ${total} s.`);
console.log(`checks: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
