/**
 * Reading the provider: {@link useWidget}, the location ({@link useWidgetLocation}) and instance
 * registration ({@link useWidgetInstance}).
 */
import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import type { WidgetLocation } from '../../core/navigation';
import type { WidgetInstanceKind } from '../instances';
import { createWidgetNavigator, type NavigationWindow, type WidgetNavigator } from '../navigation';
import type { WidgetContextValue } from './types';

/** The configured provider's value; `null` outside one. */
export const WidgetContext = createContext<WidgetContextValue | null>(null);

/** The page's window, or `undefined` on the server. */
export const defaultWindow = (): NavigationWindow | undefined =>
  typeof window === 'undefined' ? undefined : window;

/** The nearest configured provider, or `null` outside one (or without merchant and market). */
export function useWidget(): WidgetContextValue | null {
  return useContext(WidgetContext);
}

// Outside a configured provider the location still comes from the page (created on first use).
let standaloneNavigator: WidgetNavigator | undefined;
function getStandaloneNavigator(): WidgetNavigator {
  standaloneNavigator ??= createWidgetNavigator({ win: defaultWindow() });
  return standaloneNavigator;
}

const SERVER_LOCATION: WidgetLocation = { pathname: '/', search: '', href: '/' };
const getServerLocation = () => SERVER_LOCATION;

/** The URL now, re-rendering when it changes (through the provider's router, or the page's). */
export function useWidgetLocation(): WidgetLocation {
  const widget = useWidget();
  const source = widget ?? getStandaloneNavigator();
  return useSyncExternalStore(
    source.subscribeLocation,
    source.getLocation,
    source.getServerLocation ?? getServerLocation,
  );
}

/**
 * Registers a search or category instance under `instanceKey` while the component is mounted.
 * A second instance of the same kind and key throws (to the nearest error boundary).
 * Does nothing outside a configured provider.
 */
export function useWidgetInstance(kind: WidgetInstanceKind, instanceKey = ''): void {
  const widget = useWidget();
  const register = widget?.registerInstance;
  useEffect(() => (register ? register(kind, instanceKey) : undefined), [register, kind, instanceKey]);
}
