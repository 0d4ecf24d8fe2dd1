import { getMockMailbox, handlers, setMockShopperAccount, setMockShopperCart } from '@glimt/ui/mocks';
import { answerRequest } from './answer';
import type { BackendAnswer, BackendMessage } from './protocol';
import { DEMO_CARTS } from '../mockCart';

/** Answers one message to the backend worker on its port (see `protocol.ts`). */
export function handleBackendMessage(message: BackendMessage, port: MessagePort | undefined): void {
  switch (message.type) {
    case 'glimt-backend-start':
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
