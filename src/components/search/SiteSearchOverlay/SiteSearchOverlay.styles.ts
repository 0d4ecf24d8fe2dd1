import { styled, css, keyframes } from 'styled-components';
import { IconButton } from '../../primitives/IconButton';
import { ScrollBody } from '../../primitives/ModalFrame';

const dropIn = keyframes`from { opacity: 0; transform: translateY(-12px); }`;
const liftOut = keyframes`to { opacity: 0; transform: translateY(-12px); }`;

export const Panel = styled.div<{ $exiting: boolean; $ms: number }>`
  /* Phones: the whole screen. */
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  outline: none;
  animation: ${({ $exiting }) => ($exiting ? liftOut : dropIn)} ${({ $ms }) => $ms}ms
    ${({ $exiting, theme }) => ($exiting ? theme.easings.exit : theme.easings.standard)} both;
  &:focus-visible {
    outline: none;
  }
  ${({ theme }) => theme.media.tablet} {
    /* Tablet and up: a sheet near the top, like the header's search grown open. */
    position: relative;
    inset: auto;
    align-self: flex-start;
    width: 100%;
    max-width: 880px;
    max-height: calc(100% - 5vh);
    margin-top: 5vh;
    border-radius: ${({ theme }) => theme.radii.lg};
    box-shadow: ${({ theme }) => theme.shadows.lg};
  }
  ${({ theme }) => theme.media.reducedMotion} {
    animation: none;
  }
`;

export const Top = styled.div`
  flex: none;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => `${theme.space[1.5]} ${theme.space[1]} ${theme.space[1.5]} ${theme.space[2]}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
  /* Below a phone's notch or status bar when the overlay fills the screen. */
  padding-top: max(${({ theme }) => theme.space[1.5]}, env(safe-area-inset-top));
  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[2]} ${theme.space[2]} ${theme.space[3]}`};
  }
`;

export const SearchForm = styled.form`
  flex: 1 1 auto;
  min-width: 0;
`;

export const FieldBox = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  height: 48px;
  padding: 0 ${({ theme }) => theme.space[0.5]} 0 ${({ theme }) => theme.space[1.5]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  &:focus-within {
    border-color: ${({ theme }) => theme.colors.text};
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

export const Input = styled.input`
  flex: 1 1 auto;
  min-width: 0;
  height: 100%;
  padding: 0;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  /* 16 px or more, so iOS does not zoom in. */
  font-size: ${({ theme }) => theme.fontSizes.md};
  outline: none;
  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 1;
  }
`;

/* Quieter than the close button beside the field, so the two crosses do not compete. */
export const ClearButton = styled(IconButton)`
  color: ${({ theme }) => theme.colors.textMuted};
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
`;

export const Busy = styled.span`
  display: inline-flex;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Body = styled(ScrollBody)`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[1]} ${theme.space[3]}`};
  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[2]} ${theme.space[3]}`};
  }
`;

export const Message = styled.div`
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[1]} ${theme.space[2]}`};
  ${({ theme }) => theme.media.tablet} {
    padding-inline: ${({ theme }) => theme.space[1.5]};
  }
`;

export const MessageTitle = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  overflow-wrap: anywhere;
`;

export const MessageText = styled.p`
  margin-top: ${({ theme }) => theme.space[0.5]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Listbox = styled.div<{ $busy: boolean }>`
  outline: none;
  opacity: ${({ $busy }) => ($busy ? 0.6 : 1)};
  transition: opacity ${({ theme }) => theme.durations.fast}ms ${({ theme }) => theme.easings.standard};
  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
  }
`;

export const Columns = styled.div<{ $split: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[2]};
  ${({ $split, theme }) =>
    $split &&
    css`
      ${theme.media.tablet} {
        grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
        gap: ${theme.space[3]};
      }
    `}
`;

export const Column = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

export const Group = styled.div``;

export const GroupTitle = styled.div`
  padding: ${({ theme }) => `0 ${theme.space[1]} ${theme.space[0.5]}`};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
  ${({ theme }) => theme.media.tablet} {
    padding-inline: ${({ theme }) => theme.space[1.5]};
  }
`;

const highlighted = css`
  background: ${({ theme }) => theme.colors.accentSubtle};
  box-shadow: inset 3px 0 0 ${({ theme }) => theme.colors.accent};
`;

export const OptionRow = styled.div<{ $active: boolean }>`
  display: flex;
  align-items: center;
  min-height: 48px;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[1]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;
  ${({ $active }) => $active && highlighted}
  ${({ theme }) => theme.media.tablet} {
    padding-inline: ${({ theme }) => theme.space[1.5]};
  }
`;

export const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => `${theme.space[0.5]} ${theme.space[1]}`};
  ${({ theme }) => theme.media.tablet} {
    padding-inline: ${({ theme }) => theme.space[1.5]};
  }
`;

export const Chip = styled.div<{ $active: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ $active, theme }) => ($active ? theme.colors.accent : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ $active, theme }) => ($active ? theme.colors.accentSubtle : theme.colors.surface)};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;
  box-shadow: ${({ $active, theme }) => ($active ? `inset 0 0 0 1px ${theme.colors.accent}` : 'none')};
  svg {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const AllRow = styled(OptionRow)`
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[1]};
  margin-top: ${({ theme }) => theme.space[2]};
  border-top: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: 0 0 ${({ theme }) => theme.radii.md} ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.accent};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
