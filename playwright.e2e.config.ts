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
  // One journey at a time. A journey's Chromium already keeps both cores of a small machine busy (its
  // page, compositor, service worker and the fake backend's worker), so a second worker bought no
  // throughput and only slowed each journey: on 2026-12-03 (benchmark index about 1,570, quiet) all
  // 163 journeys took 750 s with one worker against 789 s with two, and the slowest took 15.0 s
  // against 21.5 s (most under 10 s against up to 20 s). A journey's 30 s is then twice its need, with
  // room for a busy core beside it. Earlier, with two workers, the link crawls came within 2 s of
  // their 30 s beside a core hog (docs/performance.md). A journey that nears half of its 30 s
  // beside a busy core is split by what it covers, never given more time.
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
