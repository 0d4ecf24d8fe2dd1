// @vitest-environment node
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as root from './index';
import * as widget from './widget/index';
import * as tracking from './tracking/index';
import * as hooks from './hooks/index';
import * as mocks from './mocks/index';

const entries = [
  ['@glimt/ui', 'src/index.ts', root],
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

  it.each(entries)('%s lists its exports by name (no export *)', async (_entry, file) => {
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(file, 'utf8')).not.toMatch(/export \* from/);
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
