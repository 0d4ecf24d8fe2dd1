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
  // Two journeys at a time, one Chromium per core. On 2026-11-30 two workers failed journeys whose
  // waits had 5-second deadlines, and later the longest journeys (the link crawls, a walk of every
  // account page at a width) came within 2 s of their 30 under a core hog. The waits have had no
  // deadline of their own since, and those long walks are split by part of the shop: on 2026-12-02
  // (benchmark index 2,048) 159 journeys passed beside a busy core in 359 s, the longest in 12.7 s
  // before the last split, against about 780 s one at a time (docs/performance.md). A journey that
  // nears half of its 30 s beside a busy core is split by what it covers, never given more time.
  workers: 2,
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
