import { styled } from 'styled-components';

/*
 * The parts of a form page that the B2B agreement, the store-staff tools and the payment request
 * page share: the frame, title, section headings, form grid, muted text, alert, actions, a field
 * with its button, and a summary of term and value pairs. Each feature's styles file adds its own.
 */

/** The page frame of a form page (B2B agreement, store-staff tools, payment request). */
export const Root = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  max-width: 720px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[2]};
  overflow-wrap: anywhere;
`;

/** A state's heading: focus moves here when the state changes (no ring for that programmatic focus). */
export const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

export const SectionHeading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

/** A group of fields under a heading. */
export const Group = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Alert = styled.div<{ $tone?: 'danger' | 'warning' | 'success' }>`
  padding: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ $tone, theme }) =>
    $tone === 'warning'
      ? theme.colors.warningSubtle
      : $tone === 'success'
        ? theme.colors.successSubtle
        : theme.colors.dangerSubtle};
  color: ${({ theme }) => theme.colors.text};
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  p {
    margin: 0;
  }
  &:empty {
    display: none;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1.5]};
  align-items: flex-end;
`;

/** A field with its button beside it (a lookup field and its button). */
export const FieldWithAction = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space[1.5]};
  align-items: start;
  > :last-child {
    margin-top: 28px;
  }
  @media (max-width: 479px) {
    grid-template-columns: minmax(0, 1fr);
    > :last-child {
      margin-top: 0;
    }
  }
`;

/** A summary: term and value pairs. */
export const Summary = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[1.5]};
  margin: 0;
  div {
    display: grid;
    grid-template-columns: minmax(8rem, 1fr) minmax(0, 2fr);
    gap: ${({ theme }) => theme.space[2]};
    padding-bottom: ${({ theme }) => theme.space[1.5]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
  }
  dt {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  dd {
    margin: 0;
  }
  @media (max-width: 479px) {
    div {
      grid-template-columns: minmax(0, 1fr);
      gap: ${({ theme }) => theme.space[0.5]};
    }
  }
`;
