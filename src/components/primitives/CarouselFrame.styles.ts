// The frame of a product carousel (region, header, scroll-snapped track, slides), shared by the shop's
// ProductCarousel and the widget's RecommendationSlider so both look and scroll the same.
import { styled, css } from 'styled-components';
import { VisuallyHidden } from './VisuallyHidden';
import type { CarouselLayout } from '../../shop/carousel';

/**
 * Room around the items for their focus rings (a card draws its ring 4 px outside itself, 3 px
 * wide), which the scroll container would otherwise clip. Negative margins give it back.
 */
export const FOCUS_GUTTER = 8;

export const Root = styled.div`
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
export const TrackClip = styled.div`
  overflow-x: clip;
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 44px;
  margin-bottom: ${({ theme }) => theme.space[2]};
`;

export const Heading = styled.h2`
  flex: 1 1 auto;
  min-width: 0;
  margin: 0;
  /* A title can carry data ("Populært i <category>"): a word longer than the line breaks anywhere,
     or the heading, which the track does not clip, pushes the page sideways (#42). */
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: ${({ theme }) => theme.colors.text};

  ${({ theme }) => theme.media.tablet} {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

export const HiddenHeading = styled(VisuallyHidden).attrs({ as: 'h2' })``;

export const Controls = styled.div`
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

export const Track = styled.ul<{ $layout: CarouselLayout; $focusable: boolean }>`
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

export const Slide = styled.li`
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
