import { styled } from 'styled-components';

/** The shared parts of the subscription pages: page column, heading, notices, summary list. */

export const Page = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  max-width: 760px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

export const PageTitle = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  overflow-wrap: anywhere;
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

export const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[1.5]};
  padding-top: ${({ theme }) => theme.space[2]};
  border-top: 1px solid ${({ theme }) => theme.colors.divider};
`;

export type NoticeTone = 'success' | 'danger' | 'warning' | 'info';

export const Notice = styled.div<{ $tone: NoticeTone }>`
  padding: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ $tone, theme }) =>
    $tone === 'success'
      ? theme.colors.successSubtle
      : $tone === 'danger'
        ? theme.colors.dangerSubtle
        : $tone === 'warning'
          ? theme.colors.warningSubtle
          : theme.colors.accentSubtle};
  color: ${({ theme }) => theme.colors.text};
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  p {
    margin: 0;
  }
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(8rem, max-content) 1fr;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  @media (max-width: 479px) {
    grid-template-columns: 1fr;
    dd {
      margin-bottom: ${({ theme }) => theme.space[1]};
    }
  }
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1.5]};
  align-items: center;
`;

export const Badge = styled.span<{ $tone: NoticeTone }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: 999px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  background: ${({ $tone, theme }) =>
    $tone === 'success'
      ? theme.colors.successSubtle
      : $tone === 'danger'
        ? theme.colors.dangerSubtle
        : $tone === 'warning'
          ? theme.colors.warningSubtle
          : theme.colors.accentSubtle};
  color: ${({ $tone, theme }) =>
    $tone === 'success'
      ? theme.colors.success
      : $tone === 'danger'
        ? theme.colors.danger
        : $tone === 'warning'
          ? theme.colors.warning
          : theme.colors.accent};
`;

export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  max-width: 480px;
`;
