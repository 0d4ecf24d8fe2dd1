import { styled } from 'styled-components';

/** The company agreement views: the shared form page parts, and their own. */
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

/** A checkbox group: a fieldset with its legend. */
export const Fieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[1.5]};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space[1]};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;
