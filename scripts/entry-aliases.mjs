// Public entries resolve to source in Storybook, Vitest and the demo, so stories, tests and the demo
// import `@glimt/ui/...` exactly as an integrator does, without a build in between.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Longest first: Vite matches aliases in order, and `@glimt/ui` is a prefix of the others. */
export const entryAliases = [
  { find: '@glimt/ui/api', replacement: path.join(root, 'src/api/index.ts') },
  { find: '@glimt/ui/widget', replacement: path.join(root, 'src/widget/index.ts') },
  { find: '@glimt/ui/tracking', replacement: path.join(root, 'src/tracking/index.ts') },
  { find: '@glimt/ui/hooks', replacement: path.join(root, 'src/hooks/index.ts') },
  { find: '@glimt/ui/mocks', replacement: path.join(root, 'src/mocks/index.ts') },
  { find: /^@glimt\/ui$/, replacement: path.join(root, 'src/index.ts') },
];
