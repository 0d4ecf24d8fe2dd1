import { styled, css } from 'styled-components';

export const Root = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  width: 100%;
  max-width: 640px;
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fonts.body};
`;

export const Panel = styled.div<{ $tone: 'neutral' | 'problem' }>`
  display: grid;
  gap: ${({ theme }) => theme.space[1.5]};
  justify-items: start;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $tone }) => ($tone === 'problem' ? theme.colors.warningSubtle : theme.colors.stage)};
`;

export const PanelIcon = styled.span<{ $tone: 'neutral' | 'problem' }>`
  display: inline-flex;
  color: ${({ theme, $tone }) => ($tone === 'problem' ? theme.colors.warning : theme.colors.accent)};
`;

export const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};

  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const Text = styled.p`
  margin: 0;
  max-width: 60ch;
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

export const Muted = styled(Text)`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
`;

export const Stage = styled.div<{ $ratio: number }>`
  position: relative;
  width: 100%;
  aspect-ratio: ${({ $ratio }) => $ratio};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: #1b1c1e;
  touch-action: none;
`;

// eslint-disable-next-line no-restricted-syntax -- the camera's stream (srcObject), never a URL
export const Video = styled.video`
  position: absolute;
  inset: 0;
  display: block;
  width: 100%;
  height: 100%;
  object-fit: fill;
  /* The selfie view: the shopper sees themselves as in a mirror. */
  transform: scaleX(-1);
`;

export const Overlay = styled.div<{ $following: boolean; $manual: boolean }>`
  position: absolute;
  display: block;
  transform-origin: 50% 50%;
  outline: none;
  ${({ $following, theme }) =>
    $following &&
    css`
      transition:
        left 160ms linear,
        top 160ms linear,
        width 160ms linear,
        height 160ms linear,
        transform 160ms linear;
      ${theme.media.reducedMotion} {
        transition: none;
      }
    `}
  ${({ $manual, theme }) =>
    $manual &&
    css`
      cursor: grab;
      border-radius: ${theme.radii.md};
      box-shadow: 0 0 0 2px rgba(255, 255, 255, 0.9);
      &:active {
        cursor: grabbing;
      }
      &:focus-visible {
        box-shadow:
          0 0 0 2px #ffffff,
          0 0 0 5px ${theme.colors.focus};
      }
    `}

  & img {
    display: block;
    width: 100%;
    height: 100%;
    pointer-events: none;
    user-select: none;
  }
`;

export const StageStatus = styled.div`
  position: absolute;
  inset: auto 0 0 0;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  background: rgba(18, 20, 22, 0.72);
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Bar = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1.5]};
`;

export const Pad = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[0.5]};
`;

export const Snapshot = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1.5]};

  & img {
    width: 96px;
    height: auto;
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;
