import { afterEach, describe, expect, it } from 'vitest';
import { backendNow, handlers, resetBackend } from '@glimt/ui/mocks';
import { answerRequest } from './answer';
import { clockFrom, handleBackendMessage } from './backend';
import { fromBackendAnswer, toBackendRequest } from './protocol';

/** The demo's backend runs on the visitor's clock: the page's `Date.now()` in the start message. */
const ORIGIN = 'http://127.0.0.1:4173';

afterEach(() => resetBackend());

async function ask<T>(path: string): Promise<T> {
  const answer = await answerRequest(handlers, await toBackendRequest(new Request(`${ORIGIN}${path}`)));
  return ((await fromBackendAnswer(answer)!.json()) as { data: T }).data;
}

describe('the demo backend’s clock', () => {
  it('starts at the page’s time and runs on with the worker’s', () => {
    let worker = 1_000;
    const clock = clockFrom(Date.parse('2027-03-10T09:00:00Z'), () => worker);
    expect(clock().toISOString()).toBe('2027-03-10T09:00:00.000Z');
    worker += 90_000;
    expect(clock().toISOString()).toBe('2027-03-10T09:01:30.000Z');
  });

  it('is the visitor’s from the start message: today, store hours and fixtures are that day’s', async () => {
    const visitor = Date.parse('2027-03-10T10:00:00+01:00');
    handleBackendMessage(
      { type: 'glimt-backend-start', accountKey: null, cart: 'empty', now: visitor },
      undefined,
    );
    expect(Math.abs(backendNow().getTime() - visitor)).toBeLessThan(5_000);
    expect(await ask<{ today: string }>('/api/site/time')).toMatchObject({ today: '2027-03-10' });
    const week = await ask<{ date: string }[]>('/api/stores/glimt-oslo-city/opening-hours');
    expect(week[0]?.date).toBe('2027-03-10');
  });
});
