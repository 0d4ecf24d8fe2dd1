import { styled } from 'styled-components';

export const Header = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[2]};
`;

export const CategoryHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => `${theme.space[0.5]} ${theme.space[1.5]}`};

  h2 {
    margin: 0;
  }
`;

export const Badge = styled.span<{ $on: boolean }>`
  display: inline-block;
  padding: 2px ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  background: ${({ $on, theme }) => ($on ? theme.colors.successSubtle : theme.colors.subtle)};
  color: ${({ $on, theme }) => ($on ? theme.colors.success : theme.colors.textMuted)};
`;

export const Count = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Cookies = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0 !important;
  display: grid;
  gap: ${({ theme }) => theme.space[1.5]};
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 1fr 1fr;
  }

  li + li {
    margin-top: 0 !important;
  }
`;

export const CookieCard = styled.li`
  padding: ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radii.md};

  h3 {
    margin: 0 0 ${({ theme }) => theme.space[1]} !important;
    font-size: ${({ theme }) => theme.fontSizes.md} !important;
    font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
    overflow-wrap: anywhere;
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: ${({ theme }) => `${theme.space[0.5]} ${theme.space[1.5]}`};
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
