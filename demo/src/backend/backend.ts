import {
  getMockMailbox,
  handlers,
  resetBackend,
  setMockShopperAccount,
  setMockShopperCart,
} from '@glimt/ui/mocks';
import { answerRequest } from './answer';
import {
  MAX_JOURNAL_ENTRIES,
  isJournalled,
  resumesJournal,
  sessionTokenOf,
  withSessionCookie,
  type JournalStart,
} from './journal';
import type { JournalStore } from './journalStore';
import type { BackendAnswer, BackendMessage, BackendRequest } from './protocol';
import { DEMO_CARTS } from '../mockCart';

/**
 * A clock that starts at the page's time and runs on with the worker's: the visitor's clock, even
 * when a journey has set the page's (Playwright's `page.clock` sets the page's, not the worker's).
 */
export function clockFrom(pageNow: number, workerNow: () => number = Date.now): () => Date {
  const offset = pageNow - workerNow();
  return () => new Date(workerNow() + offset);
}

/** Answers one message to the backend worker on its port (see `protocol.ts`). */
export type BackendHost = (message: BackendMessage, port: MessagePort | undefined) => void;

const serverError = (error: unknown): BackendAnswer => ({
  kind: 'response',
  status: 500,
  statusText: 'Internal Server Error',
  headers: [['content-type', 'text/plain; charset=utf-8']],
  body: new TextEncoder().encode(String(error)).buffer,
});

const statusOf = (answer: BackendAnswer) => (answer.kind === 'response' ? answer.status : 0);

/**
 * The demo's fake backend host in its worker: starts the backend on the visitor's clock, answers
 * requests, and keeps what changed in `store`, so a reload comes back to the same shop (see
 * `journal.ts`). `origin` is the shop's (the page's) origin; `tabs` a channel shared by the demo's
 * tabs, where a new one says it has started (the newest tab keeps the journal). Messages that come
 * before the backend has started (or replayed its journal) wait, in order.
 */
export function createBackendHost(
  store: JournalStore,
  origin: string,
  tabs: Pick<BroadcastChannel, 'postMessage' | 'addEventListener'> | null = null,
): BackendHost {
  let replayAt: number | null = null;
  let live: () => Date = () => new Date();
  // The backend's clock: the moment a journalled request first came while it is answered again, else the visitor's.
  const clock = () => (replayAt === null ? live() : new Date(replayAt));
  let session: string | null = null;
  let nextSeq = 0;
  let warnedFull = false;
  // Another tab of the demo that started after this one answers from the journal now: this tab's
  // later changes would write into a journal that is no longer its backend's, so it stops keeping them.
  let keeping = true;
  tabs?.addEventListener('message', () => {
    keeping = false;
  });
  let markReady!: () => void;
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });

  function seed(start: JournalStart) {
    resetBackend({ clock });
    if (start.accountKey !== null) {
      try {
        setMockShopperAccount(start.accountKey);
      } catch {
        // An unknown account key: stay logged out.
      }
    }
    setMockShopperCart(DEMO_CARTS[start.cart]);
  }

  /** Answers the journal's requests again; false when one is answered otherwise than it was. */
  async function replay(
    start: JournalStart,
    entries: readonly { at: number; request: BackendRequest; status: number }[],
  ) {
    replayAt = start.startedAt;
    try {
      seed(start);
      for (const entry of entries) {
        replayAt = entry.at;
        if (statusOf(await answerRequest(handlers, entry.request)) !== entry.status) return false;
      }
      return true;
    } catch {
      return false;
    } finally {
      replayAt = null;
    }
  }

  async function start(message: Extract<BackendMessage, { type: 'glimt-backend-start' }>) {
    tabs?.postMessage('started');
    // The backend runs on the visitor's clock: its "today" is theirs.
    live = clockFrom(message.now);
    const asked = { accountKey: message.accountKey, cart: message.cart };
    const kept = await store.read().catch(() => null);
    if (kept && resumesJournal(kept.start, asked) && kept.start) {
      if (await replay(kept.start, kept.entries)) {
        session = kept.session;
        nextSeq = (kept.entries.at(-1)?.seq ?? -1) + 1;
        return;
      }
      console.warn('The demo backend could not restore the last visit; it starts afresh.');
    }
    // A first visit, a seeded one, or one that could not be restored: the fixtures dated from today.
    const fresh: JournalStart = { startedAt: message.now, ...asked };
    seed(fresh);
    session = null;
    nextSeq = 0;
    await store.begin(fresh).catch(() => undefined);
  }

  async function answer(received: BackendRequest): Promise<BackendAnswer> {
    const request = withSessionCookie(received, origin, session);
    const journalled = keeping && isJournalled(request, origin);
    const seq = nextSeq;
    if (journalled) nextSeq += 1;
    const at = clock().getTime();
    // The body is read by the answer: keep a copy for the journal.
    const kept: BackendRequest = { ...request, body: request.body ? request.body.slice(0) : null };
    let result: BackendAnswer;
    try {
      result = await answerRequest(handlers, request);
    } catch (error) {
      // A handler that throws is the backend's bug: answer 500 as a server would, and say why.
      console.error('The fake backend failed on', request.url, error);
      result = serverError(error);
    }
    const token = sessionTokenOf(request, origin, result);
    if (keeping && token !== null && token !== session) {
      session = token;
      await store.keepSession(token).catch(() => undefined);
    }
    if (journalled && seq < MAX_JOURNAL_ENTRIES) {
      await store.append({ seq, at, request: kept, status: statusOf(result) }).catch(() => undefined);
    } else if (journalled && !warnedFull) {
      warnedFull = true;
      console.warn(`The demo keeps ${MAX_JOURNAL_ENTRIES} changes; later ones are gone after a reload.`);
    }
    return result;
  }

  return (message, port) => {
    switch (message.type) {
      case 'glimt-backend-start':
        void start(message).finally(markReady);
        return;
      case 'glimt-backend-mailbox':
        void ready.then(() => port?.postMessage(getMockMailbox()));
        return;
      case 'glimt-backend-forget':
        void ready
          .then(() => store.forget())
          .catch(() => undefined)
          .then(() => port?.postMessage('forgotten'));
        return;
      case 'glimt-backend-request':
        void ready
          .then(() => answer(message.request))
          .then((result) =>
            port?.postMessage(result, result.kind === 'response' && result.body ? [result.body] : []),
          );
        return;
    }
  };
}
