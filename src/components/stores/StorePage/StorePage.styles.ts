import { styled } from 'styled-components';

export const Root = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  max-width: 880px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[2]};
`;

// A store's name, address and deviation labels are data: a word longer than the line (#42) breaks
// anywhere instead of pushing the page sideways.
export const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  overflow-wrap: anywhere;
`;

export const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  overflow-wrap: anywhere;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
  }
`;

export const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 1fr 1fr;
  }
`;

export const Table = styled.table`
  border-collapse: collapse;
  width: 100%;
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.space[0.5]} ${({ theme }) => theme.space[1]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
  }
  /*
   * The hours (with a deviation's label) break anywhere, so the table's narrowest width stays that
   * of its day column and it never grows past its container; the day ("Torsdag 24. desember", our
   * own short format) stays on one line beside a label that takes the rest.
   */
  td {
    overflow-wrap: anywhere;
  }
  th[scope='row'] {
    white-space: nowrap;
  }
  /* The day starts with a capital, the month stays as nb writes it: "Tirsdag 17. nov.", not "Nov." */
  th[scope='row']::first-letter {
    text-transform: uppercase;
  }
  tr[data-deviation] td {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;
