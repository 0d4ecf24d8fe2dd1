import { useTranslate } from '../../../i18n/context';
import { formatPrice } from '../../../shop/format';
import type { CartItem } from '../../../shop/schemas/cart';
import type { ProductDetail } from '../../../shop/schemas/product';
import { Button } from '../../primitives';
import { withProductTexts } from '../productTexts';
import { ErrorSummary } from './ErrorSummary';
import { Footer, Intro, Root, Title, Total, TotalAmount } from './GlassesConfigurator.styles';
import { GlassesPrescriptionForm } from './GlassesPrescriptionForm';
import { LensChoice, TintChoice, TreatmentChoice } from './LensOptionGroups';
import { useGlassesConfigurator, type GlassesChoice } from './useGlassesConfigurator';

/** Props of {@link GlassesConfigurator}. */
export interface GlassesConfiguratorProps {
  /** The frame, with its lens options (`lensOptions`: lenses, treatments, tints). */
  article: ProductDetail;
  /**
   * The frame's SKU the lenses go on (the chosen size or colour); the article's first SKU when left out.
   * The lens colour rule looks for tints on this SKU in the cart.
   */
  skuId?: string;
  /** The cart's lines, for the rule that one lens colour is bought once per frame. @default [] */
  cartItems?: readonly CartItem[];
  /**
   * Called with the shopper's choice once every rule passes (lens, treatments, tint and the
   * prescription as the cart takes it). The button shows as busy while a returned promise runs.
   */
  onSubmit: (choice: GlassesChoice) => void | Promise<void>;
  /** Shows the button as busy (the cart call is on its way). @default false */
  submitting?: boolean;
}

const NO_ITEMS: readonly CartItem[] = [];

function GlassesConfiguratorView({
  article,
  skuId,
  cartItems = NO_ITEMS,
  onSubmit,
  submitting = false,
}: GlassesConfiguratorProps) {
  const t = useTranslate();
  const frameSkuId = skuId ?? article.skus[0]?.skuId ?? String(article.id);
  const state = useGlassesConfigurator({ article, cartItems, frameSkuId, onSubmit });
  const colour = state.chosenTint?.colour ?? state.chosenTint?.name ?? '';
  return (
    <Root noValidate aria-labelledby="glasses-configurator-title" onSubmit={state.submit}>
      <Title id="glasses-configurator-title">{t('product.glasses.title')}</Title>
      <Intro>{t('product.glasses.intro')}</Intro>
      <ErrorSummary entries={state.summary} colour={colour} onFocusField={(field) => state.setFocus(field)} />
      <LensChoice control={state.control} lenses={state.lenses} />
      <TreatmentChoice control={state.control} treatments={state.treatments} />
      <TintChoice
        control={state.control}
        tints={state.tints}
        conflictColour={state.tintConflict ? colour : null}
      />
      <GlassesPrescriptionForm control={state.control} computer={state.computer} />
      <Footer>
        <Total>
          <span>{t('product.glasses.total')}</span>
          <TotalAmount aria-live="polite">{formatPrice(state.total)}</TotalAmount>
        </Total>
        <Button type="submit" isLoading={submitting || state.submitting}>
          {t('product.glasses.submit')}
        </Button>
      </Footer>
    </Root>
  );
}

/**
 * Buying a frame with lenses: the lens kind (single vision, progressive, computer glasses) as a
 * radio group, treatments as checkboxes, the tint as a radio group with swatches and "Ingen farge",
 * the glasses prescription per eye (working distances for computer glasses), the confirmation that
 * the prescription is under one year old, the running total and "Legg i handlekurven".
 *
 * The rules are the shop's (`shop/prescription/glasses`): each shows its message at its field and
 * in a summary, focus goes to the first error, and nothing typed is lost. A tint whose colour is
 * already on this frame in the cart is refused at the tint group.
 * @example <GlassesConfigurator article={frame} cartItems={cart.items} onSubmit={addToCart} />
 */
export const GlassesConfigurator = /* @__PURE__ */ withProductTexts(GlassesConfiguratorView);
