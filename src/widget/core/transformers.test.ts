// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { applyDisplayTransformer, applyPageUrlTransformer } from './transformers';

const displays = [{ product_id: '1' }, { product_id: '2' }];
const env = () => ({ warn: vi.fn<(message: string, ...details: unknown[]) => void>() });

describe('applyDisplayTransformer', () => {
  it('passes displays through without a transformer', async () => {
    expect(await applyDisplayTransformer(displays, undefined, env())).toBe(displays);
  });

  it('applies a sync or async transformer', async () => {
    const sync = (items: typeof displays) => items.map((item) => ({ id: Number(item.product_id) }));
    expect(await applyDisplayTransformer(displays, sync, env())).toEqual([{ id: 1 }, { id: 2 }]);
    const async = (items: typeof displays) => Promise.resolve(items.slice(1));
    expect(await applyDisplayTransformer(displays, async, env())).toEqual([{ product_id: '2' }]);
  });

  it('warns and gives an empty result when the transformer throws or rejects', async () => {
    for (const transformer of [
      () => {
        throw new Error('template bug');
      },
      () => Promise.reject(new Error('template bug')),
      () => 'not an array' as unknown as never[],
    ]) {
      const environment = env();
      expect(await applyDisplayTransformer(displays, transformer, environment)).toEqual([]);
      expect(environment.warn).toHaveBeenCalledTimes(1);
    }
  });
});

describe('applyPageUrlTransformer', () => {
  it('answers one URL per item', async () => {
    const urls = await applyPageUrlTransformer(displays, (items) =>
      items.map((item) => `/p/${item.product_id}`),
    );
    expect(urls).toEqual(['/p/1', '/p/2']);
    expect(await applyPageUrlTransformer([], async () => [])).toEqual([]);
  });

  it('raises an error when the transformer returns a different count', async () => {
    await expect(applyPageUrlTransformer(displays, () => ['/p/1'])).rejects.toThrow(
      'The page URL transformer returned 1 URLs for 2 items',
    );
    await expect(applyPageUrlTransformer(displays, async () => ['/a', '/b', '/c'])).rejects.toThrow(
      /returned 3/,
    );
    await expect(applyPageUrlTransformer(displays, () => null as unknown as string[])).rejects.toThrow(
      /returned no/,
    );
  });
});
