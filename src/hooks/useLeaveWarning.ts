import { useEffect } from 'react';

/**
 * Warns before unsaved work is left: on page unload (the browser's own prompt) and on a click on an
 * in-page link outside `scope` (a `confirm` with `message`; a "no" keeps the shopper on the page).
 * Off while `active` is false.
 */
export function useLeaveWarning(
  active: boolean,
  message: string,
  scope?: { current: HTMLElement | null },
): void {
  useEffect(() => {
    if (!active) return undefined;
    const onUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only with a return value.
      event.returnValue = message;
    };
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!target || scope?.current?.contains(target)) return;
      if (target.getAttribute('target') === '_blank' || event.defaultPrevented) return;
      if (!window.confirm(message)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener('beforeunload', onUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [active, message, scope]);
}
