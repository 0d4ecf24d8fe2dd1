import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GlimtProvider } from '../../../shop/GlimtProvider';
import { ProductModelView } from './index';

// The viewer's code must never load for a refused URL: a load here fails the test.
vi.mock('@google/model-viewer', () => {
  throw new Error('model-viewer must not load');
});

afterEach(cleanup);

const ERROR = 'Vi klarte ikke å vise 3D-modellen. Prøv igjen senere.';

describe('ProductModelView', () => {
  it.each([
    'javascript:alert(1)',
    'http://cdn.glimt.test/mock-media/models/panto.glb',
    'https://evil.example/panto.glb',
    '/mock-media/models/panto.glb',
  ])('shows the viewer error for a refused model URL (%s), requests nothing and tells onError', (src) => {
    const onError = vi.fn();
    render(
      <GlimtProvider>
        <ProductModelView src={src} productName="Glimt Fjord" onError={onError} />
      </GlimtProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(ERROR);
    expect(screen.queryByRole('group', { name: /3D-modell/ })).toBeNull();
    expect(document.querySelector('model-viewer')).toBeNull();
    expect(onError).toHaveBeenCalledTimes(1);
    // Trying again cannot help: no retry button.
    expect(screen.queryByRole('button', { name: 'Prøv igjen' })).toBeNull();
  });
});
