import { styled } from 'styled-components';
import { Link } from '@glimt/ui';
import { REPLACED_PATH } from '../widget/DemoPageReplacer';
import { RecommendationSlider } from '@glimt/ui/widget';
import { NOK_PRICE_FORMAT } from '../widget/DemoWidgetProvider';

const More = styled.p`
  margin-top: ${({ theme }) => theme.space[2]};
`;

/**
 * The start page's product row: the widget's slider, with the same cards as the listings and the
 * product page. One row, not two: the shop's own `Recommendations` beside it showed the same products
 * in another card (#40); it serves shops without the widget, and its stories show it.
 */
export function HomeRecommendations() {
  return (
    <>
      <RecommendationSlider
        kind="general"
        limit={12}
        title="Populært akkurat nå"
        priceFormat={NOK_PRICE_FORMAT}
      />
      <More>
        <Link href={REPLACED_PATH} variant="standalone">
          Se flere anbefalinger
        </Link>
      </More>
    </>
  );
}
