import { useRef, useState, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { useTranslate } from '../../../i18n/context';
import { getStockState } from '../../../shop/adapters/article';
import { resolveCardPrice } from '../../../shop/product';
import {
  BuyState,
  USP_BADGE_KEYS,
  isContactLens,
  isFrameWithLenses,
  resolveBuyState,
  skuPublicationStatus,
} from '../../../shop/productPage';
import type { LensPurchaseChoice } from '../../../shop/lensPurchase';
import type { Sku } from '../../../shop/schemas/article';
import type { LensParameters, ProductDetail } from '../../../shop/schemas/product';
import { Button } from '../../primitives/Button';
import { CheckIcon } from '../../primitives/icons';
import { Radio, RadioGroup } from '../../primitives/RadioGroup';
import { ButtonLink } from '../../shell/ButtonLink';
import { MobileBarAction } from '../../shell/mobileBarSlot';
import { ProductPrice } from '../ProductPrice';
import { ProductStockStatus } from '../StockStatus';
import { ContactLensFormView } from './ContactLensForm';
import { ProductVariants } from './ProductVariants';
import { useLensPurchaseDraft } from './useLensPurchaseDraft';
import { StockAlertForm } from './StockAlertForm';

/** Props of {@link ProductBuyBox}. */
export interface ProductBuyBoxProps {
  article: ProductDetail;
  sku: Sku | null;
  isStoreUser: boolean;
  /** Where "Finn butikk" goes for a store item. */
  findStoreHref: string;
  isAdding: boolean;
  onColourChange: (slug: string) => void;
  onSkuChange: (skuId: string) => void;
  /** Adds the chosen SKU (one item, or one more of it). */
  onAdd: () => void;
  /** Adds contact lenses with their prescription. */
  onAddLenses: (choice: LensPurchaseChoice) => void;
  /** The glasses configurator, for a frame bought with lenses (the page renders it). */
  renderGlasses?: () => ReactNode;
}

const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  align-content: start;
`;

const Notice = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.subtle};
  & > strong {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  & > p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  & > a {
    justify-self: start;
  }
`;

/** Holds the action's controls as the box's own grid items, so the bar can find the form among them. */
const ActionBox = styled.div`
  display: contents;
`;

const Usps = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[0.5]};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    gap: ${({ theme }) => theme.space[1]};
    align-items: center;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  svg {
    color: ${({ theme }) => theme.colors.success};
  }
`;

/**
 * The product page's buy box: price (campaign, coupon, from-price, subscription offer), stock status
 * of the chosen SKU, the variants, and what the shopper can do: add to cart, buy contact lenses with
 * a prescription, choose lenses for a frame, or, when it cannot be bought online, why (sold out, with
 * "Varsle meg"; only in stores, with the way to a store; not for stores) instead of a button that fails. USP badges last.
 */
export function ProductBuyBox({
  article,
  sku,
  isStoreUser,
  findStoreHref,
  isAdding,
  onColourChange,
  onSkuChange,
  onAdd,
  onAddLenses,
  renderGlasses,
}: ProductBuyBoxProps) {
  const t = useTranslate();
  const [withLenses, setWithLenses] = useState(false);
  const buyState = resolveBuyState(article, sku, { isStoreUser });
  const stock = getStockState(
    sku ? skuPublicationStatus(article, sku) : article.price.unit.publicationStatus,
  );
  const lensArticle = isContactLens(article)
    ? (article as ProductDetail & { lensParameters: LensParameters })
    : null;
  const lensDraft = useLensPurchaseDraft(lensArticle);
  const offersLenses = isFrameWithLenses(article) && renderGlasses !== undefined;
  const actionRef = useRef<HTMLDivElement>(null);
  /**
   * The phone bar's "Legg i handlekurven" does what the box's own button does: it adds a frame or an
   * item, and submits the lens or glasses form, whose rules then show their messages and take focus to
   * the first one (scrolling the form into view), with nothing the shopper chose lost.
   */
  const addFromBar = () => {
    if (!lensArticle && !(offersLenses && withLenses)) return onAdd();
    actionRef.current?.querySelector('form')?.requestSubmit();
  };

  let action: ReactNode;
  switch (buyState) {
    case BuyState.OutOfStock:
      action = (
        <Notice data-testid="buy-out-of-stock">
          <strong>{t('product.buy.outOfStock')}</strong>
          <p>{t('product.buy.outOfStockHint')}</p>
          {sku && <StockAlertForm key={sku.skuId} skuId={sku.skuId} />}
        </Notice>
      );
      break;
    case BuyState.StoreOnly:
      action = (
        <Notice data-testid="buy-store-only">
          <strong>{t('product.buy.storeOnly')}</strong>
          <p>{t('product.buy.storeOnlyHint')}</p>
          <ButtonLink href={findStoreHref} $variant="secondary">
            {t('product.buy.findStore')}
          </ButtonLink>
        </Notice>
      );
      break;
    case BuyState.StoreCannotAdd:
      action = (
        <Notice data-testid="buy-store-cannot-add">
          <p>{t('product.buy.storeCannotAdd')}</p>
        </Notice>
      );
      break;
    case BuyState.Unavailable:
      action = (
        <Notice>
          <p>{t('product.buy.unavailable')}</p>
        </Notice>
      );
      break;
    default:
      if (lensArticle) {
        action = (
          <ContactLensFormView
            article={lensArticle}
            onSubmit={onAddLenses}
            isSubmitting={isAdding}
            {...lensDraft}
          />
        );
      } else {
        action = (
          <>
            {offersLenses && (
              <RadioGroup
                label={t('product.buy.howLabel')}
                value={withLenses ? 'lenses' : 'frame'}
                onChange={(value) => setWithLenses(value === 'lenses')}
              >
                <Radio value="frame">{t('product.buy.frameOnly')}</Radio>
                <Radio value="lenses">{t('product.buy.withLenses')}</Radio>
              </RadioGroup>
            )}
            {offersLenses && withLenses ? (
              renderGlasses()
            ) : (
              <Button
                variant="primary"
                size="lg"
                isLoading={isAdding}
                onPress={onAdd}
                className="depict-add-to-cart"
              >
                {isAdding ? t('product.buy.adding') : t('product.buy.add')}
              </Button>
            )}
          </>
        );
      }
  }

  return (
    <Root data-testid="product-buy-box" data-buy-state={buyState}>
      <ProductPrice price={resolveCardPrice(article, { isStoreContext: isStoreUser })} size="lg" />
      <ProductStockStatus state={stock} />
      <ProductVariants
        article={article}
        sku={sku}
        onColourChange={onColourChange}
        onSkuChange={onSkuChange}
        showSkus={lensArticle === null}
      />
      <ActionBox ref={actionRef}>{action}</ActionBox>
      {buyState === BuyState.CanAdd && (
        <MobileBarAction>
          <Button variant="primary" fullWidth isLoading={isAdding} onPress={addFromBar}>
            {isAdding ? t('product.buy.adding') : t('product.buy.add')}
          </Button>
        </MobileBarAction>
      )}
      {article.usps.length > 0 && (
        <Usps aria-label={t('product.usp.label')}>
          {article.usps.map((badge) => (
            <li key={badge}>
              <CheckIcon size={18} />
              {t(USP_BADGE_KEYS[badge])}
            </li>
          ))}
        </Usps>
      )}
    </Root>
  );
}
