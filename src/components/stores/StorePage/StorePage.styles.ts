import { styled } from 'styled-components';

export const Root = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  max-width: 880px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[2]};
`;

export const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

export const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
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
  /* The day starts with a capital, the month stays as nb writes it: "Tirsdag 17. nov.", not "Nov." */
  th[scope='row']::first-letter {
    text-transform: uppercase;
  }
  tr[data-deviation] td {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;
