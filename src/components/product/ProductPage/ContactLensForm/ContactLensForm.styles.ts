import { styled } from 'styled-components';

export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Eyes = styled.div<{ $two: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: ${({ $two }) => ($two ? '1fr 1fr' : '1fr')};
  }
`;

export const EyeFieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[1.5]};
  min-width: 0;
  margin: 0;
  padding: ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radii.lg};
  legend {
    padding: 0 ${({ theme }) => theme.space[0.5]};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

export const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Total = styled.p`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  span {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const Summary = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
