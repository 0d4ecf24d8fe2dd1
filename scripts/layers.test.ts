// @vitest-environment node
// The layer map is only worth something if a wrong import fails the lint. These tests cruise small
// throw-away trees with the project's own rule set: each rule must catch its wrong import by name,
// and a tree that follows the map must pass. The map of record is docs/ARCHITECTURE.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { afterAll, describe, expect, it } from 'vitest';
import { cruise, type IConfiguration } from 'dependency-cruiser';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '..');
const config = require(path.join(root, '.dependency-cruiser.cjs')) as IConfiguration & {
  forbidden: { name: string }[];
};

const trees: string[] = [];
afterAll(() => {
  for (const dir of trees) fs.rmSync(dir, { recursive: true, force: true });
});

/** Writes `files` (path → source) under a fresh `src/` tree and cruises it with the project's rules. */
async function violationsOf(files: Record<string, string>): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'glimt-layers-'));
  trees.push(dir);
  for (const [file, source] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), source);
  }
  const { tsConfig: _tsConfig, ...options } = config.options ?? {};
  const cwd = process.cwd();
  process.chdir(dir);
  try {
    const result = await cruise(['src'], {
      ...options,
      validate: true,
      ruleSet: { forbidden: config.forbidden },
    });
    const output = result.output as { summary: { violations: { rule: { name: string } }[] } };
    return output.summary.violations.map((violation) => violation.rule.name);
  } finally {
    process.chdir(cwd);
  }
}

const leaf = 'export const value = 1;\n';
const importing = (target: string) => `import { value } from '${target}';\nexport const other = value;\n`;

describe('the layer map (dependency-cruiser rules of npm run lint)', () => {
  it('passes a tree whose imports all point down', async () => {
    expect(
      await violationsOf({
        'src/utils/url.ts': leaf,
        'src/tracking/identity.ts': importing('../utils/url'),
        'src/shop/client.ts': importing('../tracking/identity'),
        'src/widget/core/client.ts': importing('../../tracking/identity'),
        'src/hooks/useThing.ts': importing('../shop/client'),
        'src/components/primitives/Button.tsx': importing('../../hooks/useThing'),
        'src/components/cart/CartDrawer.tsx': importing('../primitives/Button'),
        'src/widget/react/SearchModal.tsx': importing('../../components/primitives/Button'),
        'src/index.ts': importing('./components/cart/CartDrawer'),
      }),
    ).toEqual([]);
  });

  it.each([
    ['base-imports-base-only', 'src/i18n/nb.ts', '../shop/client', 'src/shop/client.ts'],
    [
      'tracking-below-shop-and-widget',
      'src/tracking/events.ts',
      '../widget/core/schemas',
      'src/widget/core/schemas.ts',
    ],
    [
      'shop-and-widget-core-apart',
      'src/shop/search.ts',
      '../widget/core/client',
      'src/widget/core/client.ts',
    ],
    ['widget-core-and-shop-apart', 'src/widget/core/client.ts', '../../shop/format', 'src/shop/format.ts'],
    ['data-below-hooks', 'src/shop/session.ts', '../hooks/useThing', 'src/hooks/useThing.ts'],
    [
      'hooks-below-components',
      'src/hooks/useThing.ts',
      '../components/primitives/Toast',
      'src/components/primitives/Toast.tsx',
    ],
    [
      'primitives-below-screens',
      'src/components/primitives/Button.tsx',
      '../cart/CartDrawer',
      'src/components/cart/CartDrawer.tsx',
    ],
    ['no-entry-imports', 'src/components/cart/CartDrawer.tsx', '../../index', 'src/index.ts'],
    ['no-mocks-in-library', 'src/shop/client.ts', '../mocks/fixtures', 'src/mocks/fixtures.ts'],
  ])('fails %s on a wrong import', async (rule, from, specifier, target) => {
    const violations = await violationsOf({ [target]: leaf, [from]: importing(specifier) });
    expect(violations).toContain(rule);
  });

  it('fails no-cycle on two modules that import each other', async () => {
    const violations = await violationsOf({
      'src/shop/a.ts': `import { b } from './b';\nexport const a = () => b;\n`,
      'src/shop/b.ts': `import { a } from './a';\nexport const b = () => a;\n`,
    });
    expect(violations).toContain('no-cycle');
  });

  it('lets a test reach across layers (a primitive rendered in the shop provider)', async () => {
    expect(
      await violationsOf({
        'src/shop/GlimtProvider.tsx': leaf,
        'src/components/primitives/Price.tsx': leaf,
        'src/i18n/translate.test.ts': importing('../shop/GlimtProvider'),
      }),
    ).toEqual([]);
  });

  it('names every rule in docs/ARCHITECTURE.md, so the map and the linter say the same', () => {
    const doc = fs.readFileSync(path.join(root, 'docs/ARCHITECTURE.md'), 'utf8');
    for (const { name } of config.forbidden) expect(doc, name).toContain(`\`${name}\``);
  });
});
