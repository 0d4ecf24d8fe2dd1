// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createDataSource } from './dataSource';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('createDataSource', () => {
  it('goes unresolved -> pending -> ready -> refreshing -> ready', async () => {
    const answers = new Map([
      ['ra', deferred<string>()],
      ['ray', deferred<string>()],
    ]);
    const source = createDataSource(
      (query: string) => answers.get(query)?.promise ?? Promise.reject(new Error()),
    );
    const states: string[] = [];
    source.subscribe(() => states.push(source.getSnapshot().state));
    expect(source.getSnapshot()).toEqual({ state: 'unresolved' });

    const first = source.load('ra');
    answers.get('ra')?.resolve('results for ra');
    await first;
    expect(source.getSnapshot()).toEqual({ state: 'ready', request: 'ra', data: 'results for ra' });

    const second = source.load('ray');
    expect(source.getSnapshot()).toMatchObject({
      state: 'refreshing',
      request: 'ray',
      data: 'results for ra',
    });
    answers.get('ray')?.resolve('results for ray');
    await second;
    expect(states).toEqual(['pending', 'ready', 'refreshing', 'ready']);
  });

  it('never lets a slow answer to an older request replace the newer one', async () => {
    const slow = deferred<string>();
    const fast = deferred<string>();
    const signals: AbortSignal[] = [];
    const source = createDataSource((query: string, signal: AbortSignal) => {
      signals.push(signal);
      return query === 'r' ? slow.promise : fast.promise;
    });
    const older = source.load('r');
    const newer = source.load('ray');
    expect(signals[0]?.aborted).toBe(true); // the older request is cancelled
    fast.resolve('ray results');
    await newer;
    slow.resolve('r results'); // arrives out of order
    await older;
    expect(source.getSnapshot()).toEqual({ state: 'ready', request: 'ray', data: 'ray results' });
  });

  it('ignores a failure of a superseded request and reports the newest one', async () => {
    const older = deferred<string>();
    const newer = deferred<string>();
    const source = createDataSource((query: string) => (query === 'a' ? older.promise : newer.promise));
    const a = source.load('a');
    const b = source.load('b');
    older.reject(new Error('aborted'));
    await a;
    expect(source.getSnapshot().state).toBe('pending');
    const failure = new Error('down');
    newer.reject(failure);
    await b;
    expect(source.getSnapshot()).toEqual({ state: 'errored', request: 'b', data: undefined, error: failure });
  });

  it('stops listening after dispose', async () => {
    const pending = deferred<string>();
    const source = createDataSource(() => pending.promise);
    let calls = 0;
    const unsubscribe = source.subscribe(() => calls++);
    const load = source.load('x');
    expect(calls).toBe(1);
    source.dispose();
    pending.resolve('late');
    await load;
    expect(calls).toBe(1);
    expect(source.getSnapshot().state).toBe('pending');
    unsubscribe();
  });
});
