import { styled } from 'styled-components';

export const Root = styled.article`
  max-width: 760px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[2]} ${theme.space[6]}`};
  color: ${({ theme }) => theme.colors.text};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => `${theme.space[6]} ${theme.space[3]} ${theme.space[8]}`};
  }
`;

export const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  overflow-wrap: anywhere;
  ${({ theme }) => theme.media.tablet} {
    font-size: ${({ theme }) => theme.fontSizes.display};
  }
`;

export const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

export const Updated = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Section = styled.section`
  margin-top: ${({ theme }) => theme.space[4]};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space[1.5]};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    line-height: ${({ theme }) => theme.lineHeights.tight};
    overflow-wrap: anywhere;
  }
  h3 {
    margin: ${({ theme }) => `${theme.space[2]} 0 ${theme.space[1]}`};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space[1.5]};
    overflow-wrap: anywhere;
  }
  ul,
  ol {
    margin: 0 0 ${({ theme }) => theme.space[1.5]};
    padding-left: ${({ theme }) => theme.space[3]};
  }
  li + li {
    margin-top: ${({ theme }) => theme.space[0.5]};
  }
`;

export const Box = styled.section<{ $tone: 'accent' | 'subtle' }>`
  margin-top: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ $tone, theme }) => ($tone === 'accent' ? theme.colors.accentSubtle : theme.colors.subtle)};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space[2]};
  }
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space[0.5]} ${theme.space[2]}`};
  margin: 0;

  dt {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export const LinkList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
`;

export const SkeletonStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

export const ErrorBox = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.dangerSubtle};
  p {
    margin: 0;
  }
`;
