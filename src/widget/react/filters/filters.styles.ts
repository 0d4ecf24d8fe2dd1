import { styled, css } from 'styled-components';

/** The focus ring every filter control shows on keyboard focus. */
export const focusRing = css`
  outline: 3px solid ${({ theme }) => theme.colors.focus};
  outline-offset: 2px;
`;

export const List = styled.ul<{ $layout?: 'list' | 'grid' | 'swatches' }>`
  display: ${({ $layout }) => ($layout === 'grid' ? 'grid' : 'flex')};
  flex-direction: column;
  gap: ${({ theme, $layout }) => ($layout === 'grid' ? theme.space[1] : theme.space[0.5])};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ $layout }) =>
    $layout === 'grid' &&
    css`
      grid-template-columns: repeat(auto-fill, minmax(56px, 1fr));
    `}
`;

export const Item = styled.li`
  min-width: 0;
`;

/**
 * A row of a list: the control and its label side by side, the count at the far end. Chosen,
 * disabled and variant are data attributes (`data-selected`, `data-disabled`, `data-variant`), not
 * props the CSS is generated from: ticking a value then changes an attribute instead of inserting
 * a new class into the page's style sheet, which on a listing of 600 products made the browser
 * recompute its styles for 15 ms (4x CPU) in the tick's frame.
 */
export const OptionLabel = styled.label<{ $focused: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[0.5]};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  cursor: pointer;
  ${({ $focused }) =>
    $focused &&
    css`
      ${focusRing}
    `}
  &:hover {
    background: ${({ theme }) => theme.colors.subtle};
  }
  &[data-disabled] {
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: default;
  }
  &[data-disabled]:hover {
    background: transparent;
  }
  &[data-variant='size'] {
    justify-content: center;
    padding: 0 ${({ theme }) => theme.space[1]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    text-align: center;
  }
  &[data-variant='size']:hover {
    background: ${({ theme }) => theme.colors.subtle};
  }
  &[data-variant='size'][data-selected] {
    border-color: ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.textInverse};
  }
  &[data-variant='size'][data-selected]:hover {
    background: ${({ theme }) => theme.colors.accentStrong};
  }
  &[data-variant='size'][data-disabled] {
    /* No products in this size: crossed out and dashed, not only greyed. */
    border-style: dashed;
    color: ${({ theme }) => theme.colors.textMuted};
    text-decoration: line-through;
  }
  &[data-variant='size'][data-disabled]:not([data-selected]):hover {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

/** The drawn box of a list checkbox; `data-checked` and `data-disabled` as on {@link OptionLabel}. */
export const Box = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 20px;
  height: 20px;
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textInverse};
  &[data-checked] {
    border-color: ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.accent};
  }
  &[data-disabled] {
    opacity: 0.5;
  }
  svg {
    width: 16px;
    height: 16px;
  }
`;

/**
 * A colour swatch: the colour, ringed when chosen (`data-checked`); a striped stage when the colour
 * is unknown.
 */
export const Swatch = styled.span<{ $hex: string | null }>`
  flex: none;
  position: relative;
  width: 28px;
  height: 28px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ $hex, theme }) =>
    $hex ?? `repeating-linear-gradient(45deg, ${theme.colors.stage} 0 4px, ${theme.colors.divider} 4px 8px)`};
  box-shadow:
    inset 0 0 0 1px rgba(18, 20, 22, 0.25),
    0 0 0 2px ${({ theme }) => theme.colors.surface},
    0 0 0 4px transparent;
  &[data-checked] {
    box-shadow:
      inset 0 0 0 1px rgba(18, 20, 22, 0.25),
      0 0 0 2px ${({ theme }) => theme.colors.surface},
      0 0 0 4px ${({ theme }) => theme.colors.accent};
  }
  margin: 4px;
  color: ${({ theme }) => theme.colors.textInverse};
  svg {
    position: absolute;
    inset: 4px;
    width: 20px;
    height: 20px;
    filter: drop-shadow(0 0 1px rgba(0, 0, 0, 0.9));
  }
`;

export const Name = styled.span`
  flex: 1 1 auto;
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const Count = styled.span`
  flex: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
`;

export const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[1]} 0;
  &:empty {
    padding: 0;
  }
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A quiet text button ("show more", "clear all"). */
export const TextButton = styled.button`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[0.5]};
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.accent};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: underline;
  text-underline-offset: 3px;
  cursor: pointer;
  border-radius: ${({ theme }) => theme.radii.sm};
  &:hover {
    color: ${({ theme }) => theme.colors.accentStrong};
  }
  &:focus-visible {
    ${focusRing}
  }
`;

export const SearchInput = styled.input`
  box-sizing: border-box;
  width: 100%;
  height: 44px;
  margin-bottom: ${({ theme }) => theme.space[1]};
  padding: 0 ${({ theme }) => theme.space[1.5]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.md};
  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &:focus-visible {
    ${focusRing}
    outline-offset: 0;
  }
`;

export const Root = styled.div`
  font-family: ${({ theme }) => theme.fonts.body};
  color: ${({ theme }) => theme.colors.text};
`;

/** Visually hidden text for a live region. */
export const LiveRegion = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;
