#!/usr/bin/env node
// Benchmark: the widget's search page with 600 products loaded (issue #15; DESIGN.md, quality bars).
//
// Opens the story "Widget/Search and category pages / Search Six Hundred Products" in real
// Chromium (its play loads all 600 products with "Vis flere produkter"), then, at the given CPU
// slowdown:
//
// - ticks a brand in the filter sidebar: the click's input-to-next-paint (Event Timing API: the
//   slowest of its pointer, mouse and click events), and the time from the input to the frame that
//   shows the filtered grid (no longer busy);
// - changes the sorting with the keyboard (ArrowDown on the select): the key's input-to-next-paint
//   and the time from the key to the frame that shows the sorted grid (from the brand-filtered list
//   back to 600 first);
// - scrolls the 600 cards from top to bottom in 40 steps, one per frame, and reports long tasks
//   (over 50 ms) meanwhile;
// - the JS heap after a garbage collection with the 600 products loaded (CDP Runtime.getHeapUsage).
//
// The fake answer is served in the same page (MSW), so its work is counted too: the figures are an
// upper bound of what the widget itself costs. Storybook's highlight feature is turned off in the
// page (see NO_STORYBOOK_HIGHLIGHT; `--storybook-highlight` keeps it): it costs seconds per change
// with 600 cards and is no part of a shop page.
//
// Usage:
//   npx storybook build -o /tmp/widget-sb && node scripts/bench-widget-listing.mjs --dir /tmp/widget-sb --cpu 4
// Options: --runs <n> (default 3), --cpu <rate> CPU slowdown (default 4), --json (print JSON only),
// --storybook-highlight (leave Storybook's highlight feature on, as the figures before 2026-11-26).
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import { serveStatic } from './bench-static-server.mjs';
import { chromiumArgs, chromiumHint, findChromium } from './chromium.mjs';

const STORY_ID = 'widget-search-and-category-pages--search-six-hundred-products';
const PRODUCTS = 600;

const { values } = parseArgs({
  options: {
    dir: { type: 'string' },
    url: { type: 'string' },
    runs: { type: 'string', default: '3' },
    cpu: { type: 'string', default: '4' },
    json: { type: 'boolean', default: false },
    'storybook-highlight': { type: 'boolean', default: false },
  },
});

/**
 * Turns Storybook's highlight feature off in the preview (before its code reads `window.FEATURES`).
 * Once a story renders, that feature watches the story root with a MutationObserver and, after
 * every DOM change, walks every element of the page calling `getComputedStyle` on each: with 600
 * cards that is 3 to 4 s of a filter change at 4x CPU, work no shop page does.
 */
const NO_STORYBOOK_HIGHLIGHT = () => {
  let features;
  Object.defineProperty(window, 'FEATURES', {
    configurable: true,
    get: () => features,
    set: (value) => {
      features = { ...value, highlight: false };
    },
  });
};

