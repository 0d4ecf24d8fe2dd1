import { useTranslate } from '../../../i18n/context';
import { formatPrice } from '../../../shop/format';
import {
  canIncreaseQuantity,
  cartLineQuantityHint,
  decreaseRemovesLine,
  decreasedQuantity,
  increasedQuantity,
  subscriptionIntervalText,
} from '../../../shop/cart';
import {
  LENS_EYE_SEPARATOR,
  glassesPrescriptionRows,
  lensPrescriptionEyes,
  type PrescriptionLabels,
} from '../../../shop/prescription';
import { cartLineVariant, cartProductPrice } from '../../../shop/cartProducts';
import { DEFAULT_IMAGE_HOSTS, toAllowedMediaUrl } from '../../../shop/product';
import { brandApart } from '../../../shop/productName';
import type { CartItem } from '../../../shop/schemas/cart';
import { Price } from '../../primitives/Price';
import { QuantityControl } from '../QuantityControl';
import {
  Badge,
  Bottom,
  Brand,
  Detail,
  DetailLabel,
  Eye,
  Info,
  Media,
  Meta,
  Name,
  Part,
  PartName,
  Parts,
  PriceBox,
  Quantity,
  Root,
  UnitPrice,
  Variant,
} from './CartLine.styles';
import { GlassesTable } from './GlassesTable';

/** Props of {@link CartLine}. */
export interface CartLineProps {
  /** The line as the cart shows it (optimistic quantities included); a pair of glasses' frame. */
  item: CartItem;
  /**
   * The lines that follow the frame (its lens, treatments and tint; `cartProducts`): they show under
   * it with their prices, as one pair with the frame's picture and quantity. @default []
   */
  lenses?: readonly CartItem[];
  /**
   * Asks for a new quantity; 0 removes the line. Without it the line is read-only: the quantity shows
   * as text, with no stepper (the checkout's order summary, whose changes are made in the drawer).
   */
  onQuantityChange?: (item: CartItem, quantity: number) => void;
  /** The prescription words (`prescriptionLabels(t)`). */
  labels: PrescriptionLabels;
  /**
   * Hosts the line's image may come from (`https` only); another image is left out.
   * @default DEFAULT_IMAGE_HOSTS
   */
  imageHosts?: readonly string[];
}

const NO_LENSES: readonly CartItem[] = [];

/**
 * One product of the cart drawer: image, brand, name, colour and size, category, subscription
 * interval, prescriptions, the quantity stepper (the quantity as text when read-only) and the price
 * (campaign state from the `Price` primitive). A pair of glasses is one product: the frame's line
 * with its lens and upgrades listed under it, each with its price, and one stepper for the pair.
 */
export function CartLine({
  item,
  lenses = NO_LENSES,
  onQuantityChange,
  labels,
  imageHosts = DEFAULT_IMAGE_HOSTS,
}: CartLineProps) {
  const t = useTranslate();
  const name = item.articleDescription;
  const brand = brandApart(item.brand, name);
  const src = toAllowedMediaUrl(item.media.md, imageHosts);
  const lensEyes = lensPrescriptionEyes(item.prescription, labels);
  const glassesRows = glassesPrescriptionRows(item.prescriptionGlasses, labels);
  const next = increasedQuantity(item);
  const hint = cartLineQuantityHint(item, t);
  const { color, size } = cartLineVariant(item);
  const price = cartProductPrice({ key: '', line: item, lenses: [...lenses] });
  return (
    <Root data-cart-line="" data-sku={item.skuId} data-testid="cart-line">
      <Media src={src} ratio={1} blend data-testid="cart-line-picture" />
      <Info>
        {brand !== null && <Brand>{brand}</Brand>}
        <Name>{name}</Name>
        {(color !== null || size !== null) && (
          <Variant data-testid="cart-line-variant">
            {color !== null && <span>{t('cart.variant.color', { color })}</span>}
            {size !== null && <span>{t('cart.variant.size', { size })}</span>}
          </Variant>
        )}
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
      {lenses.length > 0 && (
        <Parts aria-label={t('cart.pairParts')} data-testid="cart-line-lenses">
          <Part>
            <PartName>{t('cart.frame')}</PartName>
            <Price
              amount={item.price.amount}
              ordinaryAmount={item.price.isCampaign ? item.price.ordinaryPrice : undefined}
              size="sm"
            />
          </Part>
          {lenses.map((lens) => (
            <Part key={lens.skuId} data-sku={lens.skuId}>
              <PartName>{lens.articleDescription}</PartName>
              <Price
                amount={lens.price.amount}
                ordinaryAmount={lens.price.isCampaign ? lens.price.ordinaryPrice : undefined}
                size="sm"
              />
            </Part>
          ))}
        </Parts>
      )}
      {glassesRows.length > 0 && <GlassesTable rows={glassesRows} labels={labels} />}
      <Bottom>
        {onQuantityChange ? (
          <QuantityControl
            name={name}
            quantity={item.quantity}
            canIncrease={canIncreaseQuantity(item)}
            decreaseRemoves={decreaseRemovesLine(item)}
            onIncrease={() => next !== null && onQuantityChange(item, next)}
            onDecrease={() => onQuantityChange(item, decreasedQuantity(item))}
            hint={hint}
          />
        ) : (
          <Quantity data-testid="cart-line-quantity">
            {t('cart.quantity', { quantity: item.quantity })}
          </Quantity>
        )}
        <PriceBox>
          <Price
            amount={price.total}
            ordinaryAmount={price.isCampaign ? price.ordinaryTotal : undefined}
            data-testid="cart-line-price"
          />
          {item.quantity > 1 && (
            <UnitPrice>{t('cart.unitPrice', { price: formatPrice(price.unit) })}</UnitPrice>
          )}
        </PriceBox>
      </Bottom>
    </Root>
  );
}
