import { memo, useCallback, type MouseEvent } from 'react';
import { styled } from 'styled-components';
import { formatWidgetPrice, type PriceFormat } from '../../core/price';
import { widgetImage } from '../../core/images';
import { productCardDataAttributes } from '../../core/productCard';
import type { DisplayPrice, ProductDisplay } from '../../core/schemas';
import { WidgetErrorBoundary } from '../ErrorBoundary';
import {
  ProductCardTemplate,
  type ProductCardTemplateComponent,
  type ProductCardTemplateProps,
} from '../ProductCardTemplate';
import type { WidgetContextValue } from '../WidgetProvider/types';

const CardLink = styled.a`
  display: block;
  height: 100%;
  border-radius: ${({ theme }) => theme.radii.md};
  color: inherit;
  text-decoration: none;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** What every card of a view is rendered with. */
export interface CardKit {
  widget: WidgetContextValue;
  template: ProductCardTemplateComponent;
  formatPrice: ProductCardTemplateProps['formatPrice'];
  getImage: ProductCardTemplateProps['getImage'];
}

/** The card kit of a view: the template, the price format and the image rule. */
export function useCardKit(
  widget: WidgetContextValue | null,
  options: {
    productCard?: ProductCardTemplateComponent;
    priceFormat?: PriceFormat;
    imageServiceUrl?: string;
    allowedImageHosts?: readonly string[];
  },
): CardKit | null {
  const { priceFormat, imageServiceUrl, allowedImageHosts } = options;
  const env = widget?.env;
  const formatPrice = useCallback(
    (price: DisplayPrice | null | undefined) => (env ? formatWidgetPrice(price, priceFormat, env) : ''),
    [priceFormat, env],
  );
  const getImage = useCallback<ProductCardTemplateProps['getImage']>(
    (src, widths) =>
      env ? widgetImage(src, widths, { imageServiceUrl, allowedHosts: allowedImageHosts }, env) : null,
    [imageServiceUrl, allowedImageHosts, env],
  );
  if (!widget) return null;
  return { widget, template: options.productCard ?? ProductCardTemplate, formatPrice, getImage };
}

/** Props of {@link RecommendationCard}. */
export interface RecommendationCardProps {
  display: ProductDisplay;
  /** The link (the page URL creator's, else the display's `page_url`). */
  href: string | undefined;
  index: number;
  kit: CardKit;
}

/**
 * One recommended product: a link carrying `data-recommendation-id` and `data-product-id` (so
 * tracking needs no extra code), followed through the widget's navigation (a modified click is
 * left to the browser), around the card template in its own error boundary.
 */
export const RecommendationCard = memo(function RecommendationCard({
  display,
  href,
  index,
  kit,
}: RecommendationCardProps) {
  const { widget, template: Template } = kit;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (href && widget.navigate(href, { event })) event.preventDefault();
  };
  return (
    <CardLink href={href} onClick={onClick} {...productCardDataAttributes(display, 'recommendation')}>
      <WidgetErrorBoundary
        message={widget.t('productCardFailed')}
        reportError={widget.env.reportError}
        compact
      >
        <Template
          display={display}
          placement="recommendation"
          index={index}
          t={widget.t}
          formatPrice={kit.formatPrice}
          getImage={kit.getImage}
        />
      </WidgetErrorBoundary>
    </CardLink>
  );
});
