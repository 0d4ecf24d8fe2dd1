/**
 * A wait that follows the page's state instead of the clock, for plays, browser tests and unit tests.
 *
 * `waitFor` and `findBy*` give up after a fixed time (1 s unless told otherwise), so a state that
 * comes after a request, a parse and a render fails on a busy machine although the page is doing
 * exactly what it should. `untilState` has no deadline of its own: it checks again on every change
 * of the document and at least every 50 ms, and the test's own timeout (unchanged) is what ends a wait
 * for a state that never comes. While it waits, it says every few seconds what the check still finds
 * wrong, so a timed-out test still tells why.
 */

/** How often a wait that is still not met says why (in the test's console). */
const REPORT_EVERY_MS = 5_000;
/** A wait left behind by a test that already timed out stops checking after this long. */
const ABANDON_AFTER_MS = 120_000;

/**
 * Resolves with `check`'s value once `check` stops throwing (an `expect` inside it, or a `getBy*`).
 * Checks at once, then after each DOM change and at least every 50 ms.
 *
 * @param what - what is awaited, in words: names the wait in its progress reports.
 * @param check - throws while the state is not there yet; its return value is passed on.
 */
export async function untilState<T>(what: string, check: () => T | Promise<T>): Promise<T> {
  // As testing-library's own waits do: React state set while waiting is not an act() warning.
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const actEnvironment = scope.IS_REACT_ACT_ENVIRONMENT;
  scope.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    return await poll(what, check);
  } finally {
    scope.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  }
}

async function poll<T>(what: string, check: () => T | Promise<T>): Promise<T> {
  const started = performance.now();
  let reported = started;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      const now = performance.now();
      if (now - started > ABANDON_AFTER_MS) throw error;
      if (now - reported > REPORT_EVERY_MS) {
        reported = now;
        console.warn(
          `still waiting for ${what} after ${Math.round((now - started) / 1000)} s:`,
          error instanceof Error ? error.message.split('\n')[0] : error,
        );
      }
    }
    await nextChange();
  }
}

/** The next DOM mutation anywhere in the document, or 50 ms, whichever comes first. */
function nextChange(): Promise<void> {
  if (typeof MutationObserver === 'undefined' || typeof document === 'undefined')
    return new Promise((resolve) => setTimeout(resolve, 50));
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new MutationObserver(done);
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    const timer = setTimeout(done, 50);
  });
}
