// `npm run chromatic`: publishes the Storybook to Chromatic for hosted visual review. Chromatic needs
// its service and a project token; without a token this says so and exits cleanly, because the local
// the story run (`npm run test:stories`) already covers every story.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    'CHROMATIC_PROJECT_TOKEN is not set: skipping Chromatic (local screenshots of every story: npm run test:stories).',
  );
  process.exit(0);
}
const result = spawnSync(
  'npx',
  ['chromatic', '--build-script-name', 'build-storybook', '--exit-zero-on-changes', '--only-changed'],
  { stdio: 'inherit', shell: false },
);
process.exit(result.status ?? 1);
