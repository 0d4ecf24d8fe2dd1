// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { createWidgetEnv } from './env';

// The core runs anywhere (node, workers, SSR): an environment is passed in instead of using the
// page's globals, and React stays in src/widget/react.
const sources = ['src/widget/core', 'src/widget/locales'].flatMap((dir) =>
  readdirSync(dir)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => `${dir}/${file}`),
);

describe('widget core boundaries', () => {
  it.each(sources)('%s names neither window nor document, and imports no React', (file) => {
    const code = readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\/\/.*$/gm, '');
    expect(code).not.toMatch(/\bwindow\b/);
    expect(code).not.toMatch(/\bdocument\b/);
    expect(code).not.toMatch(/from '(react|react-dom|styled-components)/);
    expect(code).not.toMatch(/from '\.\.\/\.\.\/(hooks|shop|components)/);
  });

  it('builds lazy defaults that look globals up when used', async () => {
    const env = createWidgetEnv();
    const stub = vi.fn(() => Promise.resolve(new Response('ok')));
    vi.stubGlobal('fetch', stub);
    try {
      expect(await (await env.fetch('https://x.test/')).text()).toBe('ok');
      expect(stub).toHaveBeenCalledOnce();
    } finally {
      vi.unstubAllGlobals();
    }
    expect(env.storage()).toBeUndefined(); // node has no localStorage
    expect(typeof env.now()).toBe('number');
    expect(env.random()).toBeGreaterThanOrEqual(0);
    const overridden = createWidgetEnv({ random: () => 0.25 });
    expect(overridden.random()).toBe(0.25);
  });
});
