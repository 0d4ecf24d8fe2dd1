import { styled, css } from 'styled-components';
import type { CardLayout } from '../../../shop/productCard';
import { ImageFrame } from '../../primitives/ImageFrame';
import { Link } from '../../primitives/Link';

type CardLayoutProps = { $layout: CardLayout };

export const Root = styled.div<CardLayoutProps>`
  position: relative;
  isolation: isolate;
  display: flex;
  min-width: 0;
  height: 100%;
  color: ${({ theme }) => theme.colors.text};
  ${({ $layout, theme }) =>
    $layout === 'cart'
      ? css`
          flex-direction: row;
          align-items: flex-start;
          gap: ${theme.space[1.5]};
        `
      : css`
          flex-direction: column;
          gap: ${theme.space[1.5]};
        `}
`;

/** The media comes first on screen; in the document the heading comes first, then the rest. */
export const MediaSlot = styled.div<CardLayoutProps>`
  order: -1;
  flex: none;
  ${({ $layout }) =>
    $layout === 'cart'
      ? css`
          width: 80px;
          ${({ theme }) => theme.media.tablet} {
            width: 96px;
          }
        `
      : css`
          width: 100%;
        `}
`;

export const Body = styled.div<CardLayoutProps>`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[0.5]};
  min-width: 0;
  padding-inline: ${({ $layout }) => ($layout === 'cart' ? 0 : '2px')};
`;

export const Heading = styled.h3<CardLayoutProps>`
  margin: 0;
  font-size: ${({ $layout, theme }) => ($layout === 'cart' ? theme.fontSizes.sm : theme.fontSizes.md)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1.35;
`;

export const Brand = styled.span`
  display: block;
  overflow: hidden;
  margin-bottom: 2px;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  letter-spacing: 0.06em;
  text-transform: uppercase;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Name = styled.span<CardLayoutProps>`
  display: -webkit-box;
  overflow: hidden;
  /* Two lines at most; a grid card always reserves two, so the prices in a row line up. */
  min-height: ${({ $layout }) => ($layout === 'grid' ? 'calc(2 * 1.35em)' : '0')};
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  line-clamp: 2;
  overflow-wrap: anywhere;
`;

/** The whole card is this link: its click area stretches over the card. */
export const CardLink = styled(Link)`
  && {
    display: block;
    color: inherit;
    text-decoration: none;
    outline: none;
    border-radius: 0;
  }
  &&::after {
    content: '';
    position: absolute;
    inset: 0;
    z-index: 1;
    border-radius: ${({ theme }) => theme.radii.lg};
  }
  &&:focus-visible::after {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 4px;
  }
  &&:hover ${Name} {
    text-decoration: underline;
    text-decoration-thickness: 1px;
    text-underline-offset: 0.18em;
  }
`;

export const Package = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Details = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[0.5]};
  padding-top: ${({ theme }) => theme.space[0.5]};
`;

export const Overlay = styled.div`
  position: absolute;
  inset: ${({ theme }) => theme.space[1]};
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[0.5]};
  pointer-events: none;
`;

export const Corner = styled.div`
  display: flex;
  max-width: 100%;
`;

export const SkeletonBody = styled(Body)`
  font-size: ${({ $layout, theme }) => ($layout === 'cart' ? theme.fontSizes.sm : theme.fontSizes.md)};
`;

export const Hidden = styled(Root)`
  visibility: hidden;
`;

/** The stage of a card that failed to load: the frame's ratio, a dashed outline and a note. */
export const ErrorFrame = styled(ImageFrame)`
  padding: ${({ theme }) => theme.space[2]};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.subtle};
`;

export const ErrorText = styled.p`
  margin: 0;
  max-width: 24ch;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;
