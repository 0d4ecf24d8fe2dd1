import { styled, css, keyframes } from 'styled-components';
import type { ToastTone } from './toastContext';

export const Region = styled.div`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndices.toast};
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: 0 ${({ theme }) => theme.space[2]}
    max(${({ theme }) => theme.space[2]}, env(safe-area-inset-bottom));
  pointer-events: none;
  & > * {
    pointer-events: auto;
  }
  ${({ theme }) => theme.media.tablet} {
    padding-bottom: ${({ theme }) => theme.space[3]};
  }
`;

export const toastIn = keyframes`from { opacity: 0; transform: translateY(8px); }`;
export const toastOut = keyframes`to { opacity: 0; }`;

export const Box = styled.div<{ $tone: ToastTone; $exiting: boolean; $in: number; $out: number }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1]};
  width: 100%;
  max-width: 560px;
  min-height: 56px;
  /* 6 + 44 (close button) + 6 = 56 px; the first text line and the icons share its centre line. */
  padding: 6px ${({ theme }) => theme.space[0.5]} 6px ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  color: ${({ theme }) => theme.colors.textInverse};
  background: ${({ $tone, theme }) =>
    $tone === 'success' ? theme.colors.success : $tone === 'error' ? theme.colors.danger : theme.colors.text};
  ${({ $exiting, $in, $out, theme }) =>
    $exiting
      ? css`
          animation: ${toastOut} ${$out}ms ${theme.easings.exit} both;
        `
      : css`
          animation: ${toastIn} ${$in}ms ${theme.easings.standard} both;
        `}
  ${({ theme }) => theme.media.reducedMotion} {
    animation: none;
  }
`;

export const Icon = styled.span`
  flex: none;
  display: flex;
  align-items: center;
  height: 44px;
`;

export const Main = styled.div`
  flex: 1 1 auto;
  min-width: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  column-gap: ${({ theme }) => theme.space[2]};
  align-content: center;
  row-gap: ${({ theme }) => theme.space[1]};
  /* As tall as the close button, so a one-line message and the action buttons sit on its centre line. */
  min-height: 44px;
  padding: ${({ theme }) => theme.space[0.5]} 0;
`;

export const Message = styled.div`
  flex: 1 1 12rem;
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: 1.5;
  overflow-wrap: anywhere;
`;

export const Actions = styled.div`
  flex: none;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
`;

export const ActionButton = styled.button<{ $focusVisible: boolean }>`
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space[1.5]};
  border: 1px solid rgba(255, 255, 255, 0.8);
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
  outline: ${({ $focusVisible, theme }) => ($focusVisible ? `3px solid ${theme.colors.textInverse}` : 'none')};
  outline-offset: 2px;
  transition: background-color ${({ theme }) => theme.durations.fast}ms
    ${({ theme }) => theme.easings.standard};
  &:hover {
    background: rgba(255, 255, 255, 0.16);
  }
`;
