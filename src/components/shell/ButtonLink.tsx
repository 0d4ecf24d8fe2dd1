// A Link that looks like a Button: the shell's calls to action ("Bestill synstest", "Finn butikk")
// go somewhere, so they are links (router navigation, open in a new tab), dressed as buttons.
import { styled, css } from 'styled-components';
import { Link } from '../primitives/Link';

/** Visual weight of a {@link ButtonLink}. */
export type ButtonLinkVariant = 'primary' | 'secondary';
/** Height of a {@link ButtonLink}: 40, 44 or 52 px. */
export type ButtonLinkSize = 'sm' | 'md' | 'lg';

const heights: Record<ButtonLinkSize, number> = { sm: 40, md: 44, lg: 52 };

export const ButtonLink = styled(Link)<{ $variant?: ButtonLinkVariant; $size?: ButtonLinkSize }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: ${({ $size = 'md' }) => heights[$size]}px;
  padding: 0 ${({ $size = 'md', theme }) => ($size === 'sm' ? theme.space[1.5] : theme.space[3])};
  border: 2px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ $size = 'md', theme }) => ($size === 'sm' ? theme.fontSizes.sm : theme.fontSizes.md)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  white-space: nowrap;
  transition:
    background-color ${({ theme }) => theme.durations.fast}ms ${({ theme }) => theme.easings.standard},
    border-color ${({ theme }) => theme.durations.fast}ms ${({ theme }) => theme.easings.standard};

  & svg {
    flex: none;
  }

  ${({ $variant = 'primary', theme }) =>
    $variant === 'primary'
      ? css`
          background: ${theme.colors.accent};
          color: ${theme.colors.textInverse};
          &:hover {
            background: ${theme.colors.accentStrong};
            border-color: ${theme.colors.accentStrong};
            color: ${theme.colors.textInverse};
          }
        `
      : css`
          background: ${theme.colors.surface};
          color: ${theme.colors.accent};
          &:hover {
            background: ${theme.colors.accentSubtle};
            color: ${theme.colors.accentStrong};
          }
        `}

  /* A button never underlines, hovered or marking the current page. */
  &&,
  &&:hover,
  &&[aria-current] {
    text-decoration-line: none;
  }
`;
