// Shared helpers of the consumer checks: the repo's versions, packing the tarball once, fresh apps in
// a temporary folder, installing them (one npm cache, `--prefer-offline`), running commands and
// servers with time limits, free loopback ports, and Chromium from the repo's own Playwright.
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { chromiumArgs, chromiumHint, findChromium } from '../chromium.mjs';

/** The repository's root folder. */
export const root = resolve(import.meta.dirname, '..', '..');

const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
/** The repo's own pinned dev versions: consumer apps use the same react, styled-components, vite... */
export const dev = pkg.devDependencies;

/** A check failed: `message` says what was expected and what happened. */
export class CheckError extends Error {}

/** Throws a {@link CheckError} with `message` unless `condition` holds. */
export function assert(condition, message) {
  if (!condition) throw new CheckError(message);
}

/** The last `max` characters of a command's output, indented, for a failure message. */
export function tail(text, max = 4000) {
  const trimmed = text.length > max ? `…${text.slice(-max)}` : text;
  return trimmed
    .trimEnd()
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');
}

/**
 * Runs a command to its end and resolves with its output (stdout and stderr together). Rejects with
 * a {@link CheckError} naming the command, the folder and the output's tail when it fails or takes
 * longer than `timeoutMs` (the whole process group is then stopped).
 * @param {string} cmd
 * @param {string[]} args
 * @param {{ cwd: string, env?: Record<string, string>, timeoutMs?: number }} options
 * @returns {Promise<string>}
 */
export function run(cmd, args, { cwd, env = {}, timeoutMs = 120_000 }) {
  return new Promise((resolvePromise, reject) => {
    const child = spawnTracked(cmd, args, { cwd, env });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const label = `\`${[cmd, ...args].join(' ')}\` in ${cwd}`;
    const timer = setTimeout(() => {
      stopGroup(child);
      reject(new CheckError(`${label} took longer than ${timeoutMs / 1000} s; output:\n${tail(output)}`));
    }, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new CheckError(`${label} could not start: ${error.message}`));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolvePromise(output);
      else reject(new CheckError(`${label} failed (${signal ?? `exit ${code}`}); output:\n${tail(output)}`));
    });
  });
}

/** Every detached child still running, so an interrupted run can stop them (see {@link stopAll}). */
const live = new Set();

/** Spawns a command in its own process group and tracks it until it ends. */
function spawnTracked(cmd, args, { cwd, env }) {
  const child = spawn(cmd, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  live.add(child);
  child.on('close', () => live.delete(child));
  return child;
}

/** Stops every command and server still running (on Ctrl-C or a kill of the check). */
export function stopAll() {
  for (const child of live) stopGroup(child);
}

/** Stops a detached child and everything it started. */
function stopGroup(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

/**
 * Starts a long-running command (a server) and waits until `readyUrl` answers (any HTTP status
 * below 500), or until its output matches `readyPattern`. Rejects with the output when it exits
 * early or is not ready within `timeoutMs`.
 * @returns {Promise<{ output: () => string, match: RegExpMatchArray | null, stop: () => Promise<void> }>}
 */
export function startServer(cmd, args, { cwd, env = {}, readyUrl, readyPattern, timeoutMs = 60_000 }) {
  const child = spawnTracked(cmd, args, { cwd, env });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolveExit) => child.on('close', resolveExit));
  const label = `\`${[cmd, ...args].join(' ')}\``;
  const server = {
    match: null,
    output: () => output,
    stop: async () => {
      stopGroup(child);
      const killer = setTimeout(() => {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }, 5000);
      await exited;
      clearTimeout(killer);
    },
  };
  return new Promise((resolvePromise, reject) => {
    let done = false;
    const fail = async (message) => {
      if (done) return;
      done = true;
      await server.stop();
      reject(new CheckError(`${message}; output:\n${tail(output)}`));
    };
    const what = readyUrl ?? `output ${readyPattern}`;
    exited.then((code) => fail(`${label} exited (${code}) before ${what} was ready`));
    const deadline = setTimeout(
      () => fail(`${label}: ${what} was not ready within ${timeoutMs / 1000} s`),
      timeoutMs,
    );
    const poll = async () => {
      while (!done) {
        if (readyPattern) {
          server.match = output.match(readyPattern);
          if (server.match) {
            done = true;
            clearTimeout(deadline);
            resolvePromise(server);
            return;
          }
          await new Promise((r) => setTimeout(r, 100));
          continue;
        }
        try {
          const response = await fetch(readyUrl, { signal: AbortSignal.timeout(2000) });
          if (response.status < 500) {
            done = true;
            clearTimeout(deadline);
            resolvePromise(server);
            return;
          }
        } catch {
          // not listening yet
        }
        await new Promise((r) => setTimeout(r, 200));
      }
    };
    poll();
  });
}

