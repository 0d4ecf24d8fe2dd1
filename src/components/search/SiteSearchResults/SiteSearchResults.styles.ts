// The looks of site search hits: rows (overlay options and page links), the search page's group
// sections and product cards, and the loading skeletons.
import { styled, css } from 'styled-components';
import { Link } from '../../primitives/Link';
import { ProductPrice } from '../../product/ProductPrice';

// -----------------------------------------------------------------------------------------------
// Thumbnails
// -----------------------------------------------------------------------------------------------

/** The fixed square a row's picture frame sits in. */
export const ThumbSlot = styled.span<{ $size: number }>`
  flex: none;
  display: block;
  width: ${({ $size }) => $size}px;
`;

/** The round stage of a store's or city's glyph. */
export const GlyphBadge = styled.span<{ $size: number }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.stage};
  color: ${({ theme }) => theme.colors.textMuted};
`;

// -----------------------------------------------------------------------------------------------
// Rows
// -----------------------------------------------------------------------------------------------

export const RowLayout = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1.5]};
  min-width: 0;
  width: 100%;
`;

export const RowText = styled.span`
  display: flex;
  flex-direction: column;
  flex: 1 1 auto;
  min-width: 0;
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

export const Primary = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;

/** A product's colour or package after its name, muted: "Gascan, Grønn". */
export const Variant = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Secondary = styled.span`
  margin-top: 2px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

export const Brand = styled.span`
  margin-bottom: 2px;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const PriceSlot = styled.span`
  flex: none;
  margin-left: auto;
  padding-left: ${({ theme }) => theme.space[1]};
  text-align: right;
`;

/** The card's price block, lined up on the right of a row. */
export const RowPrice = styled(ProductPrice)`
  align-items: flex-end;
`;

// -----------------------------------------------------------------------------------------------
// The search page's groups
// -----------------------------------------------------------------------------------------------

export const Section = styled.section`
  & + & {
    margin-top: ${({ theme }) => theme.space[5]};
  }
`;

export const SectionHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  column-gap: ${({ theme }) => theme.space[1.5]};
  row-gap: ${({ theme }) => theme.space[0.5]};
  margin-bottom: ${({ theme }) => theme.space[2]};
`;

export const SectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

export const SectionMeta = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const ProductGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[3]};
  }
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const linkReset = css`
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  font-weight: inherit;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
`;

export const CardLink = styled(Link)`
  ${linkReset}
  display: flex;
  flex-direction: column;
  align-items: stretch;
  text-align: left;
  gap: ${({ theme }) => theme.space[1]};
  height: 100%;
  border-radius: ${({ theme }) => theme.radii.lg};
  &:hover [data-card-name] {
    text-decoration: underline;
  }
`;

export const CardText = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: 0 2px;
`;

export const CardName = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  overflow-wrap: anywhere;
`;

export const RowList = styled.ul<{ $columns: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ $columns, theme }) =>
    $columns &&
    css`
      ${theme.media.tablet} {
        grid-template-columns: repeat(2, minmax(0, 1fr));
      }
    `}
`;

export const RowLink = styled(Link)`
  ${linkReset}
  position: relative;
  display: flex;
  align-items: center;
  min-height: 56px;
  height: 100%;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[1.5]}`};
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  transition: border-color ${({ theme }) => theme.durations.fast}ms ${({ theme }) => theme.easings.standard};
  &:hover {
    border-color: ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.subtle};
  }
  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
  }
`;

// -----------------------------------------------------------------------------------------------
// Loading skeletons
// -----------------------------------------------------------------------------------------------

export const SkeletonRows = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1.5]};
  padding: ${({ theme }) => theme.space[1]} 0;
`;

export const SkeletonRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1.5]};
  padding: 0 ${({ theme }) => theme.space[1]};
`;

export const SkeletonLines = styled.div`
  flex: 1 1 auto;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
