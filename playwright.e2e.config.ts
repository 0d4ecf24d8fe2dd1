import { defineConfig } from '@playwright/test';
import { chromiumArgs, findChromium } from './scripts/chromium.mjs';

// E2E_PORT lets a second checkout run its journeys at the same time on this machine.
const DEMO_PORT = Number(process.env.E2E_PORT ?? 6180);

/**
 * Journeys through the built demo shop (`npm run demo:build` first), tried as a new user would: the
 * shell, the cart drawer and the widget against the fake backend in the page's service worker.
 */
export default defineConfig({
  timeout: 30_000,
  // A journey's waits follow state, and no wait has a deadline of its own: an `expect` waits for what
  // it names until the journey's 30 s run out, as `untilState` does in the stories. A fixed 5 s from
  // an action measured the machine (a first load, a lazy chunk, a fetch under a busy core), and the
  // 15 s that some journeys had written in instead only moved the line. Each test has its 30 s.
  expect: { timeout: 0 },
  fullyParallel: true,
  // One journey at a time. Two (one Chromium per core) saved about 2.7 minutes on a fast day, but on
  // 2026-11-30, with the machine 1.6 times slower, two workers failed four journeys of a quiet run and
  // three under a core hog, each a first page load starved of CPU past its 5-second wait, and took
  // 502 s; one worker passed all 113 in 528 s. A page with the core to itself loads in time; making
  // the widget pages' first load cheaper is the real fix (#32, docs/performance.md).
  workers: 1,
  retries: 0,
  reporter: 'list',
  testDir: './e2e',
  testMatch: '*.e2e.ts',
  use: {
    baseURL: `http://127.0.0.1:${DEMO_PORT}`,
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
    locale: 'nb-NO',
    timezoneId: 'Europe/Oslo',
    // No trace by default: recording one for every journey (to keep it when one fails) cost a fifth
    // of the run's time (e2e/widget*: 44 s with it, 31 s without). A failing journey leaves its page
    // snapshot (error-context.md) and a screenshot in test-results/; run it again with `--trace on`
    // for the full trace.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: `npx vite preview --config demo/vite.config.ts --port ${DEMO_PORT} --strictPort --host 127.0.0.1`,
    url: `http://127.0.0.1:${DEMO_PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
