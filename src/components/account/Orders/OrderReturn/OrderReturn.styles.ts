import { styled } from 'styled-components';

export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Lines = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[1.5]};
  margin: 0;
  padding: 0;
  border: none;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space[1]};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

export const LineBox = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1.5]};
  padding: ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

export const LineChoices = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1.5]};
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
  }
`;
