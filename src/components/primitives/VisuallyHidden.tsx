import { styled } from 'styled-components';

/**
 * Content for screen readers only: hidden visually, still read aloud. Use it for labels of icon-only
 * controls and for context that sighted users get from layout.
 */
export const VisuallyHidden = styled.span`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;
