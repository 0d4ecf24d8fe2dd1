import { styled } from 'styled-components';

export const Layout = styled.div<{ $sidebar: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  font-family: ${({ theme }) => theme.fonts.body};
  color: ${({ theme }) => theme.colors.text};
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: ${({ $sidebar }) => ($sidebar ? '260px minmax(0, 1fr)' : 'minmax(0, 1fr)')};
    align-items: start;
  }
`;

export const Sidebar = styled.aside`
  display: none;
  ${({ theme }) => theme.media.desktop} {
    display: block;
    position: sticky;
    top: ${({ theme }) => theme.space[2]};
    max-height: calc(100vh - 32px);
    overflow-y: auto;
  }
`;

export const Main = styled.div`
  container-type: inline-size;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

export const Toolbar = styled.div<{ $reserve: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[1.5]};
  /* Until the answer brings the sorting select (its label and 44 px field: 76 px), the toolbar
     keeps its room, so the grid does not move down when it comes (layout shift). */
  min-height: ${({ $reserve }) => ($reserve ? '76px' : '0')};
`;

export const FilterButton = styled.button`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  ${({ theme }) => theme.media.desktop} {
    display: none;
  }
`;

export const Footer = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin-top: ${({ theme }) => theme.space[2]};
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const MoreButton = styled(FilterButton)`
  ${({ theme }) => theme.media.desktop} {
    display: inline-block;
  }
`;

export const Message = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[3]} 0;
  p {
    margin: 0;
  }
`;

export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;
