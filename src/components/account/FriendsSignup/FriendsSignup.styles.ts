import { styled } from 'styled-components';

export const Root = styled.section`
  max-width: 640px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[2]} ${theme.space[6]}`};
  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => `${theme.space[6]} ${theme.space[3]} ${theme.space[8]}`};
  }

  h2 {
    margin: 0 0 ${({ theme }) => theme.space[1.5]};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

export const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

export const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Panel = styled.section<{ $tone?: 'accent' | 'subtle' }>`
  margin-top: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ $tone = 'subtle', theme }) =>
    $tone === 'accent' ? theme.colors.accentSubtle : theme.colors.subtle};

  p {
    margin: 0 0 ${({ theme }) => theme.space[2]};
  }
`;

export const Perks = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[3]};
  li + li {
    margin-top: ${({ theme }) => theme.space[0.5]};
  }
`;

export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

export const CodeRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[1]};

  & > :first-child {
    flex: 1 1 220px;
  }
`;

export const Code = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[2]} !important;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.08em;
  font-variant-numeric: tabular-nums;
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

export const Notice = styled.div<{ $tone: 'danger' | 'success' | 'info' }>`
  padding: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ $tone, theme }) =>
    $tone === 'danger'
      ? theme.colors.dangerSubtle
      : $tone === 'success'
        ? theme.colors.successSubtle
        : theme.colors.accentSubtle};
  p {
    margin: 0 !important;
  }
`;

export const Status = styled.p`
  min-height: 1.5em;
  margin: ${({ theme }) => theme.space[1]} 0 0 !important;
  color: ${({ theme }) => theme.colors.textMuted};
`;
