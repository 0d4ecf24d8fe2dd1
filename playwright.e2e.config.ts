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
  fullyParallel: true,
  // Two journeys at a time, one Chromium per core. Each waits for the state it needs (the answer on
  // screen, a held chunk let go by the journey), not for a moment: 98 passed with two workers and a
  // second process keeping one core busy (283 s), against 372 s for one worker in a quiet CI run.
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
