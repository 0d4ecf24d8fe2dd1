import { styled } from 'styled-components';
import { Link } from '../../primitives/Link';

export const Root = styled.footer`
  background: ${({ theme }) => theme.colors.stage};
  color: ${({ theme }) => theme.colors.text};
`;

export const Inner = styled.div`
  max-width: 1280px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[2]} ${theme.space[3]}`};
  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => `${theme.space[6]} ${theme.space[3]} ${theme.space[4]}`};
  }
  ${({ theme }) => theme.media.desktop} {
    padding-left: ${({ theme }) => theme.space[4]};
    padding-right: ${({ theme }) => theme.space[4]};
  }
`;

export const Cta = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  justify-items: start;
  padding-bottom: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[1]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 1fr auto;
    align-items: center;
    gap: ${({ theme }) => theme.space[4]};
    margin-bottom: ${({ theme }) => theme.space[4]};
  }
`;

export const CtaTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

export const CtaText = styled.p`
  margin-top: ${({ theme }) => theme.space[1]};
  max-width: 36rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Sections = styled.nav`
  ${({ theme }) => theme.media.tablet} {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => `${theme.space[4]} ${theme.space[3]}`};
  }
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

export const SectionTitle = styled.h2`
  margin-bottom: ${({ theme }) => theme.space[1.5]};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const LinkList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[0.5]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const FooterLinkStyled = styled(Link)`
  min-height: 32px;
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  &:hover {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

export const Bottom = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[4]};
  padding-top: ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.colors.divider};
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: auto 1fr;
    align-items: center;
  }
`;

export const Legal = styled.nav`
  ${({ theme }) => theme.media.desktop} {
    justify-self: end;
  }
`;

export const LegalList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[0.5]} ${theme.space[2]}`};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const TextButton = styled.button<{ $focusVisible: boolean }>`
  min-height: 32px;
  padding: 0;
  border: 0;
  border-radius: 2px;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: inherit;
  text-align: start;
  text-decoration-line: none;
  text-underline-offset: 0.18em;
  cursor: pointer;
  outline: ${({ $focusVisible, theme }) => ($focusVisible ? `3px solid ${theme.colors.focus}` : 'none')};
  outline-offset: 2px;
  &:hover {
    color: ${({ theme }) => theme.colors.accent};
    text-decoration-line: underline;
  }
`;

export const Signature = styled.p`
  margin-top: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
