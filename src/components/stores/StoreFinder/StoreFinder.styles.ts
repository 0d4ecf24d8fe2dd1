import { styled } from 'styled-components';

export const Root = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  max-width: 1100px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[2]};
`;

export const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

export const Controls = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: end;
  }
`;

export const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 1fr) 320px;
    align-items: start;
  }
`;

export const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[1.5]};
`;

export const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[0.5]};
  padding: ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  min-width: 0;
`;

// A store's name and address are data: a word longer than the line (#42) breaks anywhere instead of
// pushing the page sideways.
export const ItemName = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  overflow-wrap: anywhere;
`;

export const Muted = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Status = styled.p`
  margin: 0;
  min-height: 1.5em;
`;
