import { defineConfig } from '@playwright/test';
import { chromiumArgs, findChromium } from './scripts/chromium.mjs';

// VISUAL_PORT lets a second checkout run at the same time as another visual run on this machine.
const STORYBOOK_PORT = Number(process.env.VISUAL_PORT ?? 6107);

/**
 * Visual regression: every story of the built Storybook against a committed baseline, in Debian's
 * Chromium (Playwright's own browser download is not available here).
 */
export default defineConfig({
  timeout: 30_000,
  expect: {
    // `timeout: 0`: a full-page picture of a long listing (96 cards, 9,000 px) takes seconds on a busy
    // machine; like every wait of this run it has no deadline of its own, the test's timeout ends it.
    toHaveScreenshot: {
      maxDiffPixelRatio: 0.002,
      threshold: 0.15,
      animations: 'disabled',
      caret: 'hide',
      timeout: 0,
    },
  },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  // One baseline per story, no platform suffix: the font ships from npm and CI runs the same Chromium.
  snapshotPathTemplate: '{testDir}/baselines/{arg}{ext}',
  testDir: './visual',
  testMatch: '*.visual.ts',
  globalSetup: './visual/story-viewports.setup.ts',
  use: {
    baseURL: `http://127.0.0.1:${STORYBOOK_PORT}`,
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
    reducedMotion: 'reduce',
    locale: 'nb-NO',
    timezoneId: 'Europe/Oslo',
  },
  webServer: {
    command: `node scripts/serve-storybook.mjs ${STORYBOOK_PORT}`,
    url: `http://127.0.0.1:${STORYBOOK_PORT}/index.json`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
