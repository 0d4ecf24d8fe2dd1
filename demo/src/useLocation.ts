import { useSyncExternalStore } from 'react';
import { useNavigation, type NavigationLocation } from '@glimt/ui';

/** The current location from the library's navigation adapter, re-rendering on every change. */
export function useLocation(): NavigationLocation {
  const navigation = useNavigation();
  const key = useSyncExternalStore(
    navigation.subscribe,
    () => {
      const { pathname, search, hash } = navigation.getLocation();
      return pathname + search + hash;
    },
    () => '/',
  );
  const url = new URL(key, 'http://demo.invalid');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}
