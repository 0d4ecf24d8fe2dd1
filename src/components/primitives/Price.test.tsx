import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GlimtProvider } from '../../shop/GlimtProvider';
import { Price, resolvePrice } from './Price';

afterEach(cleanup);

const nbsp = '\u00a0';

describe('resolvePrice', () => {
  it('formats a plain price', () => {
    expect(resolvePrice(1299)).toEqual({ current: `kr${nbsp}1${nbsp}299`, ordinary: null });
    expect(resolvePrice(149.5)).toEqual({ current: `kr${nbsp}149,50`, ordinary: null });
  });

  it('is a campaign only when the ordinary price is higher', () => {
    expect(resolvePrice(999, 1299)).toEqual({ current: `kr${nbsp}999`, ordinary: `kr${nbsp}1${nbsp}299` });
    expect(resolvePrice(999, 999)?.ordinary).toBeNull();
    expect(resolvePrice(999, 500)?.ordinary).toBeNull();
    expect(resolvePrice(999, Number.NaN)?.ordinary).toBeNull();
    expect(resolvePrice(999, Number.POSITIVE_INFINITY)?.ordinary).toBeNull();
  });

  it('gives nothing for an amount that is not a finite number', () => {
    expect(resolvePrice(Number.NaN)).toBeNull();
    expect(resolvePrice(Number.POSITIVE_INFINITY, 1299)).toBeNull();
    expect(resolvePrice('999' as unknown as number)).toBeNull();
  });
});

describe('Price', () => {
  const norm = (text: string | null) => (text ?? '').replaceAll(nbsp, ' ');

  it('says a campaign in words, not only by colour and strike-through', () => {
    const { container } = render(
      <GlimtProvider globalStyle={false}>
        <Price amount={999} ordinaryAmount={1299} />
      </GlimtProvider>,
    );
    expect(norm(container.textContent)).toBe('Kampanjepris kr 999, ordinær pris kr 1 299');
    expect(container.querySelector('s')?.textContent).toBe(`kr${nbsp}1${nbsp}299`);
  });

  it('prefixes "fra" and renders nothing for a non-finite amount', () => {
    const { container, rerender } = render(
      <GlimtProvider globalStyle={false}>
        <Price amount={149.5} from />
      </GlimtProvider>,
    );
    expect(norm(container.textContent)).toBe('fra kr 149,50');
    rerender(
      <GlimtProvider globalStyle={false}>
        <Price amount={Number.NaN} from />
      </GlimtProvider>,
    );
    expect(container.textContent).toBe('');
  });
});
