import { afterAll, vi } from 'vitest';

// The `unit` project shares one module registry per worker (`isolate: false` in vitest.config.ts):
// a file that stubs a global, fakes the clock or spies on a function must not hand that to the next
// file in its worker. Each file ends as a fresh worker would have started it.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});
