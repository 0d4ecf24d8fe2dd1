import { styled, keyframes } from 'styled-components';
import { ScrollBody } from '../../../../components/primitives/ModalFrame';
import { focusRing } from '../filters.styles';

const slideIn = keyframes`from { transform: translateY(100%); }`;
const slideOut = keyframes`to { transform: translateY(100%); }`;

/** A bottom sheet on phones (at most 90 % of the screen), a right-hand panel from tablet up. */
export const Panel = styled.div<{ $exiting: boolean; $ms: number }>`
  position: absolute;
  left: 0;
  right: 0;
  bottom: 0;
  display: flex;
  flex-direction: column;
  max-height: 90dvh;
  border-radius: ${({ theme }) => `${theme.radii.lg} ${theme.radii.lg} 0 0`};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fonts.body};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  outline: none;
  animation: ${({ $exiting }) => ($exiting ? slideOut : slideIn)} ${({ $ms }) => $ms}ms
    ${({ $exiting, theme }) => ($exiting ? theme.easings.exit : theme.easings.standard)} both;
  ${({ theme }) => theme.media.reducedMotion} {
    animation: none;
  }
  ${({ theme }) => theme.media.tablet} {
    max-width: 560px;
    margin: 0 auto;
  }
`;

export const Header = styled.div`
  flex: none;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: 64px;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[1]} ${theme.space[1]} ${theme.space[2]}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
`;

export const Title = styled.h2`
  flex: 1 1 auto;
  min-width: 0;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const Body = styled(ScrollBody)`
  padding: 0 ${({ theme }) => theme.space[2]};
`;

export const Footer = styled.div`
  flex: none;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[2]};
  padding-bottom: max(${({ theme }) => theme.space[2]}, env(safe-area-inset-bottom));
  border-top: 1px solid ${({ theme }) => theme.colors.divider};
`;

export const ShowButton = styled.button`
  flex: 1 1 auto;
  min-height: 48px;
  padding: 0 ${({ theme }) => theme.space[2]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.textInverse};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.accentStrong};
  }
  &:focus-visible {
    ${focusRing}
  }
`;
