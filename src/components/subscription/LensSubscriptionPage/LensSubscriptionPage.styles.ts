import { styled } from 'styled-components';

export const EyeGroup = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

export const ProductList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

export const ProductItem = styled.li`
  display: grid;
  grid-template-columns: 72px 1fr;
  gap: ${({ theme }) => theme.space[2]};
  align-items: start;
`;

export const ProductText = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  overflow-wrap: anywhere;
`;

/** A skeleton block the height of the loaded page's first screen. */
export const SkeletonPage = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 100vh;
  align-content: start;
`;
