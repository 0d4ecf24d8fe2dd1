import { styled } from 'styled-components';

export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

export const FieldGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;
