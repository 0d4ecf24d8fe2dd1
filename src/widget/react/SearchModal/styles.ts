import { styled, css, keyframes } from 'styled-components';

/**
 * Layout of the search modal (widget spec, section 2): 80vw wide from tablet up (the whole
 * screen below), a low-height layout at `max-height: 700px`, and placed at the vertical centre
 * only on devices with a fine hover pointer and a viewport over 790 px (over 1000 px for other
 * devices); otherwise at the top. Opened from a `SearchField`, it sits over the host's field.
 */

import {
  FULL_SCREEN_QUERY,
  LOW_HEIGHT_QUERY,
  TWO_COLUMN_QUERY,
  type PanelAnchor,
} from '../../core/searchModal';

export { FULL_SCREEN_QUERY, LOW_HEIGHT_QUERY, TWO_COLUMN_QUERY };
export type { PanelAnchor };

const enter = keyframes`
  from { opacity: 0; transform: translateY(-8px); }
`;
const exit = keyframes`
  to { opacity: 0; transform: translateY(-8px); }
`;

/** Space above and below the panel when it is not full screen. */
const GAP = 16;
/** Height the panel is laid out for (the header never moves while results come and go). */
const PANEL_HEIGHT = 720;

export const Panel = styled.div<{ $exiting: boolean; $ms: number; $anchor: PanelAnchor | null }>`
  --search-panel-height: min(${PANEL_HEIGHT}px, calc(100dvh - ${2 * GAP}px));
  position: fixed;
  z-index: 1;
  display: flex;
  flex-direction: column;
  box-sizing: border-box;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fonts.body};
  outline: none;
  animation: ${({ $exiting }) => ($exiting ? exit : enter)} ${({ $ms }) => $ms}ms
    ${({ $exiting, theme }) => ($exiting ? theme.easings.exit : theme.easings.standard)} both;
  ${({ theme }) => theme.media.reducedMotion} {
    animation: none;
  }

  /* Below tablet: the whole screen. */
  inset: 0;
  width: 100vw;
  height: 100dvh;

  @media (min-width: 768px) {
    inset: auto;
    top: ${GAP}px;
    left: 10vw;
    width: 80vw;
    height: auto;
    max-height: calc(100dvh - ${2 * GAP}px);
    border-radius: ${({ theme }) => theme.radii.lg};
    box-shadow: ${({ theme }) => theme.shadows.lg};
    overflow: hidden;
  }

  @media (min-width: 768px) and (hover: hover) and (pointer: fine) and (min-height: 791px),
    (min-width: 768px) and (min-height: 1001px) {
    /* Laid out as if it were full height, so the field stays put while the content grows. */
    top: calc((100dvh - var(--search-panel-height)) / 2);
    max-height: var(--search-panel-height);
  }

  @media (min-width: 768px) and ${LOW_HEIGHT_QUERY} {
    top: ${GAP / 2}px;
    max-height: calc(100dvh - ${GAP}px);
  }

  /* Aligned to a host's field, the panel's top may reach the viewport's edge: a field 12-20 px
     from the top (a common header) then stays exactly under the host's, not a few px lower. */
  ${({ $anchor }) =>
    $anchor &&
    css`
      @media (min-width: 768px) {
        &&& {
          top: max(0px, ${$anchor.top}px);
          left: clamp(${GAP}px, ${$anchor.left}px, calc(20vw - ${GAP}px));
          max-height: calc(100dvh - max(0px, ${$anchor.top}px) - ${GAP}px);
        }
      }
    `}
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  flex: none;
  padding: ${({ theme }) => theme.space[1]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
  @media (min-width: 768px) {
    padding: ${({ theme }) => theme.space[1.5]} ${({ theme }) => theme.space[2]};
  }
`;

export const Form = styled.form`
  display: flex;
  flex: 1 1 auto;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  margin: 0;
`;

export const InputWrap = styled.div`
  position: relative;
  display: flex;
  flex: 1 1 auto;
  align-items: center;
  min-width: 0;
  height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  /* The text field shows its focus ring whenever it has focus: it is where typing goes. */
  &:focus-within {
    border-color: ${({ theme }) => theme.colors.accent};
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  > svg {
    flex: none;
    margin-left: ${({ theme }) => theme.space[1.5]};
    pointer-events: none;
  }
`;

