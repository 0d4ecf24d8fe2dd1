import { useCallback, useEffect, useRef, useState } from 'react';
import type { ProductDisplay } from '../../core/schemas';
import type { ListingPageHandle } from '../listing';

type Page = Pick<
  ListingPageHandle<'search' | 'category', never>,
  'scrollTarget' | 'finishScrollRestoration' | 'captureScroll' | 'displays' | 'total'
>;

/** The pause after the last scroll event that counts as the page at rest, in ms. */
const SCROLL_REST_MS = 150;

/** Where Back landed: the opened product's place in the list, for a polite live region. */
export interface ReturnedToProduct {
  /** 1-based. */
  position: number;
  total: number;
}

/** Columns and row height of the grid as laid out now (for the scroll restoration data). */
function measureGrid(grid: Element | null): { columns: number; rowHeight: number } {
  const items = grid ? Array.from(grid.querySelectorAll('[role="listitem"]')).slice(0, 12) : [];
  const first = items[0]?.getBoundingClientRect();
  if (!first) return { columns: 1, rowHeight: 0 };
  const columns = Math.max(1, items.filter((item) => item.getBoundingClientRect().top === first.top).length);
  const next = items[columns]?.getBoundingClientRect();
  return { columns, rowHeight: next ? next.top - first.top : first.height };
}

/**
 * Scroll restoration of a listing page: the browser's own restoration is off while the page is
 * shown (the page restores after its results are in, which the browser cannot wait for); before
 * a product is followed, whenever the page comes to rest after a scroll, and when it is hidden,
 * where the shopper is goes into the history entry;
 * on return, once the results are in, the page lands on the product opened (or the offset), puts
 * keyboard focus on its card and says where it is ("Produkt k av N").
 * Returns the handler cards call before they are followed, and where Back landed.
 */
export function useListingScroll(
  page: Page,
  gridSelector: string,
): { onFollow: (display: ProductDisplay) => void; returnedTo: ReturnedToProduct | null } {
  const { scrollTarget, finishScrollRestoration, captureScroll, displays } = page;
  const [returnedTo, setReturnedTo] = useState<ReturnedToProduct | null>(null);
  const loaded = displays.length;

  const capture = useCallback(
    (productId: string | null) => {
      const grid = document.querySelector(gridSelector);
      const { columns, rowHeight } = measureGrid(grid);
      captureScroll({ loaded, columns, rowHeight, scrollY: window.scrollY, productId });
    },
    [captureScroll, gridSelector, loaded],
  );

  useEffect(() => {
    const history = window.history;
    const before = history.scrollRestoration;
    history.scrollRestoration = 'manual';
    const onHide = () => capture(null);
    window.addEventListener('pagehide', onHide);
    // Where the shopper is goes into the entry each time the page comes to rest (the scroll's last
    // event after a pause), so any way out (a header link, a breadcrumb, the host's router) leaves
    // it behind: once the router has pushed the next entry it is too late to write this one.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(onHide, SCROLL_REST_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('pagehide', onHide);
      window.removeEventListener('scroll', onScroll);
      clearTimeout(timer);
      history.scrollRestoration = before;
    };
  }, [capture]);

  const targetKey = scrollTarget ? JSON.stringify(scrollTarget) : null;
  useEffect(() => {
    if (!scrollTarget) return;
    // After the commit's layout: the restored cards are in the document.
    const frame = window.requestAnimationFrame(() => {
      if (scrollTarget.kind === 'product') {
        const card = document.querySelector(
          `${gridSelector} [data-product-id="${CSS.escape(scrollTarget.productId)}"]`,
        );
        card?.scrollIntoView({ block: 'center' });
        if (card instanceof HTMLElement) card.focus({ preventScroll: true });
        const index = displays.findIndex((display) => display.product_id === scrollTarget.productId);
        if (card && index >= 0)
          setReturnedTo({ position: index + 1, total: Math.max(page.total, index + 1) });
      } else {
        window.scrollTo(0, scrollTarget.y);
      }
      finishScrollRestoration();
    });
    return () => window.cancelAnimationFrame(frame);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- targetKey stands for scrollTarget
  }, [targetKey]);

  // One handler for the page's life, so the memoised cards do not re-render when it would change.
  const latest = useRef(capture);
  useEffect(() => {
    latest.current = capture;
  });
  const onFollow = useCallback((display: ProductDisplay) => latest.current(display.product_id ?? null), []);
  return { onFollow, returnedTo };
}
