import { useCallback, useEffect, type KeyboardEvent } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/primitives/icons';
import { VisuallyHidden } from '../../../components/primitives/VisuallyHidden';
import { useCarouselTrack } from '../../../hooks/useCarouselTrack';
import { WidgetNotConfigured } from '../WidgetProvider/WidgetNotConfigured';
import { useWidget } from '../WidgetProvider/useWidget';
import { ProductCardSkeleton } from '../ProductCardSkeleton';
import { RecommendationCard, useCardKit } from '../recommendations/RecommendationCard';
import type { RecommendationViewProps } from '../recommendations/types';
import { useFetchRecommendations } from '../recommendations/useFetchRecommendations';
import * as S from './RecommendationSlider.styles';

/** Placeholder cards a loading slider shows: one view's worth (4 at most, fewer when fewer are asked). */
const SKELETONS = 4;

/** Props of {@link RecommendationSlider}. */
export type RecommendationSliderProps = RecommendationViewProps;

/** Moves focus between the cards' links with the arrow keys, Home and End. */
function moveFocus(event: KeyboardEvent<HTMLUListElement>) {
  const links = Array.from(event.currentTarget.querySelectorAll<HTMLAnchorElement>(':scope > li > a'));
  const index = links.indexOf(document.activeElement as HTMLAnchorElement);
  if (index < 0) return;
  const target =
    event.key === 'ArrowRight'
      ? Math.min(index + 1, links.length - 1)
      : event.key === 'ArrowLeft'
        ? Math.max(index - 1, 0)
        : event.key === 'Home'
          ? 0
          : event.key === 'End'
            ? links.length - 1
            : -1;
  if (target < 0) return;
  event.preventDefault();
  links[target]?.focus();
}

/**
 * A row of recommended products on native CSS scroll snap (swipe, trackpad and Tab scroll it).
 *
 * - A labelled region (`aria-roledescription` 'carousel') with a heading, previous and next buttons
 *   that page by the cards in view and are disabled at either end, and a list of card links each
 *   carrying `data-recommendation-id`.
 * - Keyboard: Tab reaches the buttons and then the cards; on a card, the arrow keys, Home and End
 *   move between cards. After scrolling settles a polite live region says what is in view.
 * - Loading: placeholder cards of the final size (the region says `aria-busy`). No results: nothing
 *   at all (no empty heading). Failed: `fallback` (nothing by default).
 * - Without a configured `WidgetProvider`: 'Recommendations are not configured. Wrap your app in a
 *   WidgetProvider.'
 * @example <RecommendationSlider kind="product" productId="100001" title="Others also bought" />
 */
export function RecommendationSlider(props: RecommendationSliderProps) {
  const { title, headingLevel = 2, fallback = null, onStateChange, className } = props;
  const widget = useWidget();
  const { view, displays, hrefs, request } = useFetchRecommendations(props);
  const kit = useCardKit(widget, props);
  const busy = view === 'loading';
  const count = busy ? Math.min(SKELETONS, request?.limit ?? SKELETONS) : displays.length;

  const t = widget?.t;
  const describePosition = useCallback(
    (position: { first: number; last: number; count: number }) =>
      t ? t('sliderPosition', { first: position.first, last: position.last, count: position.count }) : '',
    [t],
  );
  const track = useCarouselTrack({
    count,
    children: displays,
    isBusy: busy,
    describePosition,
    gutter: S.FOCUS_GUTTER,
  });

  useEffect(() => onStateChange?.(view), [onStateChange, view]);

  if (view === 'not-configured') return <WidgetNotConfigured className={className} />;
  if (view === 'failed') return <>{fallback}</>;
  if (!widget || !kit || !t || (view !== 'loading' && view !== 'results')) return null;

  const name = title ?? t('recommended');
  const Level = `h${headingLevel}` as const;

  return (
    <S.Root
      role="region"
      aria-roledescription={t('sliderRoleDescription')}
      aria-label={name}
      aria-busy={busy || undefined}
      className={className}
      data-testid={props['data-testid']}
      data-glimt-recommendations={view}
    >
      <S.Header>
        <S.Heading as={Level}>{name}</S.Heading>
        <S.Controls>
          <S.PageButton
            ref={track.prevRef}
            type="button"
            aria-label={t('sliderPrevious')}
            disabled={busy || track.position.atStart}
            onClick={track.goPrevious}
          >
            <ChevronLeftIcon />
          </S.PageButton>
          <S.PageButton
            ref={track.nextRef}
            type="button"
            aria-label={t('sliderNext')}
            disabled={busy || track.position.atEnd}
            onClick={track.goNext}
          >
            <ChevronRightIcon />
          </S.PageButton>
        </S.Controls>
      </S.Header>
      <S.TrackClip>
        <S.Track ref={track.trackRef} role="list" $layout="grid" $focusable={false} onKeyDown={moveFocus}>
          {busy
            ? Array.from({ length: count }, (_, index) => (
                <S.Slide key={`skeleton-${index}`}>
                  <ProductCardSkeleton />
                </S.Slide>
              ))
            : displays.map((display, index) => (
                <S.Slide key={`${display.product_id}-${index}`}>
                  <RecommendationCard
                    display={display}
                    href={hrefs?.[index] ?? display.page_url}
                    index={index}
                    kit={kit}
                  />
                </S.Slide>
              ))}
        </S.Track>
      </S.TrackClip>
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {busy ? '' : track.announcement}
      </VisuallyHidden>
    </S.Root>
  );
}
