import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { SURFACE_REINSERTION_LIMIT, createRateLimiter } from '../../core/rateLimit';
import type { RecommendationsView } from '../../core/recommendations';
import {
  hidesTarget,
  surfacesDecision,
  type SurfacePlacement,
  type SurfaceStatus,
  type SurfacesDecision,
} from '../../core/surfaces';

/** Where one surface goes in the host's markup. */
export interface SurfaceTarget {
  /** A key unique among the surfaces. */
  id: string;
  /** The host's element the surface goes beside or replaces (a CSS selector). */
  selector: string;
  /** Before or after the element, or in its place (the element hidden). @default 'replace' */
  placement?: SurfacePlacement;
}

/** What {@link useSurfaces} gives the view. */
export interface SurfacesHandle {
  /** The container of each surface, by id, while it is in the host's markup. */
  containers: ReadonlyMap<string, HTMLElement>;
  /** Reports a surface's recommendations state (the views' `onStateChange`). */
  report: (id: string, view: RecommendationsView) => void;
  /** What the surfaces do now: `restore` once all failed (the insertions are then gone). */
  decision: SurfacesDecision;
}

interface Inserted {
  target: SurfaceTarget;
  element: HTMLElement | null;
  display: string;
  box: HTMLElement;
}

const toStatus = (view: RecommendationsView): SurfaceStatus =>
  view === 'results'
    ? 'shown'
    : view === 'none' || view === 'idle'
      ? 'empty'
      : view === 'failed' || view === 'not-configured'
        ? 'failed'
        : 'pending';

function place(inserted: Inserted): boolean {
  const element = document.querySelector<HTMLElement>(inserted.target.selector);
  if (!element) return false;
  const placement = inserted.target.placement ?? 'replace';
  if (placement === 'before') element.before(inserted.box);
  else element.after(inserted.box);
  if (hidesTarget(placement) && inserted.element !== element) {
    inserted.display = element.style.display;
    element.style.display = 'none';
  }
  inserted.element = element;
  return true;
}

function restore(inserted: Inserted) {
  inserted.box.remove();
  if (inserted.element && hidesTarget(inserted.target.placement ?? 'replace'))
    inserted.element.style.display = inserted.display;
}

/**
 * The surfaces' behaviour: inserts a container per surface into the host's markup (before, after
 * or in place of its target), watches that the host does not remove it (and puts it back at most
 * 10 times per second, `SURFACE_REINSERTION_LIMIT`), and once every surface failed or came back
 * empty (`surfacesDecision`) removes the insertions and restores the original elements.
 */
export function useSurfaces(targets: readonly SurfaceTarget[]): SurfacesHandle {
  const key = JSON.stringify(targets.map(({ id, selector, placement }) => [id, selector, placement]));
  const stableTargets = useMemo(
    () => JSON.parse(key) as [string, string, SurfacePlacement | undefined][],
    [key],
  );
  const [containers, setContainers] = useState<ReadonlyMap<string, HTMLElement>>(new Map());
  const [statuses, setStatuses] = useState<Record<string, SurfaceStatus>>({});
  const inserted = useRef<Inserted[]>([]);

  const decision = surfacesDecision(stableTargets.map(([id]) => statuses[id] ?? 'pending'));
  const restored = decision === 'restore';

  useLayoutEffect(() => {
    if (restored) return;
    const all: Inserted[] = stableTargets.map(([id, selector, placement]) => {
      const box = document.createElement('div');
      box.dataset.glimtSurface = id;
      return { target: { id, selector, placement }, element: null, display: '', box };
    });
    const placed = all.filter(place);
    inserted.current = placed;
    // A surface whose element is not on the page has failed.
    const missing = all.filter((item) => !placed.includes(item)).map((item) => item.target.id);
    if (missing.length > 0)
      setStatuses((current) => ({
        ...current,
        ...Object.fromEntries(missing.map((id) => [id, 'failed' as const])),
      }));
    setContainers(new Map(placed.map((item) => [item.target.id, item.box])));

    // A host that removes a surface gets it back, at most 10 times per second.
    const limiter = createRateLimiter(SURFACE_REINSERTION_LIMIT);
    const observer = new MutationObserver(() => {
      for (const item of inserted.current) {
        if (item.box.isConnected) continue;
        if (!limiter.tryAcquire(performance.now())) return;
        place(item);
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      for (const item of placed) restore(item);
      inserted.current = [];
      setContainers(new Map());
    };
  }, [stableTargets, restored]);

  const report = useCallback((id: string, view: RecommendationsView) => {
    const status = toStatus(view);
    setStatuses((current) => (current[id] === status ? current : { ...current, [id]: status }));
  }, []);

  useEffect(() => () => setStatuses({}), [stableTargets]);

  return { containers, report, decision };
}
