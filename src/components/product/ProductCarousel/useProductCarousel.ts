import { useCallback } from 'react';
import { useCarouselTrack, type CarouselTrackState } from '../../../hooks/useCarouselTrack';
import { useTranslate } from '../../../i18n/context';
import type { CarouselPosition } from '../../../shop/carousel';
import { FOCUS_GUTTER } from '../../primitives/CarouselFrame.styles';

/** What {@link useProductCarousel} is told about the carousel's items. */
export interface UseProductCarouselOptions {
  /** How many items there are. */
  count: number;
  /** The items themselves: a change re-measures before paint. */
  children: unknown;
  /** The items are placeholders: nothing is announced and the list is never a tab stop. */
  isBusy: boolean;
}

/** The refs, state and handlers the carousel's view wires up. */
export type ProductCarouselState = CarouselTrackState;

/**
 * The carousel's behaviour over its scroll container: the shared `useCarouselTrack` (measuring,
 * paging, focus hand-over, the settled-scroll announcement) with the shop's texts and focus gutter.
 */
export function useProductCarousel({
  count,
  children,
  isBusy,
}: UseProductCarouselOptions): ProductCarouselState {
  const t = useTranslate();
  const describePosition = useCallback(
    ({ first, last, count: total }: Pick<CarouselPosition, 'first' | 'last' | 'count'>) =>
      t('carousel.position', { first, last, count: total }),
    [t],
  );
  return useCarouselTrack({ count, children, isBusy, describePosition, gutter: FOCUS_GUTTER });
}