/** Installs the observers before any story code runs. */
const OBSERVE = () => {
  const bench = { longTasks: [], events: [], recording: false, inputAt: null, shownAt: null };
  window.__bench = bench;
  // When the measured input came (the first pointerdown or keydown while recording).
  for (const type of ['pointerdown', 'keydown'])
    window.addEventListener(
      type,
      (event) => {
        if (bench.recording && bench.inputAt === null) bench.inputAt = event.timeStamp;
      },
      true,
    );
  new PerformanceObserver((list) => {
    if (!bench.recording) return;
    for (const entry of list.getEntries()) bench.longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: false });
  new PerformanceObserver((list) => {
    if (!bench.recording) return;
    for (const entry of list.getEntries()) bench.events.push({ name: entry.name, duration: entry.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: false });
};

/**
 * Starts recording, runs `act`, waits for `done` in the page, and returns what was recorded:
 * `shownMs` is from the input to the first frame whose DOM satisfies `done` (checked in every
 * animation frame, which runs just before that frame's paint).
 */
async function measure(page, act, done, arg, { input = true } = {}) {
  await page.evaluate(
    ({ source, arg, input }) => {
      const bench = window.__bench;
      bench.events = [];
      bench.longTasks = [];
      bench.inputAt = input ? null : performance.now();
      bench.shownAt = null;
      bench.recording = true;
      const isDone = new Function(`return (${source})`)();
      const check = () => {
        if (bench.inputAt !== null && isDone(arg)) bench.shownAt = performance.now();
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    },
    { source: done.toString(), arg, input },
  );
  await act();
  await page.waitForFunction(() => window.__bench.shownAt !== null, undefined, { timeout: 120_000 });
  const shownMs = Math.round(await page.evaluate(() => window.__bench.shownAt - window.__bench.inputAt));
  // Event Timing entries arrive after the paint they end with.
  await page.waitForTimeout(300);
  const recorded = await page.evaluate(() => {
    window.__bench.recording = false;
    return { events: window.__bench.events, longTasks: window.__bench.longTasks };
  });
  const slowest = (names) =>
    Math.round(
      Math.max(
        0,
        ...recorded.events.filter((event) => names.includes(event.name)).map((event) => event.duration),
      ),
    );
  return { shownMs, slowest, longTasks: recorded.longTasks };
}

async function run(browser, baseUrl, options) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript(OBSERVE);
  if (!options.storybookHighlight) await page.addInitScript(NO_STORYBOOK_HIGHLIGHT);
  const cdp = await context.newCDPSession(page);
  await page.goto(`${baseUrl}/iframe.html?id=${STORY_ID}&viewMode=story`, {
    waitUntil: 'load',
    timeout: 180_000,
  });
  // The story's play loads the 600 products (unthrottled: loading is not what is measured).
  await page.waitForFunction(
    (count) => document.querySelectorAll('a[data-search-result-id]').length === count,
    PRODUCTS,
    {
      timeout: 180_000,
    },
  );
  await page.waitForTimeout(1000);
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = await cdp.send('Runtime.getHeapUsage');
  if (options.cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpu });

  // Tick the first brand: the grid narrows to that brand's products.
  const brand = page.getByTestId('filter-group-merke').getByRole('checkbox').first();
  const filter = await measure(
    page,
    () => brand.click({ force: true }),
    () =>
      document.querySelectorAll('a[data-search-result-id]').length < 600 &&
      !document.querySelector('[aria-busy="true"]'),
  );
  // Untick it again (the page comes back to the 600 it had loaded), then sort by the keyboard.
  await brand.click({ force: true });
  await page
    .waitForFunction(() => document.querySelectorAll('a[data-search-result-id]').length === 600, undefined, {
      timeout: 60_000,
    })
    .catch(async (error) => {
      const state = await page.evaluate(() => ({
        cards: document.querySelectorAll('a[data-search-result-id]').length,
        url: document.querySelector('[data-testid="location"]')?.textContent,
      }));
      throw new Error(`Unticking the brand: ${JSON.stringify(state)}`, { cause: error });
    });
  const select = page.getByRole('combobox', { name: 'Sorter etter' });
  await select.focus();
  const before = await page.evaluate(() =>
    Array.from(document.querySelectorAll('a[data-search-result-id]'), (card) =>
      card.getAttribute('data-product-id'),
    )
      .slice(0, 5)
      .join(),
  );
  const sort = await measure(
    page,
    () => page.keyboard.press('ArrowDown'),
    (first) =>
      Array.from(document.querySelectorAll('a[data-search-result-id]'), (card) =>
        card.getAttribute('data-product-id'),
      )
        .slice(0, 5)
        .join() !== first,
    before,
  );

  // Scroll the whole page in 40 steps, one per frame.
  await page.evaluate(() => window.scrollTo(0, 0));
  const scroll = await measure(
    page,
    () =>
      page.evaluate(async () => {
        const steps = 40;
        const height = document.documentElement.scrollHeight - window.innerHeight;
        for (let step = 1; step <= steps; step++) {
          window.scrollTo(0, (height * step) / steps);
          await new Promise((done) => requestAnimationFrame(() => done()));
        }
      }),
    () => true,
    undefined,
    { input: false },
  );
  await context.close();
  return {
    heapUsedMB: Math.round((heap.usedSize / 1024 / 1024) * 10) / 10,
    filterClickToPaintMs: filter.slowest(['click', 'pointerup', 'pointerdown', 'mousedown', 'mouseup']),
    filteredGridShownMs: filter.shownMs,
    sortKeyToPaintMs: sort.slowest(['keydown', 'keyup', 'keypress']),
    sortedGridShownMs: sort.shownMs,
    scrollLongTasks: scroll.longTasks.length,
    scrollLongestTaskMs: Math.round(Math.max(0, ...scroll.longTasks)),
  };
}

async function main() {
  if (!values.dir && !values.url) {
    console.error('Give --dir <built storybook> or --url <running storybook>.');
    process.exit(2);
  }
  const executablePath = findChromium();
  if (!executablePath) {
    console.error(chromiumHint);
    process.exit(2);
  }
  const served = values.dir ? await serveStatic(values.dir) : null;
  const baseUrl = (served?.url ?? values.url).replace(/\/$/, '');
  const browser = await chromium.launch({ executablePath, args: chromiumArgs });
  const options = { cpu: Number(values.cpu), storybookHighlight: values['storybook-highlight'] };
  const runs = [];
  try {
    for (let index = 0; index < Number(values.runs); index++) runs.push(await run(browser, baseUrl, options));
  } finally {
    await browser.close();
    await served?.close();
  }
  const worst = (key) => Math.max(...runs.map((result) => result[key]));
  const median = (key) => {
    const sorted = runs.map((result) => result[key]).sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  };
  const summary = {
    story: STORY_ID,
    products: PRODUCTS,
    cpuSlowdown: options.cpu,
    runs,
    worst: Object.fromEntries(Object.keys(runs[0]).map((key) => [key, worst(key)])),
    median: Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(key)])),
  };
  if (values.json) console.log(JSON.stringify(summary, null, 2));
  else {
    console.log(`The search page with ${PRODUCTS} products, CPU x${options.cpu} (${STORY_ID})`);
    console.table(runs);
    console.log('worst of %d runs: %o', runs.length, summary.worst);
    console.log('median: %o', summary.median);
  }
}

await main();
