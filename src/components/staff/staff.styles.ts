import { styled } from 'styled-components';

/** The store-staff tools and the payment request page: the shared form page parts, and their own. */
export {
  Root,
  Title,
  SectionHeading,
  Form,
  Group,
  Muted,
  Alert,
  Actions,
  FieldWithAction,
  Summary,
} from '../primitives/FormPage.styles';

/** A list of customers or basket lines. */
export const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[1.5]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** One customer hit or basket line: its text and, on the right, its action or price. */
export const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;
  padding: ${({ theme }) => theme.space[1.5]} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
  p {
    margin: 0;
  }
  @media (max-width: 479px) {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[1]};
  }
`;

/** The basket's total line. */
export const Total = styled.p`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

/** A live region's line (results, "added", status refreshed); empty, it takes no room. */
export const Status = styled.p`
  margin: 0;
  &:empty {
    display: none;
  }
`;

/** A step of the tools: a bordered box under its heading. */
export const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radii.md};
`;

/** A live region's block (a payment problem); empty, it takes no room. */
export const LiveBlock = styled.div`
  &:empty {
    display: none;
  }
`;
