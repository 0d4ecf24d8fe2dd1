import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GlimtProvider } from '../../shop/GlimtProvider';
import { UnsupportedBrowserNotice } from './UnsupportedBrowser';

afterEach(cleanup);

describe('UnsupportedBrowserNotice', () => {
  const modern = {
    fetch: () => undefined,
    AbortController: class {},
    Intl: { NumberFormat: class {}, PluralRules: class {} },
    CSS: { supports: () => true },
    String: { prototype: { replaceAll: () => '' } },
  };

  it('renders nothing in a supported browser', () => {
    render(
      <GlimtProvider globalStyle={false}>
        <UnsupportedBrowserNotice env={modern} />
      </GlimtProvider>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('tells the visitor of an unsupported browser which browsers to use', () => {
    render(
      <GlimtProvider globalStyle={false}>
        <UnsupportedBrowserNotice env={{ ...modern, CSS: { supports: () => false } }} />
      </GlimtProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Nettleseren din støttes ikke. Bruk Edge, Chrome, Safari eller Firefox.',
    );
  });

  it('follows the supported prop over the detection', () => {
    const { rerender } = render(
      <GlimtProvider globalStyle={false}>
        <UnsupportedBrowserNotice supported={false} env={modern} />
      </GlimtProvider>,
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();
    rerender(
      <GlimtProvider globalStyle={false}>
        <UnsupportedBrowserNotice supported env={{}} />
      </GlimtProvider>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
