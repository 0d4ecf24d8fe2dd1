// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { FOREIGN_HOST_URLS, SCRIPT_URLS } from '../../mocks/hostile/payloads';
import { DEFAULT_WIDGET_IMAGE_HOSTS, widgetImage } from './images';

const env = () => ({ reportError: vi.fn() });

describe('widgetImage: the allow-list without an image service', () => {
  it('loads the fake backend CDN by default', () => {
    expect(DEFAULT_WIDGET_IMAGE_HOSTS).toContain('cdn.glimt.test');
    expect(widgetImage('https://cdn.glimt.test/p/1.svg', [200], {}, env())).toEqual({
      sources: [],
      src: 'https://cdn.glimt.test/p/1.svg',
    });
  });

  it.each([...SCRIPT_URLS, ...FOREIGN_HOST_URLS])('refuses %j (placeholder, no request)', (src) => {
    expect(widgetImage(src, [200], {}, env())).toBeNull();
  });

  it('takes the configured hosts instead of the default', () => {
    expect(
      widgetImage('https://img.shop.no/a.jpg', [200], { allowedHosts: ['img.shop.no'] }, env())?.src,
    ).toBe('https://img.shop.no/a.jpg');
    expect(
      widgetImage('https://cdn.glimt.test/a.jpg', [200], { allowedHosts: ['img.shop.no'] }, env()),
    ).toBeNull();
  });

  it('gives the placeholder for a missing source', () => {
    expect(widgetImage(null, [200], {}, env())).toBeNull();
  });
});

describe('widgetImage: through the image service', () => {
  const imageServiceUrl = 'https://img.example.test/resize';
  it('sends a web URL through the service only', () => {
    const image = widgetImage('https://any.example/a.jpg', [200], { imageServiceUrl }, env());
    expect(image?.src.startsWith(`${imageServiceUrl}?`)).toBe(true);
    for (const source of image?.sources ?? []) expect(source.srcSet).not.toMatch(/^https:\/\/any/);
  });
  it.each([...SCRIPT_URLS, '//evil.example/a.jpg', '/\\evil.example/a.jpg', '/relative.jpg'])(
    'refuses %j',
    (src) => {
      expect(widgetImage(src, [200], { imageServiceUrl }, env())).toBeNull();
    },
  );
});
