import '@testing-library/jest-dom/vitest';
import * as streams from 'node:stream/web';

// The `dom` project runs each file in a VM context with jsdom's globals (`pool: 'vmThreads'`), and
// jsdom has no web streams: Node's are what MSW and fetch use outside the VM, so they are given in.
for (const name of ['ReadableStream', 'WritableStream', 'TransformStream'] as const) {
  if (!(name in globalThis)) Object.assign(globalThis, { [name]: streams[name] });
}
