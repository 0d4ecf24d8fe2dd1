import type { BrowserContext, Page, Route } from '@playwright/test';

/** Requests held back until the journey lets them go. */
export interface HeldRequests {
  /** Lets every held request, and every later one, through. */
  release(): void;
}

/**
 * Holds every request whose path matches `path` until `release()`, as on a slow network. The journey
 * decides when the answer arrives (after it has typed or pressed), so a busy machine cannot let the
 * answer in early and turn "while it loads" into "after it loaded".
 */
export async function holdRequests(target: Page | BrowserContext, path: RegExp): Promise<HeldRequests> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await target.route(
    (url) => path.test(url.pathname),
    async (route: Route) => {
      await released;
      await route.continue();
    },
  );
  return { release };
}
