import { styled } from 'styled-components';
import { Link, Recommendations } from '@glimt/ui';
import { REPLACED_PATH } from '../widget/DemoPageReplacer';
import { RecommendationSlider } from '@glimt/ui/widget';
import { NOK_PRICE_FORMAT } from '../widget/DemoWidgetProvider';

const WidgetSlot = styled.div`
  margin-top: ${({ theme }) => theme.space[4]};
`;

const More = styled.p`
  margin-top: ${({ theme }) => theme.space[2]};
`;

/** The start page's product rows: the shop's landing-page recommendations and the widget's slider. */
export function HomeRecommendations() {
  return (
    <>
      <Recommendations type="landing_page" />
      <WidgetSlot>
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
      </WidgetSlot>
    </>
  );
}
