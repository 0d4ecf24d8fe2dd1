import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createMemoryNavigation } from '../../../navigation/navigation';
import { widgetLocaleNo } from '../../locales/no';
import { useWidgetLocation } from './useWidget';
import { WidgetProvider } from './WidgetProvider';

function Where() {
  const { pathname, search } = useWidgetLocation();
  return (
    <output>
      {pathname}
      {search}
    </output>
  );
}

describe('useWidgetLocation on the server', () => {
  it("renders the host router's location (a search page's query), not `/`", () => {
    const html = renderToString(
      <WidgetProvider
        merchant="glimt"
        market="no"
        locale={widgetLocaleNo}
        apiHost="https://search.example.com"
        navigation={createMemoryNavigation('/sok?query=ray')}
      >
        <Where />
      </WidgetProvider>,
    );
    expect(html).toContain('<output>/sok<!-- -->?query=ray</output>');
  });
});
