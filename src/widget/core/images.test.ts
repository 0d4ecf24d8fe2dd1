// @vitest-environment node
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MOCK_IMAGE_RESIZE_URL, createMediaHandlers, mockProductDisplays } from '../../mocks/index';
import { clampImageWidth, resizedImageUrl, responsiveImage } from './images';

const SERVICE = 'https://img.example.test/resize';
const SRC = 'https://cdn.example.test/p/1.jpg?v=2&x=æ';

describe('images', () => {
  it('clamps widths to 64..4096', () => {
    expect(clampImageWidth(10)).toBe(64);
    expect(clampImageWidth(300.4)).toBe(300);
    expect(clampImageWidth(10_000)).toBe(4096);
    expect(clampImageWidth(Infinity)).toBe(4096);
    expect(clampImageWidth(NaN)).toBe(64);
  });

  it('builds resize service URLs with format, url and width', () => {
    const url = new URL(resizedImageUrl(SERVICE, SRC, 5000, 'webp'));
    expect(url.origin + url.pathname).toBe(SERVICE);
    expect(Object.fromEntries(url.searchParams)).toEqual({ format: 'webp', url: SRC, width: '4096' });
    expect(resizedImageUrl(`${SERVICE}?key=1`, SRC, 64, 'png')).toMatch(/\?key=1&format=png&url=/);
  });

  it('offers webp and jpeg sources and a png fallback at width 400', () => {
    const image = responsiveImage(SERVICE, SRC, [320, 640, 640, 20], { reportError: vi.fn() });
    expect(image?.sources.map((source) => source.type)).toEqual(['image/webp', 'image/jpeg']);
    expect(image?.sources[0]?.srcSet.split(', ').map((entry) => entry.split(' ')[1])).toEqual([
      '64w',
      '320w',
      '640w',
    ]);
    const fallback = new URL(image?.src ?? '');
    expect(fallback.searchParams.get('format')).toBe('png');
    expect(fallback.searchParams.get('width')).toBe('400');
  });

  it('reports a missing image source', () => {
    const reportError = vi.fn();
    expect(responsiveImage(SERVICE, undefined, [320], { reportError })).toBeNull();
    expect(responsiveImage(SERVICE, '', [320], { reportError })).toBeNull();
    expect(reportError).toHaveBeenCalledTimes(2);
    expect(reportError).toHaveBeenCalledWith(expect.objectContaining({ message: 'Missing image source' }));
  });

  describe('against the fake resize service', () => {
    const server = setupServer(...createMediaHandlers());
    beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
    afterAll(() => server.close());

    it('every URL it builds is accepted', async () => {
      const src = mockProductDisplays[0]?.image_url ?? '';
      const image = responsiveImage(MOCK_IMAGE_RESIZE_URL, src, [1, 480, 9000], { reportError: vi.fn() });
      const urls = [
        image?.src ?? '',
        ...(image?.sources ?? []).flatMap((source) =>
          source.srcSet.split(', ').map((entry) => entry.split(' ')[0] ?? ''),
        ),
      ];
      expect(urls).toHaveLength(7);
      for (const url of urls) expect((await fetch(url)).status, url).toBe(200);
    });
  });
});
