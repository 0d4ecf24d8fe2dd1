import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { glimtTheme } from '../../theme/theme';
import { createWidgetTranslator } from '../core/i18n';
import { widgetImage } from '../core/images';
import { formatWidgetPrice } from '../core/price';
import { WidgetErrorBoundary } from './ErrorBoundary';
import { ProductCardTemplate, type ProductCardData } from './ProductCardTemplate';

const display: ProductCardData = {
  product_id: '100001',
  brand: 'Ray-Ban',
  title: 'Wayfarer',
  sub_heading_1: 'Svart',
  sub_heading_2: 'Firkantet',
  sale_price: 1299,
  original_price: 1890,
  image_url: 'https://cdn.test/a.svg',
  search_result_id: 'sr-1',
  recommendation_id: 'rc-1',
  product_listing_result_id: 'pl-1',
};

describe('ProductCardTemplate', () => {
  const t = createWidgetTranslator();
  const props = {
    placement: 'instant' as const,
    index: 0,
    t,
    formatPrice: (price: number | string | null | undefined) =>
      formatWidgetPrice(price, { placesAfterComma: 0, thousandsDelimiter: ' ', prefix: 'kr ' }),
    // The gate's answer without an image service, on the test's own host.
    getImage: (src: string | null | undefined) =>
      widgetImage(src, [], { allowedHosts: ['cdn.test'] }, { reportError: () => undefined }),
  };

  it('renders image, brand, title, sub-headings and both prices said in words', () => {
    const { container } = render(
      <ThemeProvider theme={glimtTheme}>
        <ProductCardTemplate {...props} display={display} />
      </ThemeProvider>,
    );
    expect(screen.getByText('Ray-Ban')).toBeInTheDocument();
    expect(screen.getByText('Wayfarer')).toBeInTheDocument();
    expect(screen.getByText('Svart | Firkantet')).toBeInTheDocument();
    expect(container.textContent).toContain('Sale price kr 1 299');
    expect(container.textContent).toContain('Original price kr 1 890');
    expect(container.querySelector('img')).toHaveAttribute('src', 'https://cdn.test/a.svg');
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('renders a card without image or prices', () => {
    const { container } = render(
      <ThemeProvider theme={glimtTheme}>
        <ProductCardTemplate {...props} display={{ title: 'Bare tittel' }} layout="horizontal" />
      </ThemeProvider>,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-layout="horizontal"]')).not.toBeNull();
    expect(container.textContent).toBe('Bare tittel');
  });
});

describe('WidgetErrorBoundary', () => {
  function Broken(): never {
    throw new Error('boom');
  }

  it('shows its message in place of a failing part, reports it, and tries again when the key changes', () => {
    const reported: unknown[] = [];
    const failures: unknown[] = [];
    const view = (key: string, fail: boolean) => (
      <ThemeProvider theme={glimtTheme}>
        <WidgetErrorBoundary
          message="Instant results failed"
          resetKey={key}
          reportError={(error) => reported.push(error)}
          onError={(error) => failures.push(error)}
        >
          {fail ? <Broken /> : <p>fine</p>}
        </WidgetErrorBoundary>
        <p>the rest</p>
      </ThemeProvider>
    );
    const { rerender } = render(view('a', true));
    expect(screen.getByText('Instant results failed')).toBeInTheDocument();
    expect(screen.getByText('the rest')).toBeInTheDocument();
    expect(reported).toHaveLength(1);
    expect(failures).toHaveLength(1);
    rerender(view('a', false));
    expect(screen.getByText('Instant results failed')).toBeInTheDocument();
    rerender(view('b', false));
    expect(screen.getByText('fine')).toBeInTheDocument();
  });
});
