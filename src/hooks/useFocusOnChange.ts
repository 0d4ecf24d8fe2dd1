import { useEffect, useRef } from 'react';

/** Options of {@link useFocusOnChange}. */
export interface FocusOnChangeOptions {
  /**
   * Also on the first render, when nothing on the page has focus yet (a page opened fresh): the
   * heading then gets focus whether the page had to wait for its data (its own loading state, which
   * a change of `key` ends) or had it when it mounted (the data came before the page's code). Left
   * alone when something has focus, such as the main content the shell focuses on a route change.
   * @default false
   */
  onArrival?: boolean;
}

/**
 * A ref for a heading that gets focus whenever `key` changes after the first render (a new state's
 * screen), so keyboard and screen reader users land on what changed. Not on the first render unless
 * `onArrival`: the page's own focus handling (the shell moves focus to the main content) stays in
 * charge then. The focus call waits for the next task: a state that arrives with a call's answer
 * commits inside React's work loop, and a `focus()` there must not re-enter it (instrumented `focus`
 * in tests).
 */
export function useFocusOnChange<T extends HTMLElement>(key: string, options: FocusOnChangeOptions = {}) {
  const ref = useRef<T>(null);
  const shown = useRef<string | null>(options.onArrival ? null : key);
  useEffect(() => {
    if (shown.current === key) return;
    const arriving = shown.current === null;
    shown.current = key;
    const timer = setTimeout(() => {
      const active = document.activeElement;
      if (arriving && active !== null && active !== document.body) return;
      ref.current?.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, [key]);
  return ref;
}
