import { describe, expect, it } from 'vitest';
import * as root from './index';
import * as widget from './widget/index';
import * as tracking from './tracking/index';
import * as hooks from './hooks/index';
import * as mocks from './mocks/index';

// The public surface of each entry. A change here is an API change: review the snapshot diff.
describe('public exports', () => {
  it.each([
    ['@glimt/ui', root],
    ['@glimt/ui/widget', widget],
    ['@glimt/ui/tracking', tracking],
    ['@glimt/ui/hooks', hooks],
    ['@glimt/ui/mocks', mocks],
  ])('%s exports exactly its listed names', (_entry, module) => {
    expect(Object.keys(module).sort()).toMatchSnapshot();
  });

  it('tracking never imports React', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const files = readdirSync('src/tracking', { recursive: true, encoding: 'utf8' }).filter(
      (f) => /\.ts$/.test(f) && !f.endsWith('.test.ts'),
    );
    for (const file of files)
      expect(readFileSync(`src/tracking/${file}`, 'utf8'), file).not.toMatch(/from 'react'/);
  });
});
