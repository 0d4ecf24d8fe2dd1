// Consumer checks (issue #13 "Works in every React app"): packs the library once as npm would
// publish it, installs the ONE tarball into a fresh app per check in a temporary folder (in
// parallel, one npm cache, `--prefer-offline`), then runs each check and prints what it proves and
// how long it took. The checks live in scripts/consumers/:
//   1. node-check.mjs      plain Node 20: ESM + CJS of every entry, renderToString + ServerStyleSheet
//   2. next-check.mjs      Next.js App Router: registry, Server Component, build, start, Chromium
//   3. vite-ssr-check.mjs  `vite build --ssr` with default settings, rendered by Node
//   4. react18-check.mjs   React 18.3 Vite app: tsc, build, preview, search modal in Chromium
// Usage: node scripts/consumer-check.mjs [node|next|vite-ssr|react18 ...]  (default: all)
// KEEP_CONSUMER_APPS=1 keeps the temporary folder for a look afterwards.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nextCheck from './consumers/next-check.mjs';
import nodeCheck from './consumers/node-check.mjs';
import react18Check from './consumers/react18-check.mjs';
import viteSsrCheck from './consumers/vite-ssr-check.mjs';
import { CheckError, installApp, packTarball, stopAll, writeApp } from './consumers/shared.mjs';

const all = [nodeCheck, nextCheck, viteSsrCheck, react18Check];
const wanted = process.argv.slice(2);
const unknown = wanted.filter((id) => !all.some((check) => check.id === id));
if (unknown.length) {
  console.error(`unknown check ${unknown.join(', ')}; the checks are ${all.map((c) => c.id).join(', ')}`);
  process.exit(2);
}
const checks = wanted.length ? all.filter((check) => wanted.includes(check.id)) : all;
const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const messageOf = (error) => (error instanceof CheckError ? error.message : (error?.stack ?? String(error)));

const work = mkdtempSync(join(tmpdir(), 'glimt-consumers-'));
/**
 * Removes the apps' folder. Four installs are tens of thousands of files: `rmSync` took 20.7 s of a
 * fresh-clone CI run, with the next step waiting on it. Where there is an `rm`, a detached one
 * removes them while the run goes on (nothing reads the folder again); elsewhere `rmSync` does.
 */
const cleanUp = () => {
  if (process.env.KEEP_CONSUMER_APPS) {
    console.log(`kept the consumer apps in ${work}`);
    return;
  }
  if (process.platform !== 'win32') {
    spawn('rm', ['-rf', work], { detached: true, stdio: 'ignore' }).unref();
    console.log(`removing the consumer apps in the background (${work})`);
    return;
  }
  const t = performance.now();
  rmSync(work, { recursive: true, force: true });
  console.log(`removed the consumer apps (${seconds(t)})`);
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll();
    cleanUp();
    process.exit(130);
  });
}

// A stray rejection after a check ended (e.g. a browser request cut off by closing the browser) is
// reported, not left to end the process before the temporary folder is removed.
process.on('unhandledRejection', (reason) => {
  console.log(`(unhandled rejection, after its check: ${messageOf(reason).split('\n')[0]})`);
});

const results = [];
const started = performance.now();
try {
  const tarball = await packTarball(work);

  // Install every app at once: npm waits mostly on the cache and the network, and the apps share
  // nothing but the cache (which is safe for concurrent use).
  const t0 = performance.now();
  console.log(`installing ${checks.length} fresh app(s) in ${work}…`);
  const installs = await Promise.allSettled(
    checks.map(async (check) => {
      const dir = join(work, check.id);
      writeApp(dir, check.app(tarball));
      const t = performance.now();
      await installApp(dir);
      console.log(`  installed ${check.id} (${seconds(t)})`);
      return dir;
    }),
  );
  console.log(`installed in ${seconds(t0)}`);

  // The checks run one after another: two of them build and drive Chromium, which want the CPU.
  for (const [index, check] of checks.entries()) {
    console.log(`\n▶ consumer check ${check.id}: ${check.title}\n  proves: ${check.proves}`);
    const t = performance.now();
    const install = installs[index];
    try {
      if (install.status === 'rejected')
        throw new CheckError(`installing the app failed:\n${messageOf(install.reason)}`);
      await check.run(install.value, (line) => console.log(`  ${line}`));
      results.push({ id: check.id, ok: true, time: seconds(t) });
      console.log(`✔ ${check.id} (${seconds(t)})`);
    } catch (error) {
      results.push({ id: check.id, ok: false, time: seconds(t) });
      console.log(`✘ ${check.id} failed (${seconds(t)}):\n${messageOf(error)}`);
    }
  }
} catch (error) {
  console.error(`consumer check could not run: ${messageOf(error)}`);
  results.push({ id: 'setup', ok: false, time: seconds(started) });
} finally {
  cleanUp();
}

const failed = results.filter((result) => !result.ok);
console.log(
  `\nconsumer checks: ${results.length - failed.length} passed, ${failed.length} failed` +
    ` (${results.map((r) => `${r.id} ${r.ok ? 'ok' : 'FAILED'} ${r.time}`).join(', ')}; total ${seconds(started)})`,
);
process.exit(failed.length ? 1 : 0);
