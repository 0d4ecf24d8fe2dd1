// `npm run test:area -- WORD [--no-e2e] [--no-stories]`: the stories and journeys of one area of the
// shop, for the inner loop. WORD matches paths, titles and journey files, case-insensitively: `checkout`
// first plays stories/components/checkout/* with axe in Vitest (quick, no build), then runs the stories
// whose title holds "checkout" as `npm test` does (Playwright on the built Storybook: play, axe and
// screenshot), and e2e/checkout*.e2e.ts. Builds Storybook and the demo only for the parts it runs.
// `--no-stories` skips the built-Storybook run.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { requireChromium } from './chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const word = args.find((arg) => !arg.startsWith('--'));
if (!word) {
  console.error('usage: npm run test:area -- WORD [--no-e2e] [--no-stories]   (for example: checkout)');
  process.exit(2);
}
requireChromium();

const pattern = word.toLowerCase();
const journeys = readdirSync(path.join(root, 'e2e')).filter(
  (file) => file.endsWith('.e2e.ts') && file.toLowerCase().includes(pattern),
);
/** Playwright's --grep, case-insensitive (JavaScript has no inline flag): each letter as [xX]. */
const grep = [...word]
  .map((char) =>
    /[a-zæøå]/i.test(char)
      ? `[${char.toLowerCase()}${char.toUpperCase()}]`
      : char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
  )
  .join('');

const steps = [
  [`stories of "${word}" (play and axe)`, `npx vitest run --project storybook ${JSON.stringify(word)}`],
];
if (!args.includes('--no-stories'))
  steps.push(
    ['Storybook build', 'npx storybook build --quiet -o storybook-static'],
    [`screenshots of "${word}"`, `npx playwright test --grep ${JSON.stringify(grep)}`],
  );
if (!args.includes('--no-e2e') && journeys.length)
  steps.push(
    ['demo build', 'npx vite build --config demo/vite.config.ts --logLevel warn'],
    [
      `journeys: ${journeys.join(', ')}`,
      `npx playwright test -c playwright.e2e.config.ts ${journeys.map((file) => `e2e/${file}`).join(' ')}`,
    ],
  );

for (const [name, command] of steps) {
  console.log(`\n▶ ${name}\n  $ ${command}`);
  const result = spawnSync(command, { cwd: root, stdio: 'inherit', shell: true, env: process.env });
  if (result.status !== 0) {
    console.log(`✘ ${name}`);
    process.exit(1);
  }
}
