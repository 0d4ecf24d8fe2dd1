import { styled } from 'styled-components';
import { ImageFrame } from '../../primitives/ImageFrame';

export const Root = styled.li`
  display: grid;
  grid-template-columns: 72px minmax(0, 1fr);
  column-gap: ${({ theme }) => theme.space[1.5]};
  row-gap: ${({ theme }) => theme.space[1.5]};
  padding: ${({ theme }) => theme.space[2]} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
  &:first-child {
    padding-top: 0;
  }
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 88px minmax(0, 1fr);
    column-gap: ${({ theme }) => theme.space[2]};
  }
`;

/** The line's picture on the grey stage (the one ImageFrame), at the top of its grid cell. */
export const Media = styled(ImageFrame)`
  align-self: start;
`;

export const Info = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;

export const Brand = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.02em;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

export const Name = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  overflow-wrap: anywhere;
  hyphens: auto;
`;

export const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[0.5]} ${theme.space[1]}`};
  margin: ${({ theme }) => theme.space[0.5]} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The chosen colour and size ("Farge: Svart", "Størrelse: 51-21-145"). */
export const Variant = styled.p`
  display: flex;
  flex-wrap: wrap;
  /* A gap, not a dot, between them: a wrapped size starts its line cleanly. */
  gap: 0 ${({ theme }) => theme.space[2]};
  margin: 2px 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;

/** A pair's parts under the frame: the frame, the lens and each upgrade, with their prices. */
export const Parts = styled.ul`
  grid-column: 1 / -1;
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space[1]} 0 0;
  border-top: 1px dashed ${({ theme }) => theme.colors.divider};
  display: grid;
  gap: 2px;
  ${({ theme }) => theme.media.tablet} {
    grid-column: 2;
  }
`;

export const Part = styled.li`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const PartName = styled.span`
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  padding: 2px ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.accentSubtle};
  color: ${({ theme }) => theme.colors.accentStrong};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1.4;
`;

export const Detail = styled.p`
  margin: ${({ theme }) => theme.space[0.5]} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
`;

export const DetailLabel = styled.span`
  display: block;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** One eye's part: it wraps inside only when it cannot fit on a line of its own. */
export const Eye = styled.span`
  display: inline-block;
  max-width: 100%;
`;

export const Table = styled.table`
  grid-column: 1 / -1;
  border-collapse: collapse;
  width: 100%;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.textMuted};
  caption {
    text-align: left;
    padding-bottom: 2px;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  th,
  td {
    padding: 2px ${({ theme }) => theme.space[0.5]} 2px 0;
    text-align: left;
    white-space: nowrap;
  }
  thead th {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  tbody th {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  abbr {
    text-decoration: none;
  }
  ${({ theme }) => theme.media.tablet} {
    grid-column: 2;
  }
`;

export const Bottom = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[1]};
  ${({ theme }) => theme.media.tablet} {
    grid-column: 2;
  }
`;

export const PriceBox = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 2px;
  margin-left: auto;
  padding-top: 10px;
  text-align: right;
`;

export const UnitPrice = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
`;

/** A read-only line's quantity ("Antall: 2"). */
export const Quantity = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
