import { styled } from 'styled-components';

export const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  max-width: 1120px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[2]};
  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space[3]};
  }
`;

export const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
`;

export const AreaTitle = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: 240px minmax(0, 1fr);
    align-items: start;
  }
`;

export const Nav = styled.nav`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
`;

export const NavToggle = styled.button`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  width: 100%;
  min-height: 48px;
  padding: 0 ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-align: start;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  svg {
    transition: transform ${({ theme }) => theme.durations.fast}ms;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
  ${({ theme }) => theme.media.desktop} {
    display: none;
  }
`;

export const NavList = styled.ul<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'grid' : 'none')};
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.desktop} {
    display: grid;
  }
  a {
    display: block;
    padding: ${({ theme }) => theme.space[1.5]} ${({ theme }) => theme.space[2]};
    border-radius: ${({ theme }) => theme.radii.md};
    border-inline-start: 4px solid transparent;
    text-decoration: none;
  }
  a[aria-current] {
    border-inline-start-color: ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.accentSubtle};
  }
`;

export const Main = styled.div`
  min-width: 0;
`;
