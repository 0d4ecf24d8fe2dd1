// Public API of @glimt/ui/mocks: isomorphic handlers, fixtures, the fake backend and fault helpers.
export {
  DEFAULT_NOW,
  DEFAULT_WIDGET_API_HOST,
  backendNow,
  createRandom,
  resetBackend,
  resolveHosts,
  setBackendClock,
} from './backend/core';
export type { MockHosts, MockHostsConfig } from './backend/core';
