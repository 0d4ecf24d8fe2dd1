// The looks of the search page: the page column, the form, the result type switcher, the state
// blocks (intro, no results, error) and the popular searches.
import { styled, css } from 'styled-components';
import { Link } from '../../primitives/Link';

export const Page = styled.div`
  width: 100%;
  max-width: 1180px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[2]} ${theme.space[6]}`};
  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => `${theme.space[5]} ${theme.space[4]} ${theme.space[8]}`};
  }
`;

export const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  overflow-wrap: anywhere;
  ${({ theme }) => theme.media.tablet} {
    font-size: ${({ theme }) => theme.fontSizes.display};
  }
`;

export const Form = styled.form`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1]};
  max-width: 640px;
  margin-top: ${({ theme }) => theme.space[3]};
`;

export const FieldSlot = styled.div`
  flex: 1 1 auto;
  min-width: 0;
`;

export const SubmitSlot = styled.div`
  flex: none;
  /* Lines the button up with the input under the field's label (label line plus its margin). */
  padding-top: calc(${({ theme }) => theme.fontSizes.md} * ${({ theme }) => theme.lineHeights.normal} + 8px);
`;

export const ScopeNav = styled.nav`
  /* Contains the links' visually hidden counts, so they cannot widen the page. */
  position: relative;
  margin-top: ${({ theme }) => theme.space[4]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
  overflow-x: auto;
  scrollbar-width: none;
`;

export const ScopeList = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space[0.5]};
  margin: 0;
  padding: 0 0 0 2px;
  list-style: none;
`;

export const ScopeLink = styled(Link)<{ $active: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: 48px;
  padding: ${({ theme }) => `0 ${theme.space[1.5]}`};
  margin-bottom: -1px;
  border-bottom: 3px solid transparent;
  border-radius: ${({ theme }) => `${theme.radii.sm} ${theme.radii.sm} 0 0`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  white-space: nowrap;
  outline-offset: -3px;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    border-bottom-color: ${({ theme }) => theme.colors.divider};
  }
  /* The active link is marked by its bar, not by the underline Link gives aria-current. */
  &&[aria-current]:not([aria-current='false']) {
    text-decoration-line: none;
  }
  ${({ $active, theme }) =>
    $active &&
    css`
      &,
      &:hover {
        color: ${theme.colors.text};
        font-weight: ${theme.fontWeights.semibold};
        border-bottom-color: ${theme.colors.accent};
        text-decoration: none;
      }
    `}
`;

export const ScopeCount = styled.span`
  min-width: 24px;
  padding: 1px 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.stage};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-variant-numeric: tabular-nums;
  text-align: center;
`;

export const Results = styled.div`
  margin-top: ${({ theme }) => theme.space[4]};
`;

export const Notice = styled.div`
  max-width: 640px;
`;

export const NoticeTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  overflow-wrap: anywhere;
`;

export const NoticeText = styled.p`
  margin-top: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const ErrorBox = styled.div`
  max-width: 640px;
  padding: ${({ theme }) => theme.space[2]};
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSubtle};
  p {
    margin-bottom: ${({ theme }) => theme.space[1.5]};
  }
`;

export const Popular = styled.div`
  margin-top: ${({ theme }) => theme.space[3]};
`;

export const PopularTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const PopularList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  margin: ${({ theme }) => theme.space[1.5]} 0 0;
  padding: 0;
  list-style: none;
`;

export const PopularLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    background: ${({ theme }) => theme.colors.subtle};
    border-color: ${({ theme }) => theme.colors.text};
  }
  svg {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const PagerNav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[4]};
`;

export const PagerStatus = styled.p`
  margin: 0;
  min-width: 8ch;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const PagerLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    background: ${({ theme }) => theme.colors.subtle};
    border-color: ${({ theme }) => theme.colors.text};
  }
`;
