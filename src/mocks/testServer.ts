// Test-only (not exported from @glimt/ui/mocks, which stays isomorphic): the fake backend on msw/node
// with the lifecycle every node test of this repo wants.
import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetBackend } from './backend/core';
import { mockArticles } from './fixtures/catalogue';

/**
 * Starts an MSW server for the current test file: listens before the first test (an unhandled request
 * is an error), puts handlers and the fake backend back after each test, closes after the last.
 */
export function startMockServer(handlers: readonly RequestHandler[]): ReturnType<typeof setupServer> {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    resetBackend();
  });
  afterAll(() => server.close());
  return server;
}

/** The first SKU of the fixture catalogue that a shopper can put in the cart (published, in stock). */
export function sellableSkuId(): string {
  const article = mockArticles.find(
    (candidate) =>
      candidate.price.unit.publicationStatus === 20 &&
      candidate.skus.every((sku) => sku.publicationStatus === null),
  );
  if (!article?.skus[0]) throw new Error('No sellable article in the fixture catalogue');
  return article.skus[0].skuId;
}

/**
 * A request body that is held back until `release()`: the handler that reads it waits in the middle
 * of the request (`reading` resolves once it is), as a story's last request can while the next
 * story resets the backend. Send it with `duplex: 'half'` (a streamed body).
 */
export function heldBody(text: string): {
  body: ReadableStream<Uint8Array>;
  reading: Promise<void>;
  release: () => void;
} {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let markReading!: () => void;
  const reading = new Promise<void>((resolve) => {
    markReading = resolve;
  });
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        // The first pull comes when MSW tees the request, a few promise steps before the handler
        // reads its branch; those steps need no timer, so one task later the handler is waiting.
        setTimeout(markReading, 0);
        await released;
        controller.enqueue(new TextEncoder().encode(text));
        controller.close();
      },
    },
    // Pulled only when someone reads, not to fill a queue up front.
    { highWaterMark: 0 },
  );
  return { body, reading, release };
}
