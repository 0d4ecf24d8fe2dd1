// `npm run chromatic`: publishes the Storybook to Chromatic for hosted visual review. Chromatic needs
// its service and a project token; without a token this says so and exits cleanly, because the local
// visual regression (`npm run test:visual`) already covers every story.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    'CHROMATIC_PROJECT_TOKEN is not set: skipping Chromatic (local visual regression: npm run test:visual).',
  );
  process.exit(0);
}
const result = spawnSync(
  'npx',
  ['chromatic', '--build-script-name', 'build-storybook', '--exit-zero-on-changes', '--only-changed'],
  { stdio: 'inherit', shell: false },
);
process.exit(result.status ?? 1);
