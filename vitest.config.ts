import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { chromiumArgs, findChromium } from './scripts/chromium.mjs';
import { entryAliases } from './scripts/entry-aliases.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/**
 * Chromium through Playwright, the same for every browser project. A fresh object per project:
 * Vitest names each project's browser instances on the object it is given, so a shared one makes the
 * second project's name collide with the first's.
 */
const chromium = () => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
  }),
  instances: [{ browser: 'chromium' as const }],
});

export default defineConfig({
  resolve: { alias: entryAliases },
  test: {
    projects: [
      {
        // Rules in plain TypeScript: no DOM, so no jsdom to start. A `.ts` test that needs a document
        // is named `*.dom.test.ts` and runs in the `dom` project.
        extends: true,
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.ts',
            'scripts/**/*.test.{ts,mjs}',
            'demo/src/**/*.test.ts',
            'test-support/**/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, '**/*.dom.test.ts'],
          environment: 'node',
          // One module registry per worker, not one per file: importing the modules again for each
          // of 190 files was 108 s of the project's 136 s (CPU, 2 cores), 50 s without. The rules
          // are pure functions; what a file changes outside them (a stubbed global, a fake clock, a
          // spy) is put back when it ends (vitest.unit.setup.ts), and `--sequence.shuffle` runs
          // show that no file depends on the one before it.
          isolate: false,
          setupFiles: ['./vitest.unit.setup.ts'],
          // Every core: Vitest's default leaves one free, which on a 2-core machine is half of it.
          maxWorkers: availableParallelism(),
        },
      },
      {
        // Components and hooks rendered with testing-library, in jsdom.
        extends: true,
        plugins: [react()],
        test: {
          name: 'dom',
          // `.dom.test.ts`: a rule that needs a document (storage, history, events) but renders
          // nothing. In the `unit` project's processes jsdom took 1.7 s to build per file.
          include: ['src/**/*.test.tsx', 'demo/src/**/*.test.tsx', 'src/**/*.dom.test.ts'],
          environment: 'jsdom',
          // testing-library's DOM matchers (toBeInTheDocument, toHaveAttribute, ...), and the web
          // streams jsdom lacks.
          setupFiles: ['./vitest.setup.ts'],
          // Each file in a fresh VM context of one worker, instead of a fresh process: building jsdom
          // took 64 s of the project's 79 s in processes, 6 s in VM contexts. (The `unit` project stays
          // in processes: in VM contexts its imports cost as much, and the layer-rule tests fail.)
          pool: 'vmThreads',
          maxWorkers: availableParallelism(),
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        test: {
          name: 'storybook',
          testTimeout: 30_000,
          browser: chromium(),
        },
      },
      {
        // The hostile-data suite (issue #12): hostile and fuzzed replies of the fake backend (MSW in
        // the page) fed into the real components in Chromium.
        extends: true,
        plugins: [react()],
        test: {
          name: 'hostile',
          include: ['hostile/**/*.test.{ts,tsx}'],
          testTimeout: 30_000,
          browser: chromium(),
        },
      },
    ],
  },
});
