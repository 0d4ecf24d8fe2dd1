import {
  Children,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { styled, css } from 'styled-components';
import { usePrefersReducedMotion } from '../../hooks/useMediaQuery';
import { useTranslate } from '../../shop/GlimtProvider';
import { IconButton } from '../primitives/IconButton';
import { ChevronLeftIcon, ChevronRightIcon } from '../primitives/icons';
import { VisuallyHidden } from '../primitives/VisuallyHidden';

/*
 * Native CSS scroll snap, no carousel library. embla-carousel (the usual pick) would add about
 * 7 kB gzip for what the browser already does: snapping, touch and trackpad momentum, and scrolling
 * a card into view when Tab reaches its link. Scroll snap also works before hydration and never
 * hijacks the arrow keys. This component only adds the previous/next buttons, their end states and
 * the position announcement, all read from the scroll position.
 */

/** How the items are laid out: product cards in a grid, or wide cart-style rows. */
export type ProductCarouselLayout = 'grid' | 'cart';

/** Props of {@link ProductCarousel}. */
export interface ProductCarouselProps {
  /** The items, one slide each (product cards). Fragments are flattened; `null` items are skipped. */
  children?: ReactNode;
  /** The carousel's name: its heading and the region's `aria-label`, e.g. "Du vil kanskje også like". */
  title: string;
  /** Level of the heading, so it fits the page outline. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /** Keep the heading for screen readers only (the page shows its own). @default false */
  hideTitle?: boolean;
  /**
   * `grid`: about 2 cards per view on a phone, 3 on a tablet, 4 from 900 px of width. `cart`: wide
   * rows for cart-style cards (about 1 per view in a drawer, 2 or 3 on wide pages). The widths follow
   * the carousel's own width (a container query), so it also fits a drawer.
   * @default 'grid'
   */
  layout?: ProductCarouselLayout;
  /**
   * The items are placeholders (loading): the region says `aria-busy`, the buttons are disabled and
   * no position is announced. @default false
   */
  isBusy?: boolean;
  className?: string;
  /** Used by test tools and analytics selectors. */
  'data-testid'?: string;
}

/** The layout of one item as the position rule reads it, in px from the start of the scrolled content. */
export interface CarouselItemBox {
  left: number;
  width: number;
}

/** The scroll container's numbers and its items, as {@link getCarouselPosition} reads them. */
export interface CarouselMetrics {
  scrollLeft: number;
  clientWidth: number;
  scrollWidth: number;
  items: readonly CarouselItemBox[];
}

/** Where a carousel is scrolled to. */
export interface CarouselPosition {
  /** The first item in view, counted from 1 (0 without items). */
  first: number;
  /** The last item in view, counted from 1 (0 without items). */
  last: number;
  /** How many items there are. */
  count: number;
  /** Scrolled to the start: "previous" is disabled. */
  atStart: boolean;
  /** Scrolled to the end: "next" is disabled. */
  atEnd: boolean;
}

/** Rounding slack in px: sub-pixel widths and snap positions never line up exactly. */
const TOLERANCE = 2;

/**
 * The items in view and whether the carousel is at either end, from its scroll position. An item
 * counts when it is fully in view; when none is (items wider than the view), the ones partly in
 * view count.
 * @example getCarouselPosition({ scrollLeft: 0, clientWidth: 400, scrollWidth: 800, items }) // { first: 1, last: 2, ... }
 */
export function getCarouselPosition(metrics: CarouselMetrics): CarouselPosition {
  const { scrollLeft, clientWidth, scrollWidth, items } = metrics;
  const count = items.length;
  const viewStart = scrollLeft;
  const viewEnd = scrollLeft + clientWidth;
  let first = -1;
  let last = -1;
  items.forEach((item, index) => {
    if (item.left >= viewStart - TOLERANCE && item.left + item.width <= viewEnd + TOLERANCE) {
      if (first < 0) first = index;
      last = index;
    }
  });
  if (first < 0) {
    items.forEach((item, index) => {
      if (item.left < viewEnd && item.left + item.width > viewStart) {
        if (first < 0) first = index;
        last = index;
      }
    });
  }
  if (first < 0 && count > 0) {
    first = 0;
    last = 0;
  }
  const maxScroll = Math.max(0, scrollWidth - clientWidth);
  return {
    first: first + 1,
    last: last + 1,
    count,
    atStart: scrollLeft <= TOLERANCE,
    atEnd: scrollLeft >= maxScroll - TOLERANCE,
  };
}

/**
 * The carousel's image size hint (shop spec, section 9): `min(number of articles - 1, 4)`, and at
 * least 1. It is the most columns the images are sized for.
 */
export function carouselImageSizeHint(articleCount: number): number {
  const count = Number.isFinite(articleCount) ? Math.floor(articleCount) : 0;
  return Math.max(1, Math.min(count - 1, 4));
}

/** Columns of the `grid` layout by breakpoint (viewport widths of the `sizes` attribute). */
const GRID_COLUMNS = { desktop: 4, tablet: 3, mobile: 2 } as const;

/**
 * The `sizes` attribute for the images of a carousel of `articleCount` product cards. Each
 * breakpoint takes the carousel's columns there, capped by the size hint
 * ({@link carouselImageSizeHint}): with few articles the hint asks for larger images, and an image
 * is never sized below the slot it fills, so it is never blurry.
 * @example carouselImageSizes(12) // '(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw'
 * @example carouselImageSizes(3)  // '(min-width: 1024px) 50vw, (min-width: 768px) 50vw, 50vw'
 */
export function carouselImageSizes(articleCount: number): string {
  const hint = carouselImageSizeHint(articleCount);
  const width = (columns: number) => `${Math.round(100 / Math.min(hint, columns))}vw`;
  return [
    `(min-width: 1024px) ${width(GRID_COLUMNS.desktop)}`,
    `(min-width: 768px) ${width(GRID_COLUMNS.tablet)}`,
    width(GRID_COLUMNS.mobile),
  ].join(', ');
}

/** After this long without a scroll event, scrolling has settled (browsers without `scrollend`). */
const SETTLE_MS = 150;

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Room around the items for their focus rings (a card draws its ring 4 px outside itself, 3 px
 * wide), which the scroll container would otherwise clip. Negative margins give it back.
 */
const FOCUS_GUTTER = 8;

const Root = styled.div`
  container-type: inline-size;
  min-width: 0;
`;

/*
 * The list reaches FOCUS_GUTTER past the sides (negative margins) so the cards' focus rings are not
 * cut off above, below and between cards. Sideways the gutter is clipped here, so a carousel that
 * runs edge to edge (a phone, a drawer) never makes the page scroll sideways; the outermost ring edge
 * at either end is the price. (overflow-clip-margin would paint it, but it needs both axes clipped
 * and still adds the margin to the page's scroll width.) Only the list is clipped: the buttons'
 * focus rings stay whole.
 */
const TrackClip = styled.div`
  overflow-x: clip;
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 44px;
  margin-bottom: ${({ theme }) => theme.space[2]};
`;

const Heading = styled.h2`
  flex: 1 1 auto;
  min-width: 0;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: ${({ theme }) => theme.colors.text};

  ${({ theme }) => theme.media.tablet} {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const HiddenHeading = styled(VisuallyHidden).attrs({ as: 'h2' })``;

const Controls = styled.div`
  display: flex;
  flex: none;
  gap: ${({ theme }) => theme.space[1]};
  margin-left: auto;
`;

const gridColumns = css`
  --glimt-carousel-per-view: 2.25;
  @container (min-width: 600px) {
    --glimt-carousel-per-view: 3;
  }
  @container (min-width: 900px) {
    --glimt-carousel-per-view: 4;
  }
`;

const cartColumns = css`
  --glimt-carousel-per-view: 1.15;
  @container (min-width: 600px) {
    --glimt-carousel-per-view: 2;
  }
  @container (min-width: 900px) {
    --glimt-carousel-per-view: 3;
  }
`;

const Track = styled.ul<{ $layout: ProductCarouselLayout; $focusable: boolean }>`
  ${({ $layout }) => ($layout === 'cart' ? cartColumns : gridColumns)}
  --glimt-carousel-gap: ${({ theme }) => theme.space[2]};
  @container (min-width: 900px) {
    --glimt-carousel-gap: ${({ theme }) => theme.space[3]};
  }

  position: relative;
  display: flex;
  align-items: stretch;
  gap: var(--glimt-carousel-gap);
  margin: -${FOCUS_GUTTER}px;
  padding: ${FOCUS_GUTTER}px;
  list-style: none;
  overflow-x: auto;
  overflow-y: hidden;
  overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory;
  scroll-padding-inline: ${FOCUS_GUTTER}px;
  /* The buttons, swiping and Tab move the carousel; the bar would only add noise. */
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
  ${({ theme }) => theme.media.reducedMotion} {
    scroll-behavior: auto;
  }
  ${({ $focusable, theme }) =>
    $focusable &&
    css`
      &:focus-visible {
        outline: 3px solid ${theme.colors.focus};
        outline-offset: -3px;
      }
    `}
`;

const Slide = styled.li`
  display: flex;
  flex: 0 0
    calc(
      (100% - (var(--glimt-carousel-per-view) - 1) * var(--glimt-carousel-gap)) /
        var(--glimt-carousel-per-view)
    );
  min-width: 0;
  scroll-snap-align: start;

  & > * {
    flex: 1 1 auto;
    min-width: 0;
  }
`;

function samePosition(a: CarouselPosition, b: CarouselPosition): boolean {
  return (
    a.first === b.first &&
    a.last === b.last &&
    a.count === b.count &&
    a.atStart === b.atStart &&
    a.atEnd === b.atEnd
  );
}

function measureTrack(track: HTMLElement): CarouselPosition {
  const items = Array.from(track.children) as HTMLElement[];
  return getCarouselPosition({
    scrollLeft: track.scrollLeft,
    clientWidth: track.clientWidth,
    scrollWidth: track.scrollWidth,
    items: items.map((item) => ({ left: item.offsetLeft, width: item.offsetWidth })),
  });
}

/**
 * A horizontal carousel of product cards (or any items) on native CSS scroll snap.
 *
 * - A labelled region (`role="region"`, `aria-roledescription="karusell"`, `aria-label` = `title`)
 *   with a heading, previous/next buttons and a list of items.
 * - The buttons page by the items in view and are disabled at either end; a focused button that
 *   becomes disabled hands focus to the other one. With reduced motion the jump is instant.
 * - Keyboard: Tab reaches the buttons, then each item's link (the browser scrolls it into view);
 *   arrow keys are left to the page. Items without anything focusable make the list a tab stop.
 * - After scrolling settles, a polite live region says what is in view ("Viser 5–8 av 12").
 *   Nothing is announced on load.
 * - No layout shift: the buttons are always there and the items' widths come from CSS; cards keep
 *   a fixed image ratio, so the height is known before images load.
 */
export function ProductCarousel({
  children,
  title,
  headingLevel = 2,
  hideTitle = false,
  layout = 'grid',
  isBusy = false,
  className,
  'data-testid': testId,
}: ProductCarouselProps) {
  const t = useTranslate();
  const reducedMotion = usePrefersReducedMotion();
  const items = Children.toArray(children);
  const count = items.length;

  const trackRef = useRef<HTMLUListElement>(null);
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const pendingFocus = useRef<RefObject<HTMLButtonElement | null> | null>(null);
  const userScrolled = useRef(false);
  const [position, setPosition] = useState<CarouselPosition>(() => ({
    first: count > 0 ? 1 : 0,
    last: count,
    count,
    atStart: true,
    atEnd: true,
  }));
  const [announcement, setAnnouncement] = useState('');
  const [needsTabStop, setNeedsTabStop] = useState(false);

  const update = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    const next = measureTrack(track);
    const active = typeof document === 'undefined' ? null : document.activeElement;
    if (next.atEnd && !next.atStart && active && active === nextRef.current) pendingFocus.current = prevRef;
    if (next.atStart && !next.atEnd && active && active === prevRef.current) pendingFocus.current = nextRef;
    setPosition((current) => (samePosition(current, next) ? current : next));
  }, []);

  const announce = useCallback(() => {
    const track = trackRef.current;
    if (!track || !userScrolled.current) return;
    const { first, last, count: total } = measureTrack(track);
    if (total === 0) return;
    setAnnouncement(t('carousel.position', { first, last, count: total }));
  }, [t]);

  // Measure before paint whenever the items change, so the buttons are right on first sight.
  useLayoutEffect(() => {
    update();
    const track = trackRef.current;
    setNeedsTabStop(!isBusy && count > 0 && !!track && track.querySelector(FOCUSABLE) === null);
  }, [update, count, children, isBusy]);

  // A button that was focused when it became disabled hands focus to the other one.
  useEffect(() => {
    const target = pendingFocus.current;
    pendingFocus.current = null;
    if (target?.current && !target.current.disabled) target.current.focus();
  }, [position]);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    let frame = 0;
    let settle: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      userScrolled.current = true;
      if (!frame) {
        frame = requestAnimationFrame(() => {
          frame = 0;
          update();
        });
      }
      clearTimeout(settle);
      settle = setTimeout(announce, SETTLE_MS);
    };
    const onScrollEnd = () => {
      clearTimeout(settle);
      update();
      announce();
    };
    track.addEventListener('scroll', onScroll, { passive: true });
    track.addEventListener('scrollend', onScrollEnd);
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => update());
    resize?.observe(track);
    return () => {
      track.removeEventListener('scroll', onScroll);
      track.removeEventListener('scrollend', onScrollEnd);
      resize?.disconnect();
      if (frame) cancelAnimationFrame(frame);
      clearTimeout(settle);
    };
  }, [update, announce]);

  const scrollToItem = useCallback(
    (index: number) => {
      const track = trackRef.current;
      const item = track?.children[index] as HTMLElement | undefined;
      if (!track) return;
      const left = index <= 0 || !item ? 0 : Math.max(0, item.offsetLeft - FOCUS_GUTTER);
      const behavior: ScrollBehavior = reducedMotion ? 'auto' : 'smooth';
      if (typeof track.scrollTo === 'function') track.scrollTo({ left, behavior });
      else track.scrollLeft = left;
    },
    [reducedMotion],
  );

  const goNext = () => {
    const track = trackRef.current;
    if (!track) return;
    const { last } = measureTrack(track);
    // `last` counts from 1, so it is the index of the first item after the ones in view.
    scrollToItem(Math.min(last, count - 1));
  };

  const goPrevious = () => {
    const track = trackRef.current;
    if (!track) return;
    const { first, last } = measureTrack(track);
    const inView = Math.max(1, last - first + 1);
    scrollToItem(Math.max(0, first - 1 - inView));
  };

  const level = `h${headingLevel}` as const;
  const disabled = isBusy || count === 0;

  return (
    <Root
      role="region"
      aria-roledescription={t('carousel.roleDescription')}
      aria-label={title}
      aria-busy={isBusy || undefined}
      className={className}
      data-testid={testId}
    >
      <Header>
        {hideTitle ? (
          <HiddenHeading as={level}>{title}</HiddenHeading>
        ) : (
          <Heading as={level}>{title}</Heading>
        )}
        <Controls>
          <IconButton
            ref={prevRef}
            aria-label={t('carousel.previous')}
            icon={<ChevronLeftIcon />}
            variant="secondary"
            isDisabled={disabled || position.atStart}
            onPress={goPrevious}
          />
          <IconButton
            ref={nextRef}
            aria-label={t('carousel.next')}
            icon={<ChevronRightIcon />}
            variant="secondary"
            isDisabled={disabled || position.atEnd}
            onPress={goNext}
          />
        </Controls>
      </Header>
      <TrackClip>
        <Track
          ref={trackRef}
          role="list"
          $layout={layout}
          $focusable={needsTabStop}
          tabIndex={needsTabStop ? 0 : undefined}
        >
          {items.map((item, index) => (
            <Slide key={typeof item === 'object' && 'key' in item && item.key !== null ? item.key : index}>
              {item}
            </Slide>
          ))}
        </Track>
      </TrackClip>
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {isBusy ? '' : announcement}
      </VisuallyHidden>
    </Root>
  );
}
