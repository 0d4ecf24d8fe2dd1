import { useEffect, useRef } from 'react';

/**
 * A ref for a heading that gets focus whenever `key` changes after the first render (a new state's
 * screen), so keyboard and screen reader users land on what changed. Not on the first render: the
 * page's own focus handling (the shell moves focus to the main content) stays in charge then.
 * The focus call waits for the next task: a state that arrives with a call's answer commits inside
 * React's work loop, and a `focus()` there must not re-enter it (instrumented `focus` in tests).
 */
export function useFocusOnChange<T extends HTMLElement>(key: string) {
  const ref = useRef<T>(null);
  const shown = useRef(key);
  useEffect(() => {
    if (shown.current === key) return;
    shown.current = key;
    const timer = setTimeout(() => ref.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [key]);
  return ref;
}
