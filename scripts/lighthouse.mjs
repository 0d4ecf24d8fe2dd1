// `npm run bench:lighthouse`: Lighthouse on the demo as a shopper's phone sees it. Builds the demo
// (skip with --no-build), serves it gzip-compressed from a small static server (with the SPA
// fallback), and runs Lighthouse's mobile defaults (Moto G Power, slow 4G, 4x CPU slowdown) in
// Debian's Chromium on the home page, a category, the widget's search page with a query and every
// page kind the demo has (product, booking, store finder, account). Prints performance, FCP, LCP,
// TBT, CLS and accessibility per page. Not part of `npm test`: a run takes about a minute per page
// and its timings vary with the machine's load. The README's performance section quotes its output.
//
//   npm run bench:lighthouse [-- --no-build] [-- --save <dir>] [-- /path ...]
//
// --save <dir> writes each page's full report (JSON) there, to see the LCP element, the layout shifts
// and the long tasks behind a figure.
//
// --chain prints, per page, the chain of requests and main-thread tasks that Lighthouse's simulation
// (Lantern) puts before the LCP, in its optimistic and pessimistic halves (the LCP is their mean):
// which download a page's LCP actually waits for. It reads Lighthouse's internal computed artifact,
// so it is tied to the pinned Lighthouse version.
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { chromiumArgs, chromiumHint, findChromium } from './chromium.mjs';

const root = resolve(import.meta.dirname, '../demo/dist');
const args = process.argv.slice(2);
const saveAt = args.indexOf('--save');
const saveDir = saveAt === -1 ? null : resolve(args[saveAt + 1] ?? '.');
const paths = args.filter((arg, index) => arg.startsWith('/') && index !== saveAt + 1);
const printChain = args.includes('--chain');
/** The --chain reports, printed under the table. */
const chains = [];
const pages = paths.length
  ? paths
  : [
      '/',
      '/briller',
      '/sok?query=ray',
      '/produkt/ray-ban-rx7047-blaa',
      '/bestill-synstest',
      '/finn-butikk',
      '/min-konto',
    ];
if (!args.includes('--no-build')) {
  const build = spawnSync('npx vite build --config demo/vite.config.ts --logLevel warn', {
    cwd: resolve(import.meta.dirname, '..'),
    shell: true,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
};
const cache = new Map();

if (!existsSync(join(root, 'index.html'))) {
  console.error('No demo build: run `npx vite build --config demo/vite.config.ts` first.');
  process.exit(1);
}
const chromePath = findChromium();
if (!chromePath) {
  console.error(chromiumHint);
  process.exit(1);
}

const server = createServer((request, response) => {
  const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
  let file = join(root, path);
  if (!file.startsWith(root) || !existsSync(file) || statSync(file).isDirectory())
    file = join(root, 'index.html');
  const type = types[extname(file)] ?? 'application/octet-stream';
  const compressible = !/^(video|font)\//.test(type);
  let body = cache.get(file);
  if (!body) {
    const raw = readFileSync(file);
    body = compressible ? gzipSync(raw, { level: 9 }) : raw;
    cache.set(file, body);
  }
  response.writeHead(200, {
    'content-type': type,
    ...(compressible ? { 'content-encoding': 'gzip' } : {}),
    'cache-control': file.endsWith('index.html') ? 'no-cache' : 'public, max-age=31536000, immutable',
  });
  response.end(body);
});
await new Promise((done) => server.listen(0, '127.0.0.1', done));
const { port } = server.address();

const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', ...chromiumArgs],
});
try {
  console.log('| page | performance | FCP | LCP | TBT | CLS | accessibility |');
  console.log('| ---- | ----------- | --- | --- | --- | --- | ------------- |');
  for (const page of pages) {
    const result = await lighthouse(`http://127.0.0.1:${port}${page}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    const { audits, categories } = result.lhr;
    if (saveDir) {
      mkdirSync(saveDir, { recursive: true });
      const name = page.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
      writeFileSync(join(saveDir, `${name}.json`), JSON.stringify(result.lhr));
    }
    if (printChain) chains.push(await lcpChain(page, result));
    const ms = (id) => `${(audits[id].numericValue / 1000).toFixed(1)} s`;
    console.log(
      `| \`${page}\` | ${Math.round(categories.performance.score * 100)} | ${ms('first-contentful-paint')} | ${ms(
        'largest-contentful-paint',
      )} | ${Math.round(audits['total-blocking-time'].numericValue)} ms | ${audits[
        'cumulative-layout-shift'
      ].numericValue.toFixed(3)} | ${Math.round(categories.accessibility.score * 100)} |`,
    );
  }
  if (chains.length) console.log(`\n${chains.join('\n\n')}`);
} finally {
  await chrome.kill();
  server.close();
}

/**
 * The simulated chain behind a page's LCP, as text: from the node that ends last, back through the
 * dependency that ends last, in both of Lantern's halves (see --chain above).
 */
async function lcpChain(page, result) {
  const lines = [];
  const { artifacts, lhr } = result;
  const settings = lhr.configSettings;
  const lcp = await LanternLargestContentfulPaint.request(
    {
      trace: artifacts.Trace,
      devtoolsLog: artifacts.DevtoolsLog,
      gatherContext: artifacts.GatherContext,
      settings,
      URL: artifacts.URL,
      SourceMaps: artifacts.SourceMaps,
      simulator: null,
      HostDPR: artifacts.HostDPR,
    },
    { computedCache: new Map(), settings },
  );
  lines.push(`${page}: simulated LCP ${Math.round(lcp.timing)} ms`);
  for (const [half, estimate] of [
    ['optimistic', lcp.optimisticEstimate],
    ['pessimistic', lcp.pessimisticEstimate],
  ]) {
    const timings = estimate.nodeTimings;
    const endOf = (node) => timings.get(node).endTime;
    let node = [...timings.keys()].reduce((last, next) => (endOf(next) > endOf(last) ? next : last));
    const chain = [];
    while (node) {
      chain.unshift(node);
      node = node
        .getDependencies()
        .filter((dependency) => timings.has(dependency))
        .sort((a, b) => endOf(b) - endOf(a))[0];
    }
    lines.push(`  ${half} (${Math.round(estimate.timeInMs)} ms, ${timings.size} nodes):`);
    for (const step of chain) {
      const { startTime, endTime } = timings.get(step);
      const what =
        step.type === 'network'
          ? `${step.request.url.replace(/^http:\/\/127\.0\.0\.1:\d+/, '').slice(0, 90)} (${(
              step.request.transferSize / 1024
            ).toFixed(1)} kB)`
          : `main thread, ${Math.round(step.duration / 1000)} ms at full speed`;
      lines.push(
        `    ${String(Math.round(startTime)).padStart(5)} to ${String(Math.round(endTime)).padStart(5)} ms  ${what}`,
      );
    }
  }
  return lines.join('\n');
}
