import type { HttpHandler } from 'msw';
import type { MockHosts } from '../../backend/core';
import { BackendError } from '../../backend/errors';
import { mockContentPageData, mockCookieList } from '../../fixtures/content';
import { ok, shopGet } from './http';

/** Content pages (`GET /api/content/:key`) and the cookie list (`GET /api/cookies`): public reads. */
export function createContentHandlers(hosts: MockHosts): HttpHandler[] {
  return [
    shopGet(hosts, '/api/content/:key', ({ param }) => {
      const key = param('key');
      const found = Object.prototype.hasOwnProperty.call(mockContentPageData, key)
        ? mockContentPageData[key]
        : undefined;
      if (!found) throw new BackendError(404, 'NotFound', `No content page has the key "${key}"`);
      return ok(structuredClone(found));
    }),
    shopGet(hosts, '/api/cookies', () => ok(structuredClone(mockCookieList))),
  ];
}
