import { useEffect, useRef } from 'react';
import { styled } from 'styled-components';
import { useLocation } from '../../../navigation/context';
import { AFTER_BASKET_LIMIT, afterBasketProductIds } from '../../../shop/recommendations';
import { Recommendations } from '../../product/Recommendations/Recommendations';

const Recommended = styled.div`
  margin-top: ${({ theme }) => theme.space[4]};
  padding-top: ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.colors.divider};
  &:empty {
    display: none;
  }
`;

/** Props of {@link CartRecommendations}. */
export interface CartRecommendationsProps {
  /** The cart's lines (their article ids say what the recommender is asked about). */
  lines: ReadonlyArray<{ articleId: string }>;
  /** Hosts the cards' images may come from. */
  imageHosts: readonly string[] | undefined;
  /** Closes the drawer: a card's link leads to another page. */
  close: () => void;
}

/**
 * "Passer godt sammen med" under the cart's lines: the recommender's `after_basket` items for the
 * cart's products, as cart-style cards. Like every recommendations block it asks nothing without
 * the visitor's consent to personalisation, and shows nothing when the answer is empty or fails.
 * A card's link leads to the product's page: once the location changes, the drawer closes.
 */
export default function CartRecommendations({ lines, imageHosts, close }: CartRecommendationsProps) {
  const { pathname, search } = useLocation();
  const where = `${pathname}${search}`;
  const openedAt = useRef(where);
  useEffect(() => {
    if (where !== openedAt.current) close();
  }, [where, close]);
  return (
    <Recommended>
      <Recommendations
        type="after_basket"
        productIds={afterBasketProductIds(lines)}
        limit={AFTER_BASKET_LIMIT}
        headingLevel={3}
        allowedImageHosts={imageHosts}
        data-testid="cart-recommendations"
      />
    </Recommended>
  );
}
