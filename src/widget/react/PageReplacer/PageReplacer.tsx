import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { WidgetLocation } from '../../core/navigation';
import { usePageReplacer, type UsePageReplacerOptions } from './usePageReplacer';

/** Props of {@link PageReplacer}. */
export interface PageReplacerProps extends UsePageReplacerOptions {
  /** The content shown in place of the host's element while open. */
  children: ReactNode | ((location: WidgetLocation) => ReactNode);
}

/**
 * Takes over a page of the host (widget spec, sections 2 and 4): on navigation to a page
 * `isPageToReplace` accepts, it hides the host's element (`selector`), inserts its own content
 * right after it, sets `document.title` and calls `onOpen`; when the visitor leaves, it removes its
 * content, shows the element again, restores the title and calls `onClose`. A back or forward move
 * to a history entry this document never visited (one from before a reload) reloads the page, so
 * the host's own markup for it is shown right. Mount it once, anywhere (it renders into the host's
 * markup through a portal); it follows the URL through the `WidgetProvider`'s router, or the page's.
 * @example
 * <PageReplacer
 *   isPageToReplace={({ pathname }) => pathname === '/kampanje'}
 *   selector="main"
 *   title="Kampanje – Glimt"
 * >
 *   <RecommendationGrid kind="general" />
 * </PageReplacer>
 */
export function PageReplacer({ children, ...options }: PageReplacerProps) {
  const { container, location } = usePageReplacer(options);
  if (!container) return null;
  return createPortal(typeof children === 'function' ? children(location) : children, container);
}
