import {
  getMockMailbox,
  handlers,
  resetBackend,
  setMockShopperAccount,
  setMockShopperCart,
} from '@glimt/ui/mocks';
import { answerRequest } from './answer';
import type { BackendAnswer, BackendMessage } from './protocol';
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
export function handleBackendMessage(message: BackendMessage, port: MessagePort | undefined): void {
  switch (message.type) {
    case 'glimt-backend-start':
      // The backend starts on the visitor's clock: its "today" is theirs, its fixtures dated from it.
      resetBackend({ clock: clockFrom(message.now) });
      if (message.accountKey !== null) {
        try {
          setMockShopperAccount(message.accountKey);
        } catch {
          // An unknown account key: stay logged out.
        }
      }
      setMockShopperCart(DEMO_CARTS[message.cart]);
      return;
    case 'glimt-backend-mailbox':
      port?.postMessage(getMockMailbox());
      return;
    case 'glimt-backend-request':
      void answerRequest(handlers, message.request).then(
        (answer) => port?.postMessage(answer, answer.kind === 'response' && answer.body ? [answer.body] : []),
        (error: unknown) => {
          // A handler that throws is the backend's bug: answer 500 as a server would, and say why.
          console.error('The fake backend failed on', message.request.url, error);
          const failed: BackendAnswer = {
            kind: 'response',
            status: 500,
            statusText: 'Internal Server Error',
            headers: [['content-type', 'text/plain; charset=utf-8']],
            body: new TextEncoder().encode(String(error)).buffer,
          };
          port?.postMessage(failed);
        },
      );
      return;
  }
}
