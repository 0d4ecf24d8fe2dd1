// @vitest-environment node
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as root from './index';
import * as api from './api/index';
import * as widget from './widget/index';
import * as tracking from './tracking/index';
import * as hooks from './hooks/index';
import * as mocks from './mocks/index';
import * as adapters from './shop/adapters';

const entries = [
  ['@glimt/ui', 'src/index.ts', root],
  ['@glimt/ui/api', 'src/api/index.ts', api],
  ['@glimt/ui/widget', 'src/widget/index.ts', widget],
  ['@glimt/ui/tracking', 'src/tracking/index.ts', tracking],
  ['@glimt/ui/hooks', 'src/hooks/index.ts', hooks],
  ['@glimt/ui/mocks', 'src/mocks/index.ts', mocks],
] as const;

/**
 * Every name an entry exports, as the type checker sees it: `value Name` for what exists at run time
 * (it may carry a type too), `type Name` for a type-only export. Built once for all entries.
 */
function exportedNames(): Map<string, string[]> {
  const configPath = path.resolve('tsconfig.json');
  const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(configPath));
  const program = ts.createProgram(
    entries.map(([, file]) => path.resolve(file)),
    { ...options, noEmit: true },
  );
  const checker = program.getTypeChecker();
  const result = new Map<string, string[]>();
  for (const [, file] of entries) {
    const source = program.getSourceFile(path.resolve(file));
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) throw new Error(`no module symbol for ${file}`);
    const names = checker.getExportsOfModule(moduleSymbol).map((symbol) => {
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      return `${target.flags & ts.SymbolFlags.Value ? 'value' : 'type'} ${symbol.name}`;
    });
    result.set(
      file,
      names.sort((a, b) => a.slice(a.indexOf(' ')).localeCompare(b.slice(b.indexOf(' ')))),
    );
  }
  return result;
}

// The public surface of each entry. A change here is an API change: review the snapshot diff.
describe('public exports', () => {
  const names = exportedNames();

  it.each(entries)('%s exports exactly its listed names and types', (_entry, file, module) => {
    const listed = names.get(file) ?? [];
    expect(listed).toMatchSnapshot();
    // What the checker calls a value is what exists at run time, and nothing more.
    const values = listed.filter((line) => line.startsWith('value ')).map((line) => line.slice(6));
    expect(Object.keys(module).sort()).toEqual(values.sort());
  });

  // A new name in a module never becomes public by accident: every entry names what it exports. The
  // one `export *` allowed is the root's re-export of its own client half, which names its exports
  // itself (so each component is written once, where the "use client" boundary is).
  it.each(entries)(
    '%s lists its exports by name (no export * but from its client half)',
    async (_entry, file) => {
      const { readFileSync } = await import('node:fs');
      const source = readFileSync(file, 'utf8').replace("export * from './index.client';", '');
      expect(source).not.toMatch(/export \* from/);
    },
  );

  it('the client halves list their exports by name', async () => {
    const { readFileSync } = await import('node:fs');
    for (const file of ['src/index.client.ts', 'src/widget/index.client.ts'])
      expect(readFileSync(file, 'utf8'), file).not.toMatch(/export \* from/);
  });

  // The root entry is a promise to integrators: each of its names has a user (a story, the demo, a
  // journey, a hostile test, a consumer app) or is named in the README, and there are at most 250.
  it('@glimt/ui exports at most 250 names, each used by a story, the demo, a check, or named in the README', async () => {
    const { readFileSync, readdirSync, statSync } = await import('node:fs');
    const names = Object.keys(root);
    expect(names.length).toBeLessThanOrEqual(250);
    const readme = readFileSync('README.md', 'utf8');
    const imported = new Set<string>();
    for (const dir of ['stories', 'demo', 'e2e', 'hostile', 'scripts/consumers']) {
      const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
        (f) => /\.(tsx?|mjs|jsx?)$/.test(f) && !f.includes('node_modules'),
      );
      for (const file of files) {
        if (!statSync(`${dir}/${file}`).isFile()) continue;
        const source = readFileSync(`${dir}/${file}`, 'utf8');
        for (const [, list] of source.matchAll(
          /import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*['"]@glimt\/ui['"]/g,
        ))
          for (const part of list!.split(','))
            imported.add(
              part
                .trim()
                .replace(/^type\s+/, '')
                .split(/\s+as\s+/)[0]!,
            );
      }
    }
    const unclaimed = names.filter(
      (name) => !imported.has(name) && !new RegExp(`\\b${name}\\b`).test(readme),
    );
    expect(unclaimed).toEqual([]);
  });

  // The api tier is whole: a server that calls the shop API itself finds every answer reader and
  // call contract the components use (three booking readers were once left out).
  it('@glimt/ui/api holds every answer reader and call contract of the adapters', () => {
    const readers = Object.keys(adapters).filter((name) => /^parse\w+Response$|Contract$/.test(name));
    expect(readers.length).toBeGreaterThan(50);
    expect(readers.filter((name) => !(name in api))).toEqual([]);
  });

  it('tracking never imports React', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const files = readdirSync('src/tracking', { recursive: true, encoding: 'utf8' }).filter(
      (f) => /\.ts$/.test(f) && !f.endsWith('.test.ts'),
    );
    for (const file of files)
      expect(readFileSync(`src/tracking/${file}`, 'utf8'), file).not.toMatch(/from 'react'/);
  });
}, 120_000);
