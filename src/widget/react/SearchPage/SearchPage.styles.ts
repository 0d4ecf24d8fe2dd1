import { styled } from 'styled-components';

export const Page = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  font-family: ${({ theme }) => theme.fonts.body};
  color: ${({ theme }) => theme.colors.text};
`;

export const Header = styled.header`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  min-width: 0;
  gap: ${({ theme }) => theme.space[1.5]};
  h1,
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    line-height: ${({ theme }) => theme.lineHeights.tight};
    overflow-wrap: anywhere;
    ${({ theme }) => theme.media.tablet} {
      font-size: ${({ theme }) => theme.fontSizes.xxl};
    }
  }
`;

export const FieldSlot = styled.div`
  max-width: 560px;
`;

export const Count = styled.p`
  margin: 0;
  min-height: 1.5em;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const ContentResults = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  ul {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
    gap: ${({ theme }) => theme.space[1]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: block;
    padding: ${({ theme }) => theme.space[1.5]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    color: inherit;
    text-decoration: none;
    &:hover {
      background: ${({ theme }) => theme.colors.subtle};
    }
    &:focus-visible {
      outline: 2px solid ${({ theme }) => theme.colors.focus};
      outline-offset: 2px;
    }
  }
`;

export const TextButton = styled.button`
  justify-self: start;
  min-height: 44px;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.accent};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const Suggestions = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 36px;
    padding: 0 ${({ theme }) => theme.space[1.5]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.pill};
    color: inherit;
    text-decoration: none;
    &:focus-visible {
      outline: 2px solid ${({ theme }) => theme.colors.focus};
      outline-offset: 2px;
    }
  }
`;
