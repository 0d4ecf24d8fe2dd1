import { styled, css } from 'styled-components';
import { IconButton } from '../../primitives/IconButton';
import { Link } from '../../primitives/Link';
import { HEADER_BAR_HEIGHT, HEADER_FOLD_ROW_HEIGHT } from './constants';

export const Root = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  /* On phones the folded row leaves a see-through strip: clicks there reach the page below. */
  pointer-events: none;
  & > * {
    pointer-events: auto;
  }
`;

export const SkipLink = styled.a`
  position: absolute;
  top: ${({ theme }) => theme.space[1]};
  left: ${({ theme }) => theme.space[1]};
  z-index: 2;
  padding: ${({ theme }) => `${theme.space[1.5]} ${theme.space[2]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.textInverse};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  white-space: nowrap;
  /* Out of sight (but read and focusable) until it has focus. */
  &:not(:focus) {
    width: 1px;
    height: 1px;
    padding: 0;
    overflow: hidden;
    clip-path: inset(50%);
  }
  &:focus {
    box-shadow: ${({ theme }) => theme.shadows.md};
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const Bar = styled.div`
  position: relative;
  z-index: 1;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[0.5]};
  height: ${HEADER_BAR_HEIGHT}px;
  padding: 0 ${({ theme }) => theme.space[1]};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
  ${({ theme }) => theme.media.tablet} {
    gap: ${({ theme }) => theme.space[1]};
    padding: 0 ${({ theme }) => theme.space[3]};
  }
  /* Lined up with the footer's 1280 px column on wide screens. */
  ${({ theme }) => theme.media.desktop} {
    gap: ${({ theme }) => theme.space[2]};
    padding: 0
      max(${({ theme }) => theme.space[4]}, calc((100% - 1280px) / 2 + ${({ theme }) => theme.space[4]}));
  }
`;

export const LogoLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  flex: none;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.md};
  &:hover {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

/** What only tablets and desktops show in the bar (phones show it in the fold row). */
export const WideOnly = styled.div`
  display: none;
  ${({ theme }) => theme.media.tablet} {
    display: flex;
    flex: 1 1 auto;
    align-items: center;
    justify-content: flex-end;
    gap: ${({ theme }) => theme.space[1]};
    min-width: 0;
  }
  ${({ theme }) => theme.media.desktop} {
    gap: ${({ theme }) => theme.space[2]};
  }
`;

export const Spacer = styled.div`
  flex: 1 1 auto;
  ${({ theme }) => theme.media.tablet} {
    display: none;
  }
`;

export const FoldRow = styled.div<{ $folded: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  height: ${HEADER_FOLD_ROW_HEIGHT}px;
  padding: 0 ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[1]};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
  /* Folded under the bar with a transform: the page below never moves. */
  transform: translateY(${({ $folded }) => ($folded ? '-100%' : '0')});
  transition: transform ${({ theme }) => theme.durations.normal}ms ${({ theme }) => theme.easings.standard};
  ${({ $folded }) =>
    $folded &&
    css`
      box-shadow: none;
      border-bottom-color: transparent;
    `}
  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
  }
  ${({ theme }) => theme.media.tablet} {
    display: none;
  }
`;

export const SearchTrigger = styled.button<{ $focusVisible: boolean; $hasQuery: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  flex: 1 1 auto;
  min-width: 0;
  height: 40px;
  padding: 0 ${({ theme }) => theme.space[1.5]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.subtle};
  color: ${({ $hasQuery, theme }) => ($hasQuery ? theme.colors.text : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: start;
  cursor: pointer;
  outline: ${({ $focusVisible, theme }) => ($focusVisible ? `3px solid ${theme.colors.focus}` : 'none')};
  outline-offset: 2px;
  transition: border-color ${({ theme }) => theme.durations.fast}ms ${({ theme }) => theme.easings.standard};
  &:hover {
    border-color: ${({ theme }) => theme.colors.text};
  }
  & > svg {
    flex: none;
    color: ${({ theme }) => theme.colors.text};
  }
  ${({ theme }) => theme.media.tablet} {
    height: 44px;
    max-width: 420px;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

export const TriggerText = styled.span<{ $size?: 'short' | 'long' }>`
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  /* The short prompt below 1024 px, the long one above; the hidden one is not part of the name. */
  ${({ $size, theme }) =>
    $size === 'short'
      ? css`
          ${theme.media.desktop} {
            display: none;
          }
        `
      : $size === 'long'
        ? css`
            display: none;
            ${theme.media.desktop} {
              display: inline;
            }
          `
        : ''}
`;

export const AccountLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[1]};
  flex: none;
  min-width: 44px;
  height: 44px;
  padding: 0 ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  &&:hover {
    background: ${({ theme }) => theme.colors.subtle};
    color: ${({ theme }) => theme.colors.text};
    text-decoration-line: none;
  }
  ${({ theme }) => theme.media.desktop} {
    padding: 0 ${({ theme }) => theme.space[1.5]};
  }
`;

/** The account link's text: read on every screen, shown from 1024 px up (the search needs the room below). */
export const AccountText = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  ${({ theme }) => theme.media.desktop} {
    position: static;
    width: auto;
    height: auto;
    margin: 0;
    max-width: 12rem;
    clip-path: none;
    text-overflow: ellipsis;
  }
`;

export const CartButton = styled(IconButton)`
  position: relative;
`;

export const Badge = styled.span`
  position: absolute;
  top: 2px;
  right: 0;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 20px;
  height: 20px;
  padding: 0 5px;
  border: 2px solid ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: 0.6875rem;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
  line-height: 1;
  pointer-events: none;
  /* Drawn from the attribute, not text: the toggle's name already says the real count. */
  &::after {
    content: attr(data-badge);
  }
`;
