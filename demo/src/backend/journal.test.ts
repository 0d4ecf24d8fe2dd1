import { describe, expect, it } from 'vitest';
import { isJournalled, resumesJournal, sessionTokenOf, withSessionCookie } from './journal';
import type { BackendAnswer, BackendRequest } from './protocol';

const ORIGIN = 'http://127.0.0.1:4173';
const request = (method: string, url: string, headers: [string, string][] = []): BackendRequest => ({
  method,
  url,
  headers,
  body: null,
});
const json = (status: number, body: unknown): BackendAnswer => ({
  kind: 'response',
  status,
  statusText: '',
  headers: [],
  body: new TextEncoder().encode(JSON.stringify(body)).buffer,
});

describe('what the demo backend writes down', () => {
  it.each([
    ['POST', `${ORIGIN}/api/cart/update`, true],
    ['DELETE', `${ORIGIN}/api/account/addresses/1`, true],
    ['GET', `${ORIGIN}/api/site/shopper`, true],
    ['GET', `${ORIGIN}/api/booking/BK-2001`, false],
    ['GET', `${ORIGIN}/api/site/shopper/other`, false],
    ['POST', 'https://widget-api.glimt.test/v2/search/results', false],
    ['POST', 'https://widget-api.glimt.test/v2/create-events', false],
    ['GET', 'https://images.glimt.test/p/100001.svg', false],
    ['POST', 'http://elsewhere.example/api/cart/update', false],
  ])('%s %s: %s', (method, url, journalled) => {
    expect(isJournalled(request(method, url), ORIGIN)).toBe(journalled);
  });
});

describe('the session cookie the worker plays', () => {
  const shopperLoad = request('GET', `${ORIGIN}/api/site/shopper`);

  it('sends the kept token with a shopper load that has none', () => {
    expect(withSessionCookie(shopperLoad, ORIGIN, 'csrf-0001-ab').headers).toContainEqual([
      'csrf-token',
      'csrf-0001-ab',
    ]);
  });

  it('leaves a load with its own token, other calls and a first visit as they are', () => {
    const own = request('GET', `${ORIGIN}/api/site/shopper`, [['CSRF-TOKEN', 'csrf-0002-cd']]);
    expect(withSessionCookie(own, ORIGIN, 'csrf-0001-ab')).toBe(own);
    const other = request('POST', `${ORIGIN}/api/cart/update`);
    expect(withSessionCookie(other, ORIGIN, 'csrf-0001-ab')).toBe(other);
    expect(withSessionCookie(shopperLoad, ORIGIN, null)).toBe(shopperLoad);
  });

  it('keeps the token a shopper load answers, and nothing else', () => {
    expect(sessionTokenOf(shopperLoad, ORIGIN, json(200, { token: 'csrf-0003-ef', cartHead: {} }))).toBe(
      'csrf-0003-ef',
    );
    expect(sessionTokenOf(shopperLoad, ORIGIN, json(500, { token: 'csrf-0003-ef' }))).toBeNull();
    expect(sessionTokenOf(shopperLoad, ORIGIN, json(200, { token: 42 }))).toBeNull();
    expect(sessionTokenOf(shopperLoad, ORIGIN, { kind: 'network-error' })).toBeNull();
    const login = request('POST', `${ORIGIN}/api/auth/login`);
    expect(sessionTokenOf(login, ORIGIN, json(200, { token: 'csrf-0003-ef' }))).toBeNull();
    const broken: BackendAnswer = {
      kind: 'response',
      status: 200,
      statusText: '',
      headers: [],
      body: new TextEncoder().encode('not json').buffer,
    };
    expect(sessionTokenOf(shopperLoad, ORIGIN, broken)).toBeNull();
  });
});

describe('which page load resumes the last visit', () => {
  const start = { startedAt: 0, accountKey: null, cart: 'empty' as const };

  it('one with a journal and an address that asks for nothing', () => {
    expect(resumesJournal(start, { accountKey: null, cart: 'empty' })).toBe(true);
    expect(resumesJournal(null, { accountKey: null, cart: 'empty' })).toBe(false);
  });

  it('not one whose address asks for a seeded shopper', () => {
    expect(resumesJournal(start, { accountKey: 'customer', cart: 'empty' })).toBe(false);
    expect(resumesJournal(start, { accountKey: null, cart: 'usual' })).toBe(false);
  });
});
