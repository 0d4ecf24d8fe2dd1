import { styled } from 'styled-components';

/** The wished days chosen so far, each with its remove button. */
export const ChosenDays = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin-top: ${({ theme }) => theme.space[2]};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  ul {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  li {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[2]};
    align-items: center;
    justify-content: space-between;
    max-width: 420px;
  }

  li span::first-letter {
    text-transform: uppercase;
  }
`;
