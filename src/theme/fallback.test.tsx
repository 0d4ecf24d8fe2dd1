import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from '../components/primitives/Button';
import { Price } from '../components/primitives/Price';
import { GlimtProvider } from '../shop/GlimtProvider';
import { useGlimtTheme } from './fallback';
import { glimtTheme } from './theme';

afterEach(cleanup);

function ThemeProbe() {
  return <output>{useGlimtTheme().colors.accent}</output>;
}

describe('primitives without a provider', () => {
  it('render with the default theme in the browser, without GlimtProvider', () => {
    render(
      <>
        <Button>Kjøp</Button>
        <Price amount={1299} />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Kjøp' })).toBeInTheDocument();
    expect(document.body.textContent).toContain('1');
  });

  it('render on the server with their styles collected', () => {
    const sheet = new ServerStyleSheet();
    try {
      const html = renderToString(sheet.collectStyles(<Button>Kjøp</Button>));
      expect(html).toContain('Kjøp');
      // The button's own rules, with the default theme's radius in them.
      expect(sheet.getStyleTags()).toContain(glimtTheme.radii.md);
    } finally {
      sheet.seal();
    }
  });

  it("render inside a host app's own styled-components theme (not a Glimt one)", () => {
    render(
      <ThemeProvider theme={{ brand: 'hotpink' } as never}>
        <Button>Kjøp</Button>
        <ThemeProbe />
      </ThemeProvider>,
    );
    expect(screen.getByRole('button', { name: 'Kjøp' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(glimtTheme.colors.accent);
  });

  it("leave GlimtProvider's theme in charge where there is one", () => {
    render(
      <GlimtProvider theme={{ colors: { accent: '#123456' } }}>
        <ThemeProbe />
      </GlimtProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('#123456');
  });
});
