import { styled } from 'styled-components';

export const Root = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  max-width: 720px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[2]};
`;

export const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

export const StepHeading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

export const Progress = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[0.5]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1.5]};
  justify-content: space-between;
`;

export const Alert = styled.div<{ $tone?: 'danger' | 'warning' | 'success' }>`
  padding: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ $tone, theme }) =>
    $tone === 'warning'
      ? theme.colors.warningSubtle
      : $tone === 'success'
        ? theme.colors.successSubtle
        : theme.colors.dangerSubtle};
  color: ${({ theme }) => theme.colors.text};
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  p {
    margin: 0;
  }
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Summary = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[1.5]};
  margin: 0;
  div {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: ${({ theme }) => theme.space[0.5]} ${({ theme }) => theme.space[2]};
    padding-bottom: ${({ theme }) => theme.space[1.5]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
  }
  dt {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  dd {
    margin: 0;
    grid-column: 1;
  }
  dd:nth-of-type(2) {
    grid-column: 2;
    grid-row: 1 / span 2;
    align-self: center;
  }
`;

/** A line of the confirmation's text, without the paragraph's margins (the grid spaces them). */
export const OutcomeText = styled.p`
  margin: 0;
`;

/** "Dette tar du med": a heading one step below the confirmation's. */
export const BringHeading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[1]};
  font-size: 1.125rem;
`;

export const BringList = styled.ul`
  margin: 0;
  padding-inline-start: 20px;
`;
