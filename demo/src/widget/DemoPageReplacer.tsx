import { styled } from 'styled-components';
import { PageReplacer, RecommendationGrid } from '@glimt/ui/widget';
import { NOK_PRICE_FORMAT } from './DemoWidgetProvider';

// The demo's page replacer: the widget takes over `/anbefalt`, a page the shop keeps for it (the
// host has no page of its own there), with a grid of recommendations, hiding the host's page column,
// and gives it back when the visitor leaves. Mounted after the shop in the app, so its title wins
// over the shop's on that page. The shop's own content pages (such as `/barekraft`) stay the shop's.

/** The path the widget takes over. */
export const REPLACED_PATH = '/anbefalt';

const Column = styled.section`
  max-width: 1228px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[6]};
  h1 {
    margin-bottom: ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
  p {
    margin-bottom: ${({ theme }) => theme.space[3]};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Takes over `/anbefalt` with the widget's own page. */
export function DemoPageReplacer() {
  return (
    <PageReplacer
      isPageToReplace={({ pathname }) => pathname === REPLACED_PATH}
      selector="#main-content > div:first-of-type"
      title="Anbefalt for deg – Glimt"
    >
      <Column aria-labelledby="replaced-title" data-testid="replaced-page">
        <h1 id="replaced-title">Anbefalt for deg</h1>
        <p>Briller, solbriller og linser vi tror du vil like, valgt ut fra det du har sett på hos oss.</p>
        <RecommendationGrid kind="general" limit={8} title="Utvalgt for deg" priceFormat={NOK_PRICE_FORMAT} />
      </Column>
    </PageReplacer>
  );
}
