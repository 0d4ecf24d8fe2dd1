// Test-only (not exported from @glimt/ui/mocks, which stays isomorphic): the fake backend on msw/node
// with the lifecycle every node test of this repo wants.
import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetBackend } from './backend/core';

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
