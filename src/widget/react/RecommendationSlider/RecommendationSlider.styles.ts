import { styled } from 'styled-components';

// The slider's frame (region, header, scroll-snapped track and slides) is the shared carousel frame
// of the primitives, so it looks and scrolls like the shop's carousel; only the paging buttons are the widget's own (plain buttons,
// which keep the slider's download small).
export {
  Controls,
  FOCUS_GUTTER,
  Header,
  Heading,
  HiddenHeading,
  Root,
  Slide,
  Track,
  TrackClip,
} from '../../../components/primitives/CarouselFrame.styles';

export const PageButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.text};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  &:disabled {
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: default;
    opacity: 0.5;
  }
`;
