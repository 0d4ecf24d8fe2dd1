import { useEffect, type RefObject } from 'react';
import { useNavigation } from '../../navigation/context';

// The watching is a chunk of its own, loaded by the first link of an app that prefetches.
const loadWatch = () => import('./linkPrefetchWatch');

/**
 * Link prefetch for one link (see `navigation/prefetch.ts`): watches the link come near the
 * viewport and answers the handlers that prefetch on intent (pointer enter, focus). Does nothing
 * when the navigation adapter does not prefetch or `enabled` is false (a new tab, a download,
 * another site). Touches the window only in the effect and the handlers (server rendering).
 */
export function useLinkPrefetch(
  ref: RefObject<HTMLAnchorElement | null>,
  href: string,
  enabled: boolean,
): {
  onPointerEnter?: (event: { currentTarget: Element }) => void;
  onFocus?: (event: { currentTarget: Element }) => void;
} {
  const navigation = useNavigation();
  const active = enabled && typeof navigation.prefetch === 'function';
  useEffect(() => {
    const element = ref.current;
    if (!active || !element) return;
    let stop: (() => void) | undefined;
    let stopped = false;
    // A chunk that fails to load costs only the prefetch: the link works without it.
    loadWatch().then(
      (watch) => {
        if (!stopped) stop = watch.watchLink(navigation, element, href);
      },
      () => undefined,
    );
    return () => {
      stopped = true;
      stop?.();
    };
  }, [active, navigation, href, ref]);
  if (!active) return {};
  const onIntent = ({ currentTarget }: { currentTarget: Element }) => {
    loadWatch().then(
      (watch) => watch.askPrefetch(navigation, currentTarget, href, 'intent'),
      () => undefined,
    );
  };
  return { onPointerEnter: onIntent, onFocus: onIntent };
}
