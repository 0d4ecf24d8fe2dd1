import { styled } from 'styled-components';
import { MODEL_VIEW_RATIO } from '../../../shop/modelView';

/** The whole view: the stage and the hint under it. A focus target after a retry. */
export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  width: 100%;
  outline: none;
`;

/** The grey stage, its size reserved before anything loads so nothing moves. */
export const Stage = styled.div`
  position: relative;
  width: 100%;
  aspect-ratio: ${MODEL_VIEW_RATIO};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.stage};
`;

/** The box of the viewer: the view's focus stop, over the whole stage. */
export const ViewerBox = styled.div`
  position: absolute;
  inset: 0;
  border-radius: inherit;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }

  & > model-viewer {
    position: absolute;
    inset: 0;
    display: block;
    width: 100%;
    height: 100%;
    background-color: transparent;
    /* model-viewer's own loading bar: the poster layer says it instead. */
    --progress-bar-height: 0;
    border-radius: inherit;
  }
`;

/** Over the stage while the model loads: the poster (or the skeleton). */
export const PosterLayer = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  pointer-events: none;

  & > * {
    width: 100%;
    height: 100%;
  }
`;

/**
 * The polite live region over the stage, always there so each change is read: the loading and
 * ready texts hidden, and when the model failed the message and the retry button, centred.
 */
export const FailedLayer = styled.div<{ $failed: boolean }>`
  position: absolute;
  inset: 0;
  pointer-events: ${({ $failed }) => ($failed ? 'auto' : 'none')};
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  text-align: center;
  color: ${({ theme }) => theme.colors.text};
`;

/** The failed state's text (inside the polite live region, so it is read when it appears). */
export const Message = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  max-width: 32rem;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: 1.5;

  & > svg {
    flex: none;
    color: ${({ theme }) => theme.colors.danger};
  }
`;

/** How to turn the model with the pointer and the keyboard, under the stage. */
export const Hint = styled.p<{ $hidden: boolean }>`
  margin: 0;
  /* Kept in the layout when hidden, so the page under the view does not move. */
  visibility: ${({ $hidden }) => ($hidden ? 'hidden' : 'visible')};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.5;
  color: ${({ theme }) => theme.colors.textMuted};
`;
