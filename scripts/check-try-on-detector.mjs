// Proves the virtual try-on's real eye finder in Chromium: face-api loads the weights embedded from
// its own npm package (no model download), runs, answers `null` (no face) on a blank frame and
// finds the eyes of the stories' drawn face (so the weights decode right), and the page makes no
// request outside its own origin while it does.
//
//   node scripts/check-try-on-detector.mjs          the source module, as Storybook and the demo load it
//   node scripts/check-try-on-detector.mjs --dist   the built chunk (`npx tsup` first), as a consumer's
//                                                   bundler loads it (bare `@vladmandic/face-api`)
//
// A Vite dev server serves one page that imports the detector module; Playwright records every
// request the page (and its workers) makes. It fails when the detector throws, finds a face on the
// blank frame, misses the drawn face's eyes by 15 px or more, a weights file (`*.bin`, `*manifest.json`) is requested, or any request leaves the
// page's origin.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { createServer } from 'vite';
import { chromiumArgs, chromiumHint, findChromium } from './chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const useDist = process.argv.includes('--dist');

function detectorModule() {
  if (!useDist) return '/src/components/product/TryOn/faceDetector.ts';
  const chunk = readdirSync(path.join(root, 'dist')).find((file) => /^faceDetector-.*\.js$/.test(file));
  if (!chunk) throw new Error('No dist/faceDetector-*.js: run `npx tsup` first.');
  return `/dist/${chunk}`;
}

const PAGE = '/__try-on-detector-check.html';

/** The face the try-on stories' stubbed camera draws (eyes at 264,214 and 376,214). */
const DRAW_FACE = `function drawFace(c) {
    c.fillStyle = '#dfe6e9'; c.fillRect(0, 0, 640, 480);
    c.fillStyle = '#c9d3d8'; c.fillRect(0, 330, 640, 150);
    c.fillStyle = '#3b4a5a'; c.beginPath(); c.ellipse(320, 520, 230, 150, 0, 0, Math.PI * 2); c.fill();
    c.fillStyle = '#d9a88a'; c.fillRect(284, 320, 72, 80);
    c.fillStyle = '#5a3d2b'; c.beginPath(); c.ellipse(320, 190, 132, 150, 0, 0, Math.PI * 2); c.fill();
    c.fillStyle = '#e8b99a'; c.beginPath(); c.ellipse(320, 230, 112, 140, 0, 0, Math.PI * 2); c.fill();
    c.lineCap = 'round';
    for (const [x, y] of [[264, 214], [376, 214]]) {
      c.strokeStyle = '#5a3d2b'; c.lineWidth = 6; c.beginPath(); c.moveTo(x - 24, y - 26);
      c.quadraticCurveTo(x, y - 36, x + 24, y - 26); c.stroke();
      c.fillStyle = '#ffffff'; c.beginPath(); c.ellipse(x, y, 18, 10, 0, 0, Math.PI * 2); c.fill();
      c.fillStyle = '#3a5f7a'; c.beginPath(); c.arc(x, y, 7, 0, Math.PI * 2); c.fill();
    }
    c.strokeStyle = '#c48f73'; c.lineWidth = 4; c.beginPath(); c.moveTo(320, 230); c.lineTo(310, 282);
    c.lineTo(328, 286); c.stroke();
    c.strokeStyle = '#a4584a'; c.lineWidth = 5; c.beginPath(); c.moveTo(292, 318);
    c.quadraticCurveTo(320, 334, 348, 318); c.stroke();
  }`;
const html = (module) => `<!doctype html>
<html lang="nb"><head><meta charset="utf-8"><title>try-on detector check</title></head>
<body><script type="module">
  ${DRAW_FACE}
  const started = performance.now();
  try {
    const { detectEyes } = await import(${JSON.stringify(module)});
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 480;
    const context = canvas.getContext('2d');
    context.fillStyle = '#808080';
    context.fillRect(0, 0, 640, 480);
    const eyes = await detectEyes(canvas);
    const second = await detectEyes(canvas);
    // A drawn face (the stories' stubbed camera picture): the weights must find its eyes.
    drawFace(context);
    const face = await detectEyes(canvas);
    const faceapi = await import('@vladmandic/face-api');
    window.__result = {
      ok: true,
      eyes,
      second,
      face,
      backend: faceapi.tf.getBackend(),
      ms: Math.round(performance.now() - started),
    };
  } catch (error) {
    window.__result = { ok: false, error: String(error && error.stack || error) };
  }
</script></body></html>`;

const executablePath = findChromium();
if (!executablePath) {
  console.error(chromiumHint);
  process.exit(1);
}

const server = await createServer({
  root,
  configFile: false,
  logLevel: 'warn',
  server: { port: 0, host: '127.0.0.1', strictPort: false },
  optimizeDeps: { include: ['@vladmandic/face-api'] },
  plugins: [
    {
      name: 'try-on-detector-check-page',
      configureServer(dev) {
        dev.middlewares.use(async (request, response, next) => {
          if (request.url !== PAGE) return next();
          response.setHeader('content-type', 'text/html; charset=utf-8');
          response.end(await dev.transformIndexHtml(PAGE, html(detectorModule())));
        });
      },
    },
  ],
});
await server.listen();
const address = server.httpServer?.address();
const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

const browser = await chromium.launch({ executablePath, args: chromiumArgs });
const requests = [];
let failed = false;
try {
  const context = await browser.newContext();
  context.on('request', (request) => requests.push(request.url()));
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('page error:', error.message));
  await page.goto(`${origin}${PAGE}`);
  await page.waitForFunction(() => window.__result !== undefined, undefined, { timeout: 120_000 });
  const result = await page.evaluate(() => window.__result);
  const outside = requests.filter((url) => !url.startsWith(`${origin}/`) && !url.startsWith('data:'));
  const weightFiles = requests.filter((url) => /\.bin(\?|$)|manifest\.json(\?|$)/.test(url));
  console.log(`module: ${detectorModule()}`);
  console.log(`requests: ${requests.length}, all on ${origin}: ${outside.length === 0 ? 'yes' : 'NO'}`);
  if (!result.ok) {
    failed = true;
    console.error(`the detector failed: ${result.error}`);
  } else {
    console.log(
      `backend: ${result.backend}; eyes on a blank frame: ${JSON.stringify(result.eyes)}, again: ${JSON.stringify(result.second)}; ${result.ms} ms`,
    );
    console.log(`eyes on a drawn face (drawn at 264,214 and 376,214): ${JSON.stringify(result.face)}`);
    const near = (point, x, y) => point && Math.hypot(point.x - x, point.y - y) < 15;
    if (!result.face || !near(result.face.left, 264, 214) || !near(result.face.right, 376, 214)) {
      failed = true;
      console.error('the eyes of the drawn face were not found within 15 px: are the weights intact?');
    }
    if (result.eyes !== null || result.second !== null) {
      failed = true;
      console.error('a face was found on a blank frame');
    }
  }
  if (outside.length > 0) {
    failed = true;
    console.error(`requests outside the page's origin:\n  ${outside.join('\n  ')}`);
  }
  if (weightFiles.length > 0) {
    failed = true;
    console.error(`weights were requested instead of read from the bundle:\n  ${weightFiles.join('\n  ')}`);
  }
} finally {
  await browser.close();
  await server.close();
}
console.log(failed ? 'try-on detector check: FAILED' : 'try-on detector check: ok');
process.exit(failed ? 1 : 0);
