#!/usr/bin/env node
// Benchmark: typing in the widget's search modal must never block a frame (DESIGN.md, quality bars).
//
// Opens the story "Widget/Search modal / Empty With History" in real Chromium, types 20 keystrokes
// into the modal's field the way a fast typist does, waits for the suggestions and the instant
// results (their count announced), and reports what the main thread did meanwhile:
//
// - long tasks (PerformanceObserver 'longtask': any task over 50 ms), their count, total and longest;
// - the gaps between animation frames (requestAnimationFrame), longest and 95th percentile;
// - keystrokes from key press to the next paint (Event Timing API, 'event' entries): the slowest,
//   and how many took over 50 ms.
//
// The fake backend answers in the same page (MSW), so its search work is counted too: the figures
// are an upper bound of what the widget itself costs.
//
// Usage:
//   npx storybook build -o /tmp/widget-sb && node scripts/bench-widget-typing.mjs --dir /tmp/widget-sb
//   node scripts/bench-widget-typing.mjs --url http://localhost:6006      (a running Storybook)
// Options: --delay <ms> between keystrokes (default 60), --runs <n> (default 3), --cpu <rate> CPU
// slowdown through DevTools (default 1), --json (print JSON only), --max-long-task <ms> exit 1 when
// a long task is longer (default: report only).
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import { serveStatic } from './bench-static-server.mjs';
import { chromiumArgs, chromiumHint, findChromium } from './chromium.mjs';

const STORY_ID = 'widget-search-modal--empty-with-history';
/** 20 keystrokes. */
const TEXT = 'oakley sportsbriller';

const { values } = parseArgs({
  options: {
    dir: { type: 'string' },
    url: { type: 'string' },
    delay: { type: 'string', default: '60' },
    runs: { type: 'string', default: '3' },
    cpu: { type: 'string', default: '1' },
    json: { type: 'boolean', default: false },
    'max-long-task': { type: 'string' },
  },
});

/** Installs the observers before any story code runs. */
const OBSERVE = () => {
  const bench = { longTasks: [], frames: [], events: [], recording: false };
  window.__bench = bench;
  new PerformanceObserver((list) => {
    if (!bench.recording) return;
    for (const entry of list.getEntries())
      bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: false });
  new PerformanceObserver((list) => {
    if (!bench.recording) return;
    for (const entry of list.getEntries())
      if (
        entry.name === 'keydown' ||
        entry.name === 'keypress' ||
        entry.name === 'input' ||
        entry.name === 'keyup'
      )
        bench.events.push({ name: entry.name, duration: entry.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: false });
  const tick = (time) => {
    if (bench.recording) bench.frames.push(time);
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
};

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function run(browser, baseUrl, options) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript(OBSERVE);
  if (options.cpu > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpu });
  }
  await page.goto(`${baseUrl}/iframe.html?id=${STORY_ID}&viewMode=story`, {
    waitUntil: 'load',
    timeout: 180_000,
  });
  const input = page.getByRole('combobox');
  await input.waitFor({ timeout: 180_000 });
  // Let the story's own play function finish (a few arrow keys), then start from an empty field.
  await page.waitForTimeout(2500);
  // Warm up once (the fake backend builds its search index on the first search, which is not the
  // widget's cost), then start from an empty field.
  await input.focus();
  await input.fill('');
  await page.keyboard.type('ok', { delay: options.delay });
  await page.waitForFunction(
    () => document.querySelector('[data-testid="search-modal-status"]')?.textContent !== '',
    undefined,
    { timeout: 60_000 },
  );
  await input.fill('');
  await page.waitForTimeout(500);

  await page.evaluate(() => {
    window.__bench.recording = true;
  });
  const started = Date.now();
  await page.keyboard.type(TEXT, { delay: options.delay });
  const typedMs = Date.now() - started;
  // The instant results of the whole text are in when the live region announces their count.
  await page.waitForFunction(
    () =>
      document.querySelector('[data-testid="search-modal-status"]')?.textContent !== '' &&
      document.querySelector('[data-testid="search-modal-placeholders"]') === null,
    undefined,
    { timeout: 60_000 },
  );
  const resultsMs = Date.now() - started;
  await page.waitForTimeout(500);
  const data = await page.evaluate(() => {
    window.__bench.recording = false;
    return {
      ...window.__bench,
      value: document.querySelector('[role="combobox"]')?.value,
      cards: document.querySelectorAll('[role="option"][data-option-kind="product"]').length,
    };
  });
  await context.close();

  if (data.value !== TEXT) throw new Error(`The field holds "${data.value}", expected "${TEXT}"`);
  const gaps = data.frames
    .slice(1)
    .map((time, index) => time - data.frames[index])
    .sort((a, b) => a - b);
  const longTasks = data.longTasks.map((task) => task.duration).sort((a, b) => a - b);
  const events = data.events.map((event) => event.duration).sort((a, b) => a - b);
  return {
    keystrokes: TEXT.length,
    typedMs,
    cards: data.cards,
    resultsShownAfterMs: resultsMs,
    frames: data.frames.length,
    maxFrameGapMs: Math.round(gaps.at(-1) ?? 0),
    p95FrameGapMs: Math.round(percentile(gaps, 95)),
    longTasks: longTasks.length,
    longTaskTotalMs: Math.round(longTasks.reduce((sum, value) => sum + value, 0)),
    longestTaskMs: Math.round(longTasks.at(-1) ?? 0),
    keystrokesOver50Ms: events.filter((duration) => duration > 50).length,
    slowestKeystrokeToPaintMs: Math.round(events.at(-1) ?? 0),
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
  const options = { delay: Number(values.delay), cpu: Number(values.cpu) };
  const runs = [];
  try {
    for (let index = 0; index < Number(values.runs); index++) runs.push(await run(browser, baseUrl, options));
  } finally {
    await browser.close();
    await served?.close();
  }
  const worst = (key) => Math.max(...runs.map((result) => result[key]));
  const summary = {
    story: STORY_ID,
    text: TEXT,
    delayMs: options.delay,
    cpuSlowdown: options.cpu,
    runs,
    worst: {
      maxFrameGapMs: worst('maxFrameGapMs'),
      longestTaskMs: worst('longestTaskMs'),
      longTasks: worst('longTasks'),
      slowestKeystrokeToPaintMs: worst('slowestKeystrokeToPaintMs'),
    },
  };
  if (values.json) console.log(JSON.stringify(summary, null, 2));
  else {
    console.log(
      `Typing ${TEXT.length} keystrokes ("${TEXT}", ${options.delay} ms apart, CPU x${options.cpu}) in ${STORY_ID}`,
    );
    console.table(runs);
    console.log('worst of %d runs: %o', runs.length, summary.worst);
  }
  const limit = values['max-long-task'] === undefined ? null : Number(values['max-long-task']);
  if (limit !== null && summary.worst.longestTaskMs > limit) {
    console.error(`A long task of ${summary.worst.longestTaskMs} ms exceeds ${limit} ms.`);
    process.exit(1);
  }
}

await main();
