import { css, keyframes, styled } from 'styled-components';

const pulse = keyframes`
  50% {
    opacity: 0.35;
  }
`;

/** The field: a button that looks like a text field. */
export const Trigger = styled.button<{ $hasQuery: boolean; $busy: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  width: 100%;
  min-width: 0;
  height: 44px;
  padding: 0 ${({ theme }) => theme.space[1.5]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ $hasQuery, theme }) => ($hasQuery ? theme.colors.text : theme.colors.textMuted)};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.md};
  text-align: left;
  cursor: ${({ $busy }) => ($busy ? 'progress' : 'text')};
  outline: none;
  outline-offset: 1px;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
  transition: border-color ${({ theme }) => theme.durations.fast}ms ${({ theme }) => theme.easings.standard};
  &:hover {
    border-color: ${({ theme }) => theme.colors.text};
  }
  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
  }
  > svg {
    flex: none;
  }
  /* The busy hint: the glyph pulses (or dims) while the modal's code is on its way. */
  ${({ $busy, theme }) =>
    $busy &&
    css`
      > svg {
        animation: ${pulse} 1s ease-in-out infinite;
      }
      ${theme.media.reducedMotion} {
        > svg {
          animation: none;
          opacity: 0.5;
        }
      }
    `}
  > span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;
