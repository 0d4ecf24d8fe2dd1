import { styled } from 'styled-components';

/** The configurator: a column of sections that fits a buy box and a 360 px phone. */
export const Root = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  color: ${({ theme }) => theme.colors.text};
`;

export const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

export const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A group of options or fields with its legend. */
export const Group = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

export const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space[1]};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const SectionTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

export const Muted = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** An option's name with its price pushed to the end of the line. */
export const OptionLine = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  column-gap: ${({ theme }) => theme.space[1]};
`;

export const OptionPrice = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/** A tint's colour beside its name (the name says the colour; the swatch only shows it). */
export const Swatch = styled.span<{ $hex: string | null }>`
  flex: none;
  display: inline-block;
  width: 20px;
  height: 20px;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ $hex, theme }) =>
    $hex ??
    `linear-gradient(135deg, ${theme.colors.surface} 45%, ${theme.colors.border} 45%, ${theme.colors.border} 55%, ${theme.colors.surface} 55%)`};
`;

/** The prescription: one block per eye. */
export const Eyes = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

/** One eye's fields laid out as a row of a table, wrapping to two columns on a phone. */
export const EyeGroup = styled(Group)`
  display: block;
  padding: ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.subtle};

  /* the legend sits inside the box, not on its border */
  & > legend {
    float: left;
    width: 100%;
  }
  & > legend + * {
    clear: both;
  }
  & > * + * {
    margin-top: ${({ theme }) => theme.space[1]};
  }
`;

export const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(8.5rem, 1fr));
  gap: ${({ theme }) => theme.space[1.5]} ${({ theme }) => theme.space[2]};
  align-items: start;
`;

/** The total and the button. */
export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding-top: ${({ theme }) => theme.space[2]};
  border-top: 1px solid ${({ theme }) => theme.colors.divider};
`;

export const Total = styled.p`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[0.5]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const TotalAmount = styled.span`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-variant-numeric: tabular-nums;
`;

/** The error summary after a failed submit. */
export const Summary = styled.div`
  padding: ${({ theme }) => theme.space[2]};
  border: 2px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.dangerSubtle};

  h3 {
    margin: 0 0 ${({ theme }) => theme.space[0.5]};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space[1]};
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space[3]};
  }
  li + li {
    margin-top: ${({ theme }) => theme.space[0.5]};
  }
`;

/** A summary entry: a link-like button that takes focus to its field. */
export const SummaryLink = styled.button`
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  text-align: left;
  color: ${({ theme }) => theme.colors.danger};
  text-decoration: underline;
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
