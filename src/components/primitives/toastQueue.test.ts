import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastQueue } from './toastQueue';

const ids = (queue: { getSnapshot(): { visible: readonly { id: string }[] } }) =>
  queue.getSnapshot().visible.map((t) => t.id);

describe('createToastQueue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('removes a toast when its duration has elapsed', () => {
    const queue = createToastQueue<string>();
    const id = queue.add('Lagt i handlekurven', { duration: 4400 });
    expect(ids(queue)).toEqual([id]);
    vi.advanceTimersByTime(4399);
    expect(ids(queue)).toEqual([id]);
    vi.advanceTimersByTime(1);
    expect(ids(queue)).toEqual([]);
  });

  it('keeps a toast without duration until it is dismissed', () => {
    const queue = createToastQueue<string>();
    const id = queue.add('Varig', { duration: null });
    vi.advanceTimersByTime(60_000);
    expect(ids(queue)).toEqual([id]);
    expect(queue.remaining(id)).toBeNull();
    queue.dismiss(id);
    expect(ids(queue)).toEqual([]);
  });

  it('keeps the remaining time across pause and resume', () => {
    const queue = createToastQueue<string>();
    const id = queue.add('Hei', { duration: 1000 });
    vi.advanceTimersByTime(300);
    queue.pause('hover');
    expect(queue.getSnapshot().isPaused).toBe(true);
    expect(queue.remaining(id)).toBe(700);
    vi.advanceTimersByTime(10_000);
    expect(ids(queue)).toEqual([id]);
    expect(queue.remaining(id)).toBe(700);
    queue.resume('hover');
    vi.advanceTimersByTime(699);
    expect(ids(queue)).toEqual([id]);
    vi.advanceTimersByTime(1);
    expect(ids(queue)).toEqual([]);
  });

  it('stays paused while any reason is active', () => {
    const queue = createToastQueue<string>();
    const id = queue.add('Hei', { duration: 500 });
    queue.pause('hover');
    queue.pause('focus');
    queue.resume('hover');
    vi.advanceTimersByTime(5000);
    expect(ids(queue)).toEqual([id]);
    queue.resume('focus');
    vi.advanceTimersByTime(500);
    expect(ids(queue)).toEqual([]);
  });

  it('ignores resuming a reason that never paused', () => {
    const queue = createToastQueue<string>();
    queue.pause('focus');
    queue.resume('hover');
    expect(queue.getSnapshot().isPaused).toBe(true);
  });

  it('does not start the timer of a toast added while paused until resumed', () => {
    const queue = createToastQueue<string>();
    queue.pause();
    const id = queue.add('Hei', { duration: 200 });
    vi.advanceTimersByTime(1000);
    expect(queue.remaining(id)).toBe(200);
    queue.resume();
    vi.advanceTimersByTime(200);
    expect(ids(queue)).toEqual([]);
  });

  it('shows at most maxVisible toasts and lets the next in when one leaves', () => {
    const queue = createToastQueue<string>({ maxVisible: 2 });
    const a = queue.add('a', { duration: 1000 });
    const b = queue.add('b', { duration: 3000 });
    const c = queue.add('c', { duration: 1000 });
    expect(ids(queue)).toEqual([a, b]);
    expect(queue.getSnapshot().waiting).toBe(1);
    // The waiting toast's timer has not started.
    vi.advanceTimersByTime(999);
    expect(queue.remaining(c)).toBeNull();
    vi.advanceTimersByTime(1);
    expect(ids(queue)).toEqual([b, c]);
    expect(queue.getSnapshot().waiting).toBe(0);
    expect(queue.remaining(c)).toBe(1000);
    vi.advanceTimersByTime(1000);
    expect(ids(queue)).toEqual([b]);
  });

  it('keeps a leaving toast for exitMs, counting it as visible', () => {
    const queue = createToastQueue<string>({ maxVisible: 1, exitMs: 300 });
    const a = queue.add('a', { duration: 1000 });
    const b = queue.add('b', { duration: 1000 });
    vi.advanceTimersByTime(1000);
    expect(queue.getSnapshot().visible).toEqual([{ id: a, content: 'a', phase: 'exiting', duration: 1000 }]);
    vi.advanceTimersByTime(299);
    expect(ids(queue)).toEqual([a]);
    vi.advanceTimersByTime(1);
    expect(ids(queue)).toEqual([b]);
    expect(queue.getSnapshot().visible[0]?.phase).toBe('visible');
  });

  it('does not pause a toast that is already leaving', () => {
    const queue = createToastQueue<string>({ exitMs: 300 });
    const a = queue.add('a', { duration: 100 });
    vi.advanceTimersByTime(100);
    queue.pause('hover');
    vi.advanceTimersByTime(300);
    expect(ids(queue)).not.toContain(a);
  });

  it('drops a waiting toast at once when it is dismissed', () => {
    const onClose = vi.fn();
    const queue = createToastQueue<string>({ maxVisible: 1 });
    queue.add('a', { duration: 1000 });
    const b = queue.add('b', { duration: 1000, onClose });
    queue.dismiss(b);
    expect(onClose).toHaveBeenCalledWith('dismissed');
    expect(queue.getSnapshot().waiting).toBe(0);
  });

  it('tells onClose why a toast left, once', () => {
    const onClose = vi.fn();
    const queue = createToastQueue<string>({ exitMs: 150 });
    const id = queue.add('a', { duration: 100, onClose });
    vi.advanceTimersByTime(100);
    queue.dismiss(id);
    vi.advanceTimersByTime(150);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledWith('timeout');
  });

  it('replaces a shown toast with the same id and restarts its timer', () => {
    const queue = createToastQueue<string>();
    queue.add('1 vare i handlekurven', { id: 'cart', duration: 1000 });
    vi.advanceTimersByTime(800);
    queue.add('2 varer i handlekurven', { id: 'cart', duration: 1000 });
    expect(queue.getSnapshot().visible.map((t) => t.content)).toEqual(['2 varer i handlekurven']);
    vi.advanceTimersByTime(999);
    expect(ids(queue)).toEqual(['cart']);
    vi.advanceTimersByTime(1);
    expect(ids(queue)).toEqual([]);
  });

  it('gives every toast a distinct, deterministic id', () => {
    const queue = createToastQueue<string>({ maxVisible: 5 });
    expect([queue.add('a'), queue.add('b'), queue.add('c')]).toEqual(['toast-1', 'toast-2', 'toast-3']);
  });

  it('notifies subscribers with a new snapshot on every change and stops after unsubscribe', () => {
    const queue = createToastQueue<string>({ exitMs: 100 });
    const listener = vi.fn();
    const unsubscribe = queue.subscribe(listener);
    const before = queue.getSnapshot();
    const id = queue.add('a', { duration: 100 });
    expect(queue.getSnapshot()).not.toBe(before);
    expect(listener).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(200); // leaves, then is removed
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    queue.add('b');
    expect(listener).toHaveBeenCalledTimes(3);
    expect(queue.remaining(id)).toBeNull();
  });

  it('clears every toast and timer but stays usable', () => {
    const queue = createToastQueue<string>({ maxVisible: 1 });
    queue.add('a', { duration: 100 });
    queue.add('b', { duration: 100 });
    queue.clear();
    expect(queue.getSnapshot()).toMatchObject({ visible: [], waiting: 0 });
    expect(vi.getTimerCount()).toBe(0);
    const c = queue.add('c', { duration: 100 });
    expect(ids(queue)).toEqual([c]);
  });

  it('applies a changed exit time to later dismissals', () => {
    const queue = createToastQueue<string>({ exitMs: 300 });
    queue.setExitMs(0);
    const id = queue.add('a', { duration: 1000 });
    queue.dismiss(id);
    expect(ids(queue)).toEqual([]);
  });
});
