import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import {
  createMemoryNavigation,
  serverLocationOf,
  type NavigationAdapter,
  type NavigationLocation,
} from './navigation';

const NavigationContext = createContext<NavigationAdapter | null>(null);

/** Props of {@link NavigationProvider}. */
export interface NavigationProviderProps {
  /** The router integration every link and component below navigates with. */
  navigation: NavigationAdapter;
  children?: ReactNode;
}

/**
 * Gives the components below a navigation adapter. `GlimtProvider` mounts it; mount it yourself
 * only to use primitives (`Link`) without the shop's provider.
 */
export function NavigationProvider({ navigation, children }: NavigationProviderProps) {
  return <NavigationContext.Provider value={navigation}>{children}</NavigationContext.Provider>;
}

// Created on first use, not at import.
let standalone: NavigationAdapter | undefined;

/** The navigation adapter of the nearest provider; a memory router at `/` outside one. */
export function useNavigation(): NavigationAdapter {
  const navigation = useContext(NavigationContext);
  if (navigation) return navigation;
  standalone ??= createMemoryNavigation('/');
  return standalone;
}

/**
 * The current location from the nearest navigation adapter; re-renders on every change (push,
 * replace, back and forward).
 */
export function useLocation(): NavigationLocation {
  const navigation = useNavigation();
  const key = useSyncExternalStore(
    navigation.subscribe,
    () => {
      const { pathname, search, hash } = navigation.getLocation();
      return `${pathname}${search}${hash}`;
    },
    // The server renders the adapter's location (a memory navigation at the requested URL), and the
    // browser's first render over that HTML must match it: the location the server rendered.
    () => {
      const { pathname, search, hash } = serverLocationOf(navigation);
      return `${pathname}${search}${hash}`;
    },
  );
  return useMemo(() => {
    const url = new URL(key, 'http://glimt.invalid');
    return { pathname: url.pathname, search: url.search, hash: url.hash };
  }, [key]);
}
