import { styled } from 'styled-components';
import { Link } from '../../primitives/Link';

export const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

export const Row = styled.button<{ $focusVisible: boolean }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 56px;
  margin: 0 -${({ theme }) => theme.space[1]};
  width: calc(100% + ${({ theme }) => theme.space[2]});
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[1]}`};
  border: 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  text-align: start;
  cursor: pointer;
  outline: ${({ $focusVisible, theme }) => ($focusVisible ? `3px solid ${theme.colors.focus}` : 'none')};
  outline-offset: -3px;
  transition: background-color ${({ theme }) => theme.durations.fast}ms
    ${({ theme }) => theme.easings.standard};
  &:hover {
    background: ${({ theme }) => theme.colors.subtle};
  }
  & > svg {
    flex: none;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const BackRow = styled.button<{ $focusVisible: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[0.5]};
  min-height: 44px;
  margin-left: -${({ theme }) => theme.space[1]};
  padding: 0 ${({ theme }) => theme.space[1.5]} 0 ${({ theme }) => theme.space[0.5]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.accent};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
  outline: ${({ $focusVisible, theme }) => ($focusVisible ? `3px solid ${theme.colors.focus}` : 'none')};
  outline-offset: 0;
  &:hover {
    background: ${({ theme }) => theme.colors.subtle};
  }
`;

export const DetailHeading = styled.h3`
  margin: ${({ theme }) => `${theme.space[1]} 0 ${theme.space[2]}`};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

export const Group = styled.div`
  margin-top: ${({ theme }) => theme.space[3]};
`;

export const GroupHeading = styled.h4`
  margin-bottom: ${({ theme }) => theme.space[0.5]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.02em;
  text-transform: uppercase;
`;

export const MenuLink = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1.5]};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[1]};
  margin: 0 -${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  outline-offset: -3px;
  &:hover {
    color: ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.subtle};
  }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.accent};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  & > svg {
    flex: none;
    color: ${({ theme }) => theme.colors.accent};
  }
`;

export const AllLink = styled(MenuLink)`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.accent};
`;

export const Shortcuts = styled.nav`
  margin-top: ${({ theme }) => theme.space[3]};
  padding-top: ${({ theme }) => theme.space[1]};
`;
