import { Component, lazy, type ComponentType, type ReactNode } from 'react';
import type { CartDrawerProps } from '../cart/CartDrawer';
import type { SiteSearchOverlayProps } from '../search/SiteSearchOverlay';
import type { SlideMenuProps } from './SlideMenu';

/** Loads one overlay's module with `import()`, once, and gives the lazy component that renders it. */
export interface OverlayLoader<P> {
  /** Starts loading the module (a no-op while it loads or once it is there; again after a failure). */
  preload(): void;
  /** The lazy component (a new one after a failed load, so the next intent tries again). */
  component(): ComponentType<P>;
}

function overlayLoader<P extends object>(load: () => Promise<ComponentType<P>>): OverlayLoader<P> {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  let view: ComponentType<P> | null = null;
  const start = () =>
    (loading ??= load().then(
      (loaded) => ({ default: loaded }),
      (error: unknown) => {
        loading = null;
        view = null;
        throw error;
      },
    ));
  return {
    preload: () => void start().catch(() => undefined),
    component: () => (view ??= lazy(start)),
  };
}

// The view files themselves (not their folders' index), so the chunks are named after them in every
// bundler: `SiteSearchOverlay-*.js`, `CartDrawer-*.js` and `SlideMenu-*.js`.

/** The site search overlay's module (downshift's combobox, the results, the modal frame). */
export const siteSearchOverlayLoader = /* @__PURE__ */ overlayLoader<SiteSearchOverlayProps>(() =>
  import('../search/SiteSearchOverlay/SiteSearchOverlay').then((module) => module.SiteSearchOverlay),
);

/** The cart drawer's module (its lines, quantity steppers, the drawer). */
export const cartDrawerLoader = /* @__PURE__ */ overlayLoader<CartDrawerProps>(() =>
  import('../cart/CartDrawer/CartDrawer').then((module) => module.CartDrawer),
);

/** The slide-in menu's module (the drawer with react-aria's modal overlay and focus scope, the menu's sections). */
export const slideMenuLoader = /* @__PURE__ */ overlayLoader<SlideMenuProps>(() =>
  import('./SlideMenu/SlideMenu').then((module) => module.SlideMenu),
);

/**
 * Renders nothing in place of an overlay whose module failed to load (offline, a new deploy), so
 * the page stays usable; `onError` closes it, and the next intent loads it again.
 */
export class OverlayBoundary extends Component<
  { children: ReactNode; onError: (error: unknown) => void },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