export const Input = styled.input`
  flex: 1 1 auto;
  min-width: 0;
  height: 100%;
  padding: 0 ${({ theme }) => theme.space[1]};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  /* 16 px keeps iOS from zooming in on focus. */
  font-size: ${({ theme }) => theme.fontSizes.md};
  outline: none;
  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 1;
  }
  &::-webkit-search-cancel-button {
    display: none;
  }
`;

const iconButton = css<{ $focusVisible: boolean }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
  outline: ${({ $focusVisible, theme }) => ($focusVisible ? `3px solid ${theme.colors.focus}` : 'none')};
  outline-offset: -3px;
  &:hover {
    background: ${({ theme }) => theme.colors.subtle};
  }
`;

export const IconButton = styled.button<{ $focusVisible: boolean }>`
  ${iconButton}
`;

export const ClearButton = styled.button<{ $focusVisible: boolean }>`
  ${iconButton}
  min-width: 40px;
  height: 40px;
  margin-right: 2px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const SubmitButton = styled.button<{ $focusVisible: boolean }>`
  ${iconButton}
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.textInverse};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  outline-offset: 2px;
  &:hover {
    background: ${({ theme }) => theme.colors.accentStrong};
  }
  @media (min-width: 768px) {
    padding: 0 ${({ theme }) => theme.space[2]};
  }
`;

/** The submit button's text: hidden on small screens (the icon and its name stay). */
export const SubmitText = styled.span`
  @media (max-width: 767.98px) {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;

/** The listbox: the scrolling body of the panel. */
export const Listbox = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  align-content: start;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]};
  outline: none;
  &:empty {
    display: none;
  }
  @media ${TWO_COLUMN_QUERY} {
    grid-template-columns: minmax(200px, 1fr) minmax(0, 3fr);
    gap: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => theme.space[3]};
  }
  @media ${LOW_HEIGHT_QUERY} {
    padding-top: ${({ theme }) => theme.space[1.5]};
    padding-bottom: ${({ theme }) => theme.space[1.5]};
  }
`;

export const Column = styled.div<{ $main?: boolean; $alone?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  @media ${TWO_COLUMN_QUERY} {
    grid-column: ${({ $main, $alone }) => ($alone ? '1 / -1' : $main ? 2 : 1)};
    grid-row: 1;
  }
`;

export const Group = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

export const GroupHeader = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[1]};
  margin-bottom: ${({ theme }) => theme.space[1]};
`;

export const GroupLabel = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

export const Count = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
`;

const optionBase = css<{ $highlighted: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  cursor: pointer;
  -webkit-tap-highlight-color: transparent;
  background: ${({ $highlighted, theme }) => ($highlighted ? theme.colors.accentSubtle : 'transparent')};
  outline: ${({ $highlighted, theme }) => ($highlighted ? `2px solid ${theme.colors.focus}` : 'none')};
  outline-offset: -2px;
`;

export const TextOption = styled.a<{ $highlighted: boolean }>`
  ${optionBase}
  min-height: 40px;
  padding: ${({ theme }) => theme.space[0.5]} ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  > svg {
    flex: none;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  @media ${LOW_HEIGHT_QUERY} {
    min-height: 36px;
  }
`;

export const OptionText = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  > span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

export const OptionMeta = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Matched part of a suggestion. */
export const Match = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const Cards = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[1]};
  @media (min-width: 768px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (min-width: 768px) and (min-height: 700.02px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[2]};
  }
`;

export const CardOption = styled.a<{ $highlighted: boolean }>`
  ${optionBase}
  display: block;
  padding: ${({ theme }) => theme.space[1]};
  &:hover {
    background: ${({ $highlighted, theme }) => ($highlighted ? theme.colors.accentSubtle : theme.colors.subtle)};
  }
`;

export const ViewAll = styled.a<{ $highlighted: boolean }>`
  ${optionBase}
  justify-content: center;
  align-self: flex-start;
  min-height: 44px;
  margin-top: ${({ theme }) => theme.space[2]};
  padding: 0 ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accent};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  @media ${LOW_HEIGHT_QUERY} {
    margin-top: ${({ theme }) => theme.space[1]};
  }
  @media (max-width: 767.98px) {
    align-self: stretch;
  }
`;

export const Notice = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[0.5]};
  padding: ${({ theme }) => theme.space[2]} 0;
  color: ${({ theme }) => theme.colors.text};
  p {
    margin: 0;
  }
  p + p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;
