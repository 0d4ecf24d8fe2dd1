import { styled } from 'styled-components';

export const Crumbs = styled.nav`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[1]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li + li::before {
    content: '/';
    margin-right: ${({ theme }) => theme.space[1]};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  a {
    color: inherit;
    &:focus-visible {
      outline: 2px solid ${({ theme }) => theme.colors.focus};
      outline-offset: 2px;
    }
  }
  [aria-current='page'] {
    color: ${({ theme }) => theme.colors.textMuted};
    text-decoration: none;
  }
`;

export const QuickLinks = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0 0 ${({ theme }) => theme.space[0.5]};
  list-style: none;
  overflow-x: auto;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.space[1.5]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.pill};
    color: inherit;
    white-space: nowrap;
    text-decoration: none;
    &:hover {
      background: ${({ theme }) => theme.colors.subtle};
    }
    &:focus-visible {
      outline: 2px solid ${({ theme }) => theme.colors.focus};
      outline-offset: -2px;
    }
  }
`;

export const TitleSkeleton = styled.span`
  display: block;
  width: 12ch;
  max-width: 100%;
  height: 1.2em;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.stage};
`;

/** The room of the breadcrumb's line until the answer brings it. */
export const CrumbsSkeleton = styled.span`
  display: block;
  width: 16ch;
  max-width: 100%;
  height: 1.5em;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.stage};
`;

/** The room of the quick links' row (pills of their height) until the answer brings them. */
export const QuickLinksSkeleton = styled.span`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  padding-bottom: ${({ theme }) => theme.space[0.5]};
  overflow: hidden;
  span {
    flex: none;
    width: 96px;
    height: 40px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.stage};
  }
`;
