import { useLayoutEffect } from 'react';
import { useNavigation } from '../navigation/context';

/**
 * Warns before unsaved work is left, while `active`:
 * - on page unload (reload, closing the tab, a link to another site): the browser's own prompt;
 * - on every change of location through the navigation adapter, the browser's Back and Forward
 *   included, when the adapter can guard (`NavigationAdapter.block`): a `confirm` with `message`,
 *   and a "no" keeps the shopper on the page (a refused Back is undone);
 * - with an adapter that cannot guard, on a click on a link: the same `confirm`.
 *
 * Links inside `scope` (the wizard's own) never ask.
 */
export function useLeaveWarning(
  active: boolean,
  message: string,
  scope?: { current: HTMLElement | null },
): void {
  const navigation = useNavigation();
  // A layout effect: the guard stands once the render that made the form dirty is committed, so a
  // Back pressed at once after a change still asks (a passive effect would leave a gap).
  useLayoutEffect(() => {
    if (!active) return undefined;
    const onUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only with a return value.
      event.returnValue = message;
    };
    // Set while a click on a link inside `scope` is being handled, so that the navigation it starts
    // passes; cleared once the click's handlers have run.
    let clickInScope = false;
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!target) return;
      if (scope?.current?.contains(target)) {
        clickInScope = true;
        setTimeout(() => {
          clickInScope = false;
        }, 0);
        return;
      }
      if (navigation.block) return;
      if (target.getAttribute('target') === '_blank' || event.defaultPrevented) return;
      if (!window.confirm(message)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    const release = navigation.block?.(() => clickInScope || window.confirm(message));
    window.addEventListener('beforeunload', onUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      release?.();
      window.removeEventListener('beforeunload', onUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [active, message, scope, navigation]);
}
