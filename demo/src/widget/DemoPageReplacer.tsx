import { styled } from 'styled-components';
import { PageReplacer, RecommendationGrid } from '@glimt/ui/widget';
import { NOK_PRICE_FORMAT } from './DemoWidgetProvider';

// The demo's page replacer: the widget takes over `/barekraft` (a content page of the host) with a
// grid of recommendations, hiding the host's page column, and gives it back when the visitor
// leaves. Mounted after the shop in the app, so its title wins over the shop's on that page.

/** The path the widget takes over. */
export const REPLACED_PATH = '/barekraft';

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

/** Takes over `/barekraft` with the widget's own page. */
export function DemoPageReplacer() {
  return (
    <PageReplacer
      isPageToReplace={({ pathname }) => pathname === REPLACED_PATH}
      selector="#main-content > div:first-of-type"
      title="Bærekraftige valg – Glimt"
    >
      <Column aria-labelledby="replaced-title" data-testid="replaced-page">
        <h1 id="replaced-title">Bærekraftige valg</h1>
        <p>Denne siden vises av widgeten i stedet for butikkens egen side.</p>
        <RecommendationGrid
          kind="general"
          limit={8}
          title="Anbefalt for deg"
          priceFormat={NOK_PRICE_FORMAT}
        />
      </Column>
    </PageReplacer>
  );
}
