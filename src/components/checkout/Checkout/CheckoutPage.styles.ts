import { styled } from 'styled-components';

export const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 1120px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[2]};

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 3fr) minmax(300px, 2fr);
    align-items: start;
  }
`;

export const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  grid-column: 1 / -1;
`;

export const Main = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

export const Aside = styled.aside`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;

  ${({ theme }) => theme.media.desktop} {
    position: sticky;
    top: ${({ theme }) => theme.space[3]};
  }
`;

export const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

export const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 1fr 1fr;
    & > .wide {
      grid-column: 1 / -1;
    }
  }
`;

/** A section's heading with its one action at the end of the line (the summary's "Endre handlekurven"). */
export const SummaryHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
  align-items: center;
  justify-content: space-between;
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  align-items: flex-end;
`;

export const Notice = styled.div<{ $tone: 'danger' | 'info' | 'success' }>`
  padding: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.md};
  border-left: 4px solid
    ${({ $tone, theme }) =>
      $tone === 'danger'
        ? theme.colors.danger
        : $tone === 'success'
          ? theme.colors.success
          : theme.colors.accent};
  background: ${({ $tone, theme }) =>
    $tone === 'danger'
      ? theme.colors.dangerSubtle
      : $tone === 'success'
        ? theme.colors.successSubtle
        : theme.colors.subtle};

  p {
    margin: 0;
  }
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Totals = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
  margin: 0;

  & > div {
    display: contents;
  }
  dt,
  dd {
    margin: 0;
  }
  dd {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  .total {
    font-weight: 700;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/** One cart line asking for its prescription (a pair of glasses, a contact lens), focusable after a save. */
export const PrescriptionLine = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radii.md};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

/** A saved prescription on one line: figures in columns, a long one breaks anywhere. */
export const SavedPrescription = styled.p`
  margin: 0;
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
`;
