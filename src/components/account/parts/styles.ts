import { styled } from 'styled-components';
import type { StatusTone } from '../../../shop/account/tone';

/** An account page's column. */
export const Page = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

/** The page's heading. */
export const PageTitle = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  overflow-wrap: anywhere;
  &:focus {
    outline: none;
  }
`;

/** A section's heading. */
export const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

/** A bordered block of a page. */
export const Card = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  min-width: 0;
  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space[3]};
  }
  p {
    margin: 0;
  }
`;

/** Muted text. */
export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A row of actions that wraps on a phone. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1.5]};
  align-items: center;
`;

/** A message block: danger, warning or success. */
export const Notice = styled.div<{ $tone?: 'danger' | 'warning' | 'success' }>`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ $tone = 'danger', theme }) =>
    $tone === 'success'
      ? theme.colors.successSubtle
      : $tone === 'warning'
        ? theme.colors.warningSubtle
        : theme.colors.dangerSubtle};
  color: ${({ theme }) => theme.colors.text};
  p {
    margin: 0;
  }
`;

/** Facts as label and value pairs, two columns from a tablet up. */
export const Facts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[1.5]};
  margin: 0;
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  div {
    display: grid;
    /* A fact beside a taller one keeps its value under its label. */
    align-content: start;
    gap: ${({ theme }) => theme.space[0.5]};
    min-width: 0;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const TONE_COLOURS = {
  neutral: ['stage', 'text'],
  info: ['accentSubtle', 'accentStrong'],
  success: ['successSubtle', 'success'],
  warning: ['warningSubtle', 'warning'],
  danger: ['dangerSubtle', 'danger'],
} as const;

/** A status badge in its tone's colours (the text says the status; colour only repeats it). */
export const StatusBadge = styled.span<{ $tone: StatusTone }>`
  display: inline-block;
  padding: 2px ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ $tone, theme }) => theme.colors[TONE_COLOURS[$tone][0]]};
  color: ${({ $tone, theme }) => theme.colors[TONE_COLOURS[$tone][1]]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;
`;
