import { styled } from 'styled-components';

/** The page frame of every glasses subscription page: one column, 375 px first. */
export const Page = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  max-width: 720px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[2]};
  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[3]};
  }
`;

export const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  line-height: 1.2;
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

export const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

export const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[1.5]};
`;

/** An outcome or failure; focusable so focus can move to it after an action. */
export const Notice = styled.div<{ $tone: 'danger' | 'warning' | 'success' | 'info' }>`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ $tone, theme }) =>
    $tone === 'danger'
      ? theme.colors.dangerSubtle
      : $tone === 'warning'
        ? theme.colors.warningSubtle
        : $tone === 'success'
          ? theme.colors.successSubtle
          : theme.colors.accentSubtle};
  p {
    margin: 0;
  }
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** Label and value pairs: stacked on a phone, side by side from a tablet. */
export const Facts = styled.dl`
  display: grid;
  margin: 0;
  gap: 0;
  div {
    display: grid;
    gap: ${({ theme }) => theme.space[0.5]};
    padding: ${({ theme }) => theme.space[1.5]} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
    ${({ theme }) => theme.media.tablet} {
      grid-template-columns: 14rem minmax(0, 1fr);
      gap: ${({ theme }) => theme.space[2]};
    }
  }
  dt {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1.5]};
`;

export const LinkList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A card of a list (a perk, a document). */
export const Card = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[0.5]};
  padding: ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radii.lg};
  h2,
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
  }
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Frame = styled.div`
  display: grid;
  grid-template-columns: 96px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;
`;
