// The story run's web server (playwright.config.ts): the built Storybook, with its content-hashed
// files cached for good. Vite's preview server answers every file with `Cache-Control: no-cache`, so
// each fresh page per story asked again for the ~180 modules a story loads.
// Usage: node scripts/serve-storybook.mjs [port]
import { serveStatic } from './bench-static-server.mjs';

const { url } = await serveStatic('storybook-static', {
  port: Number(process.argv[2] ?? 6107),
  cacheAssets: true,
});
console.log(`storybook-static on ${url}`);
