// Finds a Chromium to drive without downloading one: CHROME_PATH, then Debian's /usr/bin/chromium,
// then Playwright's cache. Browser downloads fail on our machines, so we never try one.
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

/** Flags that keep headless Chromium from stalling on a closed network (see TOOLCHAIN.md). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  '--font-render-hinting=none',
];

export const chromiumHint =
  'No Chromium found: set CHROME_PATH, or install it with `apt-get install -y chromium` (Debian/Ubuntu).';

/** @returns {string | undefined} the path of a Chromium executable, if one is installed */
export function findChromium() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  for (const candidate of ['/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (existsSync(candidate)) return candidate;
  }
  const cache = process.env.PLAYWRIGHT_BROWSERS_PATH || join(homedir(), '.cache', 'ms-playwright');
  if (existsSync(cache)) {
    for (const dir of readdirSync(cache)
      .filter((d) => d.startsWith('chromium'))
      .sort()
      .reverse()) {
      for (const rel of ['chrome-linux64/chrome', 'chrome-linux/chrome']) {
        const path = join(cache, dir, rel);
        if (existsSync(path)) return path;
      }
    }
  }
  return undefined;
}

/**
 * For the scripts that launch browser runners: finds Chromium and sets `CHROME_PATH` for every child
 * process, or says how to install it and exits.
 * @returns {string} the path of the Chromium executable
 */
export function requireChromium() {
  const chromium = findChromium();
  if (!chromium) {
    console.error(chromiumHint);
    process.exit(1);
  }
  process.env.CHROME_PATH = chromium;
  return chromium;
}
