import { Children, type ReactNode } from 'react';
import { useTranslate } from '../../../i18n/context';
import type { CarouselLayout } from '../../../shop/carousel';
import { IconButton } from '../../primitives/IconButton';
import { ChevronLeftIcon, ChevronRightIcon } from '../../primitives/icons';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import {
  Controls,
  Header,
  Heading,
  HiddenHeading,
  Root,
  Slide,
  Track,
  TrackClip,
} from '../../primitives/CarouselFrame.styles';
import { useProductCarousel } from './useProductCarousel';

/*
 * Native CSS scroll snap, no carousel library. embla-carousel (the usual pick) would add about
 * 7 kB gzip for what the browser already does: snapping, touch and trackpad momentum, and scrolling
 * a card into view when Tab reaches its link. Scroll snap also works before hydration and never
 * hijacks the arrow keys. This component only adds the previous/next buttons, their end states and
 * the position announcement, all read from the scroll position.
 */

/** How the items are laid out: product cards in a grid, or wide cart-style rows. */
export type ProductCarouselLayout = CarouselLayout;

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
  const items = Children.toArray(children);
  const count = items.length;

  const { trackRef, prevRef, nextRef, position, announcement, needsTabStop, goNext, goPrevious } =
    useProductCarousel({ count, children, isBusy });

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
