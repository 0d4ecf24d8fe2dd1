import { getResponse, http, HttpHandler, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixedPartsOf, mayMatch, mockHttp } from './mockHttp';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('fixedPartsOf', () => {
  it('keeps the parts between parameters and wildcards, without case', () => {
    expect(fixedPartsOf('*/api/article/:id')).toEqual(['/api/article/']);
    expect(fixedPartsOf('https://cdn.glimt.test/mock-media/products/:articleId/:file')).toEqual([
      'https://cdn.glimt.test/mock-media/products/',
      '/',
    ]);
    expect(fixedPartsOf('https://Widget-API.glimt.test/v2/Search/results')).toEqual([
      'https://widget-api.glimt.test/v2/search/results',
    ]);
  });

  it('gives up on paths whose fixed parts a URL need not contain', () => {
    expect(fixedPartsOf(/\/api\//)).toBeNull();
    expect(fixedPartsOf(() => true)).toBeNull();
    // An optional parameter takes the slash before it: `/api/stores` matches `/api/stores/:id?`.
    expect(fixedPartsOf('*/api/stores/:id?')).toBeNull();
    expect(fixedPartsOf('*/api/søk')).toBeNull();
  });
});

describe('mayMatch', () => {
  const get = { method: 'GET', url: 'http://localhost/api/article/ABC?x=1' };
  it('needs the method and every fixed part', () => {
    expect(mayMatch('GET', ['/api/article/'], get)).toBe(true);
    expect(mayMatch('get', ['/api/article/'], get)).toBe(true);
    expect(mayMatch('POST', ['/api/article/'], get)).toBe(false);
    expect(mayMatch(/.+/, ['/api/cart'], get)).toBe(false);
    expect(mayMatch(/.+/, null, get)).toBe(true);
  });
});

describe('mockHttp', () => {
  const answerOf = async (handlers: HttpHandler[], url: string, method = 'GET') => {
    const response = await getResponse(handlers, new Request(url, { method }));
    return response ? await response.text() : null;
  };

  it('answers the requests MSW’s own handler answers, with the same parameters', async () => {
    const resolver = ({ params }: { params: Record<string, unknown> }) =>
      HttpResponse.text(JSON.stringify(params));
    const ours = [mockHttp.get('*/api/article/:id', resolver)];
    const msw = [http.get('*/api/article/:id', resolver)];
    for (const url of [
      'http://localhost/api/article/100004',
      'http://localhost/API/Article/100004',
      'http://localhost/api/article/100004/',
      'http://localhost/api/article/100004?variant=2',
      'http://localhost/api/article/',
      'http://localhost/api/articles/100004',
      'https://shop.example/api/article/a%20b',
    ]) {
      expect(await answerOf(ours, url), url).toBe(await answerOf(msw, url));
    }
    expect(await answerOf(ours, 'http://localhost/api/article/100004', 'POST')).toBeNull();
  });

  it('parses a request only in the handlers that can match it', async () => {
    const parse = vi.spyOn(HttpHandler.prototype, 'parse');
    const handlers = [
      mockHttp.get('*/api/site/shopper', () => HttpResponse.text('shopper')),
      mockHttp.post('*/api/cart/update', () => HttpResponse.text('cart')),
      mockHttp.get('https://cdn.glimt.test/mock-media/products/:id/:file', () =>
        HttpResponse.text('picture'),
      ),
    ];
    expect(await answerOf(handlers, 'https://cdn.glimt.test/mock-media/products/1/0-lg.svg')).toBe('picture');
    expect(parse).toHaveBeenCalledTimes(1);
  });

  it('makes MSW handlers, which MSW lists and logs as its own', () => {
    const handler = mockHttp.post('*/api/cart/update', () => HttpResponse.text('cart'));
    expect(handler).toBeInstanceOf(HttpHandler);
    expect(handler.info).toMatchObject({
      method: 'POST',
      path: '*/api/cart/update',
      header: 'POST */api/cart/update',
    });
  });
});
