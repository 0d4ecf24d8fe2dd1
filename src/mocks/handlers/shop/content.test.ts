// @vitest-environment node
/**
 * Contract tests of the content handlers: every content page and the cookie list parse with the
 * library's adapters, every link in the pages resolves (no placeholder, no refused URL), and an
 * unknown key answers 404.
 */
import { describe, expect, it, vi } from 'vitest';
import { parseApiError } from '../../../shop/adapters/apiError';
import { parseContentPageResponse, parseCookieListResponse } from '../../../shop/adapters/content';
import { CONTENT_PAGE_KEYS, resolveContentLink } from '../../../shop/content';
import type { ContentBlock, ContentPageData } from '../../../shop/schemas/content';
import { createHandlers } from '../../index';
import { startMockServer } from '../../testServer';
import { SHOP, call } from './testClient';

startMockServer(createHandlers({ shopBaseUrl: SHOP }));

function linksOf(page: ContentPageData) {
  const fromBlocks = (blocks: ContentBlock[]) =>
    blocks.flatMap((block) =>
      block.type === 'paragraph' ? block.content : block.type === 'list' ? block.items.flat() : [],
    );
  return [
    ...page.sections.flatMap((section) => fromBlocks(section.blocks)),
    ...page.faq.flatMap((item) => fromBlocks(item.answer)),
    ...page.related,
    ...(page.callToAction ? [page.callToAction.link] : []),
  ].filter((link) => link.page !== undefined || link.href !== undefined);
}

describe('GET /api/content/:key', () => {
  it.each(CONTENT_PAGE_KEYS)('%s parses, has Norwegian text and links that resolve', async (key) => {
    const reply = await call('GET', `/api/content/${key}`);
    expect(reply.status, reply.text).toBe(200);
    const page = parseContentPageResponse(reply.body);
    expect(page.key).toBe(key);
    expect(page.title.length).toBeGreaterThan(3);
    expect(page.lead.length).toBeGreaterThan(20);
    expect(page.sections.length + page.faq.length).toBeGreaterThan(0);
    const logger = { warn: vi.fn() };
    for (const link of linksOf(page)) {
      const resolved = resolveContentLink(link, { logger });
      expect(resolved, JSON.stringify(link)).not.toBeNull();
    }
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('an unknown key answers 404 NotFound', async () => {
    const reply = await call('GET', '/api/content/finnesIkke');
    expect(reply.status).toBe(404);
    expect(parseApiError(reply.status, reply.body).code).toBe('NotFound');
  });

  it('a key of an inherited property is not a page', async () => {
    expect((await call('GET', '/api/content/constructor')).status).toBe(404);
  });
});

describe('GET /api/cookies', () => {
  it('lists C0001 to C0004 with their cookies', async () => {
    const list = parseCookieListResponse((await call('GET', '/api/cookies')).body);
    expect(list.categories.map((category) => category.id)).toEqual(['C0001', 'C0002', 'C0003', 'C0004']);
    for (const category of list.categories) {
      expect(category.cookies.length).toBeGreaterThan(0);
      for (const cookie of category.cookies) {
        expect(cookie.name && cookie.provider && cookie.purpose && cookie.duration).toBeTruthy();
      }
    }
  });
});

describe('bounds', () => {
  it('cuts lists and strings before they are read', () => {
    const long = 'x'.repeat(10_000);
    const page = parseContentPageResponse({
      success: true,
      data: {
        key: 'k',
        title: long,
        lead: long,
        sections: Array.from({ length: 500 }, () => ({
          heading: 'h',
          blocks: Array.from({ length: 500 }, () => ({ type: 'paragraph', content: [{ text: long }] })),
        })),
        faq: null,
        related: Array.from({ length: 100 }, () => ({ label: 'l', href: '/x' })),
      },
    });
    expect(page.title).toHaveLength(200);
    expect(page.lead).toHaveLength(1000);
    expect(page.sections).toHaveLength(30);
    expect(page.sections[0]?.blocks).toHaveLength(40);
    expect(page.related).toHaveLength(12);
    expect(page.faq).toEqual([]);
  });

  it('refuses a block of an unknown type (no raw HTML)', () => {
    expect(() =>
      parseContentPageResponse({
        success: true,
        data: {
          key: 'k',
          title: 't',
          lead: 'l',
          sections: [{ heading: 'h', blocks: [{ type: 'html', html: '<b>x</b>' }] }],
        },
      }),
    ).toThrow();
  });
});
