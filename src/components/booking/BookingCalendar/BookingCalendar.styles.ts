import { styled } from 'styled-components';

export const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  max-width: 360px;
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[1]};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  /* Only the heading's first letter: "November 2026" starts a line; a month inside one is nb's "nov." */
  h3::first-letter {
    text-transform: uppercase;
  }
`;

export const Grid = styled.table`
  border-collapse: collapse;
  width: 100%;
  table-layout: fixed;
  th {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.textMuted};
    padding: ${({ theme }) => theme.space[0.5]} 0;
    text-transform: capitalize;
  }
  td {
    padding: 2px;
    text-align: center;
  }
`;

export const Day = styled.button<{ $selected: boolean; $available: boolean }>`
  position: relative;
  width: 100%;
  min-width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid
    ${({ $available, $selected, theme }) => ($selected ? theme.colors.accent : $available ? theme.colors.border : 'transparent')};
  background: ${({ $selected, $available, theme }) => ($selected ? theme.colors.accent : $available ? theme.colors.surface : 'transparent')};
  color: ${({ $selected, $available, theme }) => ($selected ? theme.colors.textInverse : $available ? theme.colors.text : theme.colors.textMuted)};
  font: inherit;
  font-weight: ${({ $available, theme }) => ($available ? theme.fontWeights.semibold : theme.fontWeights.regular)};
  text-decoration: ${({ $available }) => ($available ? 'none' : 'line-through')};
  cursor: ${({ $available }) => ($available ? 'pointer' : 'default')};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  /* A day with free times carries a dot under its number (not colour alone; the name says it too). */
  &[data-free]::after {
    content: '';
    position: absolute;
    left: 50%;
    bottom: 4px;
    width: 6px;
    height: 6px;
    margin-left: -3px;
    border-radius: 50%;
    background: ${({ $selected, theme }) => ($selected ? theme.colors.textInverse : theme.colors.accent)};
  }
`;

export const Legend = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  &::before {
    content: '';
    flex: none;
    width: 6px;
    height: 6px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.accent};
  }
`;