/** A TCP port on 127.0.0.1 that is free right now (the OS picks it). */
export function freePort() {
  return new Promise((resolvePromise, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePromise(port));
    });
  });
}

/**
 * Packs the library as npm would publish it (from the `dist` a `tsup` build left) into `work`.
 * @returns {Promise<string>} the tarball's path
 */
export async function packTarball(work) {
  if (!existsSync(join(root, 'dist', 'index.js'))) {
    throw new CheckError('dist/ is missing: build the library first (`npx tsup --silent`).');
  }
  const packed = JSON.parse(
    await run('npm', ['pack', '--json', '--silent', '--pack-destination', work], { cwd: root }).then((out) =>
      out.slice(out.indexOf('[')),
    ),
  );
  const { filename, entryCount, size } = packed[0];
  console.log(`packed ${filename}: ${entryCount} files, ${(size / 1024).toFixed(1)} kB`);
  return join(work, filename);
}

/**
 * Writes a fresh app: `package.json` (private, with the tarball as `@glimt/ui`) and `files`
 * (path relative to the app -> text, or `{ copy: absolutePath }`).
 */
export function writeApp(dir, { packageJson, files }) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify({ private: true, ...packageJson }, null, 2)}\n`);
  for (const [path, content] of Object.entries(files)) {
    const target = join(dir, path);
    mkdirSync(dirname(target), { recursive: true });
    if (typeof content === 'string') writeFileSync(target, content);
    else copyFileSync(content.copy, target);
  }
}

/** Installs an app's dependencies (the shared npm cache first, the registry for what it lacks). */
export function installApp(dir) {
  return run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel', 'error'], {
    cwd: dir,
    timeoutMs: 10 * 60_000,
  });
}

/** A binary of an app's `node_modules/.bin`. */
export const bin = (dir, name) => join(dir, 'node_modules', '.bin', name);

/**
 * Launches headless Chromium (the system one; never a download) through the repo's Playwright.
 * @returns {Promise<import('@playwright/test').Browser>}
 */
export async function launchChromium() {
  const executablePath = findChromium();
  if (!executablePath) throw new CheckError(chromiumHint);
  const { chromium } = await import('@playwright/test');
  return chromium.launch({ executablePath, args: chromiumArgs, headless: true });
}

/**
 * Opens `url` in a new page that records console errors and warnings and page errors. With
 * `fakeBackend` (the origin of fake-backend-server.mjs), requests to the fixtures' `.test` hosts
 * (media) go to that server instead of a name that does not resolve.
 * @returns {Promise<{ page: import('@playwright/test').Page, messages: { type: string, text: string }[] }>}
 */
export async function openPage(browser, url, { fakeBackend } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  if (fakeBackend) {
    await context.route(/^https?:\/\/[^/]+\.test\//, async (route) => {
      const request = route.request();
      try {
        const response = await route.fetch({
          url: `${fakeBackend}/`,
          headers: { ...request.headers(), 'x-fake-backend-url': request.url() },
        });
        await route.fulfill({ response });
      } catch {
        // The page or the browser closed while the request was in flight.
        await route.abort().catch(() => {});
      }
    });
  }
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const messages = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      const { url } = message.location();
      const text = message.text().split('\n').slice(0, 3).join(' | ');
      messages.push({ type: message.type(), text: url ? `${text} (at ${url})` : text });
    }
  });
  page.on('pageerror', (error) =>
    messages.push({
      type: 'pageerror',
      text: String(error.stack ?? error)
        .split('\n')
        .slice(0, 3)
        .join(' | '),
    }),
  );
  const response = await page.goto(url, { waitUntil: 'load', timeout: 30_000 });
  assert(response && response.ok(), `GET ${url} answered ${response?.status()}`);
  // The apps mark <body data-hydrated> in an effect: React has hydrated (or rendered) and attached
  // its handlers, so a click now is a click React sees.
  await page
    .locator('body[data-hydrated="true"]')
    .waitFor({ state: 'attached', timeout: 20_000 })
    .catch(() => {
      throw new CheckError(
        `the page never hydrated (no body[data-hydrated] after 20 s); console:\n${messages.map((m) => `  ${m.type}: ${m.text}`).join('\n')}`,
      );
    });
  return { page, messages };
}

/** The effect that marks `<body data-hydrated="true">` (see {@link openPage}), as app source. */
export const HYDRATION_MARK = `useEffect(() => {
    document.body.dataset.hydrated = 'true';
  }, []);`;

/**
 * In the page, opens the widget's search modal by clicking the search field, checks the dialog and
 * its text field, closes it with Escape, then opens it again by typing a letter into the field and
 * checks the letter arrived in the modal's field. With `expectProducts`, goes on typing "ay" and
 * waits for product results from the fake backend.
 */
export async function openSearchModal(page, fieldTestId, { expectProducts = false } = {}) {
  const field = page.getByTestId(fieldTestId);
  await field.waitFor({ state: 'visible' });
  assert(
    (await field.getAttribute('aria-haspopup')) === 'dialog',
    'the search field is not a button that opens a dialog (aria-haspopup="dialog" missing)',
  );
  await field.click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor({ state: 'visible', timeout: 10_000 }).catch(() => {
    throw new CheckError('clicking the search field did not open the search modal (no visible dialog)');
  });
  const input = dialog.getByRole('combobox');
  await input.waitFor({ state: 'visible' });
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached', timeout: 10_000 }).catch(() => {
    throw new CheckError('Escape did not close the search modal');
  });
  await field.focus();
  await page.keyboard.type('r');
  await page
    .getByRole('dialog')
    .waitFor({ state: 'visible', timeout: 10_000 })
    .catch(() => {
      throw new CheckError('typing into the search field did not open the search modal');
    });
  const value = await page.getByRole('dialog').getByRole('combobox').inputValue();
  assert(value === 'r', `typing "r" into the field opened the modal with "${value}" in its field`);
  if (!expectProducts) return;
  await page.keyboard.type('ay');
  await page
    .locator('[role="option"][data-option-kind="product"]')
    .first()
    .waitFor({ state: 'visible', timeout: 15_000 })
    .catch(() => {
      throw new CheckError('typing "ray" showed no product results from the fake backend within 15 s');
    });
}

/** React's production errors of a failed hydration (mismatched text or markup). */
const HYDRATION_ERROR = /hydrat|Minified React error #(418|419|422|423|425)\b/i;

/**
 * The console messages a check did not expect: every hydration message (warning or error), and
 * every error or uncaught page error that no pattern of `allowed` matches. Hydration errors are
 * labelled as such (React's production build names them only by number).
 */
export function unexpectedMessages(messages, allowed = []) {
  return messages
    .filter(
      ({ type, text }) =>
        HYDRATION_ERROR.test(text) || (type !== 'warning' && !allowed.some((pattern) => pattern.test(text))),
    )
    .map((message) =>
      HYDRATION_ERROR.test(message.text) ? { ...message, type: `${message.type} (hydration)` } : message,
    );
}
