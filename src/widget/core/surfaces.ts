/**
 * Surface rules (widget spec, section 4): a surface is a recommendation insertion into the host's
 * markup. The original elements a surface replaces stay hidden while any surface may still show;
 * when all of them fail (an error or an empty answer), the insertions are removed and the originals
 * restored, so the host page looks as it did without the widget. Plain TypeScript.
 */

/** Where one surface is. */
export type SurfaceStatus = 'pending' | 'shown' | 'failed' | 'empty';

/** What the surfaces of a page do now. */
export type SurfacesDecision = 'wait' | 'keep' | 'restore';

/**
 * `restore` when every surface failed or came back empty (and there is at least one); `keep` when
 * any shows; else `wait`. Without surfaces there is nothing to restore: `keep`.
 */
export function surfacesDecision(statuses: readonly SurfaceStatus[]): SurfacesDecision {
  if (statuses.length === 0) return 'keep';
  if (statuses.some((status) => status === 'shown')) return 'keep';
  if (statuses.every((status) => status === 'failed' || status === 'empty')) return 'restore';
  return 'wait';
}

/** How a surface goes into the host's markup next to its target element. */
export type SurfacePlacement = 'before' | 'after' | 'replace';

/** Whether the target element is hidden while the surface is in: only when it is replaced. */
export function hidesTarget(placement: SurfacePlacement): boolean {
  return placement === 'replace';
}

/** The status of one surface from what its recommendations are doing. */
export function surfaceStatus(input: { loading: boolean; failed: boolean; count: number }): SurfaceStatus {
  if (input.loading) return 'pending';
  if (input.failed) return 'failed';
  return input.count === 0 ? 'empty' : 'shown';
}
