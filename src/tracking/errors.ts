/**
 * Error reporting. The widget spec loads an error script lazily from a CDN; here that becomes a hook
 * the host fills with its own reporter (Sentry, Bugsnag, a beacon of its own). Until it does,
 * errors go to `console.error`.
 */

/** Receives an error and where it happened. */
export type ErrorReporter = (error: Error, context?: Readonly<Record<string, unknown>>) => void;

const consoleReporter: ErrorReporter = (error, context) => console.error(error, context ?? '');

let current: ErrorReporter = consoleReporter;

/**
 * Installs the host's reporter for every tracker that was not given its own; `undefined` restores
 * the console. The reporter may load its library lazily: it is only called when something failed.
 */
export function setErrorReporter(reporter: ErrorReporter | undefined): void {
  current = reporter ?? consoleReporter;
}

/** Wraps a reporter so that one that throws never breaks tracking. */
export const guardReporter =
  (reporter: () => ErrorReporter): ErrorReporter =>
  (error, context) => {
    try {
      reporter()(error, context);
    } catch {
      // A broken reporter must not take tracking down with it.
    }
  };

/** Reports through the installed reporter. */
export const reportError: ErrorReporter = guardReporter(() => current);
