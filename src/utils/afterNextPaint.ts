/** Hidden documents get no frames: this long after the call, the work runs anyway. */
export const AFTER_NEXT_PAINT_FALLBACK_MS = 100;

/**
 * Runs `work` in a task of its own after the browser has painted the current state (a frame, then
 * a task), so what a handler changed cheaply (a ticked box) shows before expensive work (a
 * listing's render) starts. Without frames (a hidden tab, tests without `requestAnimationFrame`)
 * it runs after {@link AFTER_NEXT_PAINT_FALLBACK_MS} or on the next task. Returns a cancel
 * function. Call it from handlers and effects only.
 */
export function afterNextPaint(work: () => void): () => void {
  let pending = true;
  const run = () => {
    if (!pending) return;
    pending = false;
    window.clearTimeout(fallback);
    if (frame !== undefined) window.cancelAnimationFrame(frame);
    work();
  };
  const frameless = typeof window.requestAnimationFrame !== 'function';
  const fallback = window.setTimeout(run, frameless ? 0 : AFTER_NEXT_PAINT_FALLBACK_MS);
  const frame = frameless ? undefined : window.requestAnimationFrame(() => window.setTimeout(run, 0));
  return () => {
    if (!pending) return;
    pending = false;
    window.clearTimeout(fallback);
    if (frame !== undefined) window.cancelAnimationFrame(frame);
  };
}
