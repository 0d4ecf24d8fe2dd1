// @vitest-environment node
// The build marks the top-level schemas of the schema modules as pure, so a bundle drops the ones it
// does not use (and zod's runtime with them). A module that builds zod schemas but is not named by
// the plugin keeps zod in every bundle that touches its chunk: the widget core doubled (7.7 → 15.4 kB)
// when the tracking and shared schemas moved to `src/tracking/schemas.ts` and `src/utils/schemas.ts`.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCHEMA_MODULE } from './pure-styled-plugin.mjs';

const root = path.resolve(import.meta.dirname, '..');

/** Shipped source files (tests, stories and the fake backend aside) that import zod. */
function zodModules(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'mocks') walk(file);
      } else if (/\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name)) {
        if (/from ['"]zod(\/[\w-]+)?['"]/.test(fs.readFileSync(file, 'utf8'))) found.push(file);
      }
    }
  };
  walk(path.join(root, 'src'));
  return found;
}

describe('pure-styled-plugin SCHEMA_MODULE', () => {
  it('names every shipped module that builds zod schemas', () => {
    const modules = zodModules();
    expect(modules.length).toBeGreaterThan(0);
    const missed = modules
      .filter((file) => !SCHEMA_MODULE.test(file))
      .map((file) => path.relative(root, file));
    expect(missed).toEqual([]);
  });

  it('names no zod-free runtime module of the widget core or tracking', () => {
    for (const file of [
      'src/widget/core/parse.ts',
      'src/widget/core/urlState.ts',
      'src/tracking/tracker.ts',
    ]) {
      expect(SCHEMA_MODULE.test(path.join(root, file))).toBe(false);
    }
  });
});
