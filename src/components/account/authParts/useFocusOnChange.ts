import { useEffect, useRef } from 'react';

/**
 * A ref for a heading that gets focus whenever `key` changes after the first render (a new state's
 * screen), so keyboard and screen reader users land on what changed. Not on the first render: the
 * page's own focus handling (the shell moves focus to the main content) stays in charge then.
 */
export function useFocusOnChange<T extends HTMLElement>(key: string) {
  const ref = useRef<T>(null);
  const shown = useRef(key);
  useEffect(() => {
    if (shown.current === key) return;
    shown.current = key;
    ref.current?.focus();
  }, [key]);
  return ref;
}
