import { useSyncExternalStore } from 'react';
import { ProgressBar } from '../primitives/ProgressBar';
import {
  IDLE_ROUTE_PROGRESS,
  type RouteProgressController,
  type RouteProgressState,
} from '../../shop/routeProgress';

/** Props of {@link RouteProgress}. */
export interface RouteProgressProps {
  /**
   * The controller to follow (`createRouteProgress()`, fed by the host's router events). Create it
   * once, outside render.
   */
  progress?: RouteProgressController;
  /**
   * A state to show instead of following a controller (a host with its own timing, or a fixed state
   * in a test). Wins over `progress`.
   */
  state?: RouteProgressState;
  /** The accessible name. @default the 'Laster side' message */
  'aria-label'?: string;
  className?: string;
  /** Used by test tools. */
  'data-testid'?: string;
}

const noController = () => () => undefined;
const idle = () => IDLE_ROUTE_PROGRESS;

/**
 * The current state of a route-progress controller, re-rendering on every change. Without a
 * controller it is the idle state.
 */
export function useRouteProgress(progress: RouteProgressController | undefined): RouteProgressState {
  return useSyncExternalStore(
    progress?.subscribe ?? noController,
    progress?.getState ?? idle,
    // The server never shows a route change in progress.
    idle,
  );
}

/**
 * The route-change progress of the shop: a thin bar along the top of the page and the wait cursor
 * while a route change runs, both gone when it completes and reset at once when it fails. It draws
 * what a {@link RouteProgressController} says: nothing for a change faster than 200 ms, then a bar
 * trickling towards 90 %, full at completion. Render it once, near the root of the page.
 */
export function RouteProgress({
  progress,
  state,
  'aria-label': ariaLabel,
  className,
  'data-testid': testId,
}: RouteProgressProps) {
  const followed = useRouteProgress(state ? undefined : progress);
  const shown = state ?? followed;
  return (
    <ProgressBar
      isActive={shown.isVisible}
      value={shown.value}
      aria-label={ariaLabel}
      className={className}
      data-testid={testId}
    />
  );
}
