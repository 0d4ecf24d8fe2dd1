import { styled } from 'styled-components';

/**
 * Data texts (brand, name, package, specification, variants) break anywhere when they have to: a
 * word longer than the column (hostile data, #42) wraps instead of widening the page. Every grid's
 * column is `minmax(0, …)` for the same reason: an `auto` column grows to its longest word.
 */
export const Root = styled.article`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

/** Gallery and buy box: stacked on phones, side by side (7:5) from the desktop width. */
export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);
    gap: ${({ theme }) => theme.space[5]};
    align-items: start;
  }
`;

export const Aside = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[2]};
  align-content: start;
  min-width: 0;
`;

export const Brand = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

export const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  overflow-wrap: anywhere;
`;

export const Package = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

export const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
`;

export const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[1.5]};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

export const SpecList = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

export const Failure = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  justify-items: start;
  max-width: 560px;
  padding: ${({ theme }) => theme.space[4]} 0;
  p {
    margin: 0;
  }
`;
