import { styled } from 'styled-components';
import { focusRing } from '../filters.styles';

export const Slider = styled.div`
  position: relative;
  padding: 0 14px;
  touch-action: none;
`;

export const Track = styled.div`
  position: relative;
  height: 44px;
  &::before {
    content: '';
    position: absolute;
    top: 50%;
    left: 0;
    right: 0;
    height: 4px;
    margin-top: -2px;
    border-radius: 2px;
    background: ${({ theme }) => theme.colors.divider};
  }
`;

export const Fill = styled.div`
  position: absolute;
  top: 50%;
  height: 4px;
  margin-top: -2px;
  border-radius: 2px;
  background: ${({ theme }) => theme.colors.accent};
`;

export const Thumb = styled.div<{ $focused: boolean; $dragging: boolean }>`
  position: absolute;
  top: 50%;
  width: 28px;
  height: 28px;
  border: 2px solid ${({ theme }) => theme.colors.accent};
  border-radius: 50%;
  background: ${({ theme, $dragging }) => ($dragging ? theme.colors.accentSubtle : theme.colors.surface)};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transform: translate(-50%, -50%);
  cursor: grab;
  ${({ $focused }) => ($focused ? focusRing : '')}
`;

export const Fields = styled.form`
  display: grid;
  grid-template-columns: 1fr 1fr auto;
  align-items: start;
  gap: ${({ theme }) => theme.space[1]};
  margin-top: ${({ theme }) => theme.space[1]};
`;

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[0.5]};
  min-width: 0;
  label {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const InputWrap = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[0.5]};
`;

export const Input = styled.input<{ $invalid: boolean }>`
  box-sizing: border-box;
  width: 100%;
  min-width: 0;
  height: 44px;
  padding: 0 ${({ theme }) => theme.space[1]};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-variant-numeric: tabular-nums;
  &:focus-visible {
    ${focusRing}
    outline-offset: 0;
  }
`;

export const Unit = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Error = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Apply = styled.button`
  align-self: end;
  height: 44px;
  margin-top: 22px;
  padding: 0 ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.accent};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.accentSubtle};
  }
  &:focus-visible {
    ${focusRing}
  }
`;
