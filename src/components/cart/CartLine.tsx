import { styled } from 'styled-components';
import { useTranslate } from '../../shop/GlimtProvider';
import { formatPrice } from '../../shop/format';
import {
  MAX_CART_LINE_QUANTITY,
  canIncreaseQuantity,
  decreaseRemovesLine,
  decreasedQuantity,
  followsFrame,
  increasedQuantity,
  subscriptionIntervalText,
} from '../../shop/cart';
import {
  LENS_EYE_SEPARATOR,
  glassesPrescriptionRows,
  lensPrescriptionEyes,
  type GlassesPrescriptionRow,
  type PrescriptionLabels,
} from '../../shop/prescription';
import { DEFAULT_IMAGE_HOSTS, toAllowedMediaUrl } from '../../shop/product';
import type { CartItem } from '../../shop/schemas/cart';
import { Price } from '../primitives/Price';
import { VisuallyHidden } from '../primitives/VisuallyHidden';
import { QuantityControl } from './QuantityControl';

/** Props of {@link CartLine}. */
export interface CartLineProps {
  /** The line as the cart shows it (optimistic quantities included). */
  item: CartItem;
  /** Asks for a new quantity; 0 removes the line. */
  onQuantityChange: (item: CartItem, quantity: number) => void;
  /** The prescription words (`prescriptionLabels(t)`). */
  labels: PrescriptionLabels;
  /**
   * Hosts the line's image may come from (`https` only); another image is left out.
   * @default DEFAULT_IMAGE_HOSTS
   */
  imageHosts?: readonly string[];
}

const Root = styled.li`
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

const Media = styled.div`
  align-self: start;
  aspect-ratio: 1 / 1;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.stage};
  & img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
    mix-blend-mode: multiply;
  }
`;

const Info = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;

const Brand = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.02em;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const Name = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  overflow-wrap: anywhere;
  hyphens: auto;
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[0.5]} ${theme.space[1]}`};
  margin: ${({ theme }) => theme.space[0.5]} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Badge = styled.span`
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

const Detail = styled.p`
  margin: ${({ theme }) => theme.space[0.5]} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
`;

const DetailLabel = styled.span`
  display: block;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** One eye's part: it wraps inside only when it cannot fit on a line of its own. */
const Eye = styled.span`
  display: inline-block;
  max-width: 100%;
`;

const Table = styled.table`
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

const Bottom = styled.div`
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

const PriceBox = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 2px;
  margin-left: auto;
  padding-top: 10px;
  text-align: right;
`;

const UnitPrice = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
`;

function GlassesTable({ rows, labels }: { rows: GlassesPrescriptionRow[]; labels: PrescriptionLabels }) {
  const t = useTranslate();
  const columns = [
    { key: 'sphere', short: t('cart.prescription.sphere'), long: t('cart.prescription.sphereLong') },
    { key: 'cylinder', short: labels.cylinder, long: t('cart.prescription.cylinderLong') },
    { key: 'axis', short: labels.axis, long: t('cart.prescription.axisLong') },
    { key: 'addition', short: labels.addition, long: t('cart.prescription.additionLong') },
    { key: 'pupillaryDistance', short: t('cart.prescription.pd'), long: t('cart.prescription.pdLong') },
  ] as const;
  // Cylinder, axis and addition columns only when an eye has one.
  const shown = columns.filter(
    (column) =>
      column.key === 'sphere' ||
      column.key === 'pupillaryDistance' ||
      rows.some((row) => row[column.key] !== ''),
  );
  return (
    <Table>
      <caption>{t('cart.glassesPrescription')}</caption>
      <thead>
        <tr>
          <th scope="col">
            <VisuallyHidden>{t('cart.prescription.eye')}</VisuallyHidden>
          </th>
          {shown.map((column) => (
            <th key={column.key} scope="col">
              <abbr title={column.long}>{column.short}</abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.eye}>
            <th scope="row">
              <abbr
                title={t(row.eye === 'right' ? 'cart.prescription.rightLong' : 'cart.prescription.leftLong')}
              >
                {row.label}
              </abbr>
            </th>
            {shown.map((column) => (
              <td key={column.key}>{row[column.key] || '–'}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/**
 * One line of the cart drawer: image, brand, name, category, subscription interval, prescriptions,
 * the quantity stepper and the line's price (campaign state from the `Price` primitive).
 */
export function CartLine({
  item,
  onQuantityChange,
  labels,
  imageHosts = DEFAULT_IMAGE_HOSTS,
}: CartLineProps) {
  const t = useTranslate();
  const name = item.articleDescription;
  const src = toAllowedMediaUrl(item.media.md, imageHosts);
  const lensEyes = lensPrescriptionEyes(item.prescription, labels);
  const glassesRows = glassesPrescriptionRows(item.prescriptionGlasses, labels);
  const next = increasedQuantity(item);
  const hint = followsFrame(item)
    ? t('cart.followsFrame')
    : !item.isEditAble
      ? t('cart.notEditable')
      : item.quantity >= MAX_CART_LINE_QUANTITY
        ? t('cart.maxQuantity', { max: MAX_CART_LINE_QUANTITY })
        : undefined;
  const { amount, ordinaryPrice, isCampaign } = item.price;
  return (
    <Root data-cart-line="" data-sku={item.skuId} data-testid="cart-line">
      <Media>{src && <img src={src} alt="" width={88} height={88} loading="lazy" decoding="async" />}</Media>
      <Info>
        <Brand>{item.brand}</Brand>
        <Name>{name}</Name>
        <Meta>
          <span>{item.category}</span>
          {item.subscriptionInterval && (
            <Badge>
              {t('cart.subscription')} · {subscriptionIntervalText(item.subscriptionInterval, t)}
            </Badge>
          )}
        </Meta>
        {lensEyes.length > 0 && (
          <Detail data-testid="cart-line-lens-prescription">
            <DetailLabel>{t('cart.lensPrescription')}</DetailLabel>
            {lensEyes.map((eye, index) => (
              <span key={eye}>
                {index > 0 && LENS_EYE_SEPARATOR}
                <Eye>{eye}</Eye>
              </span>
            ))}
          </Detail>
        )}
      </Info>
      {glassesRows.length > 0 && <GlassesTable rows={glassesRows} labels={labels} />}
      <Bottom>
        <QuantityControl
          name={name}
          quantity={item.quantity}
          canIncrease={canIncreaseQuantity(item)}
          decreaseRemoves={decreaseRemovesLine(item)}
          onIncrease={() => next !== null && onQuantityChange(item, next)}
          onDecrease={() => onQuantityChange(item, decreasedQuantity(item))}
          hint={hint}
        />
        <PriceBox>
          <Price
            amount={amount * item.quantity}
            ordinaryAmount={isCampaign ? ordinaryPrice * item.quantity : undefined}
            data-testid="cart-line-price"
          />
          {item.quantity > 1 && <UnitPrice>{t('cart.unitPrice', { price: formatPrice(amount) })}</UnitPrice>}
        </PriceBox>
      </Bottom>
    </Root>
  );
}
