import { styled } from 'styled-components';

/** The column of a login, registration or reset page. */
export const AuthRoot = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  max-width: 560px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[2]} 0;
`;

/** A page's heading; focusable so a change of state can move focus to it. */
export const AuthTitle = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

/** A section's heading (a state's screen, the BankID box). */
export const AuthHeading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

/** A bordered box: the password form, the BankID box, a state's screen. */
export const AuthPanel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  p {
    margin: 0;
  }
`;

export const AuthForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

/** A message box: an error (danger), a warning, or a success. */
export const AuthNotice = styled.div<{ $tone: 'danger' | 'warning' | 'success' }>`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.md};
  border-left: 4px solid ${({ $tone, theme }) => theme.colors[$tone]};
  background: ${({ $tone, theme }) => theme.colors[`${$tone}Subtle`]};
  color: ${({ theme }) => theme.colors.text};
  p {
    margin: 0;
  }
`;

export const AuthMuted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const AuthActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

/** A row of two fields on a wide screen (first and last name, zip code and city). */
export const FieldPair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 1fr 1fr;
  }
`;

/** "eller" between the two ways of logging in. */
export const Divider = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${({ theme }) => theme.colors.divider};
  }
`;
