// Serves a built Storybook from disk, so a page and the fake backend's service worker load as they
// would from any static host. Used by the widget benchmarks (`bench-widget-typing.mjs`,
// `bench-widget-listing.mjs`) and the story run (`serve-storybook.mjs`).
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ico': 'image/x-icon',
  '.map': 'application/json; charset=utf-8',
};

/**
 * Serves a built Storybook; returns its URL and a close function.
 * @param {string} dir - the build's folder (holds `iframe.html`)
 * @param {{ port?: number, cacheAssets?: boolean }} [options] - `port` (default: a free one);
 *   `cacheAssets`: the content-hashed files under `/assets/` are cached for good (everything else is
 *   asked again), so a fresh page takes them, and V8's compiled code, from the browser's cache
 */
export async function serveStatic(dir, { port = 0, cacheAssets = false } = {}) {
  const root = resolve(dir);
  if (!existsSync(join(root, 'iframe.html')))
    throw new Error(`${root} has no iframe.html: build Storybook first`);
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    let file = normalize(join(root, path));
    if (!file.startsWith(root)) {
      response.writeHead(403).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': MIME[extname(file)] ?? 'application/octet-stream',
      'content-length': statSync(file).size,
      ...(cacheAssets && {
        'cache-control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      }),
      // The MSW worker must be allowed to control the whole origin.
      'service-worker-allowed': '/',
    });
    createReadStream(file).pipe(response);
  });
  await new Promise((done) => server.listen(port, '127.0.0.1', done));
  const address = server.address();
  const bound = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${bound}`, close: () => new Promise((done) => server.close(done)) };
}
