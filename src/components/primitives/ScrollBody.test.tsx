import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollBody } from './ModalFrame';
import { GlimtProvider } from '../../shop/GlimtProvider';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** jsdom lays nothing out: a body's height is its number of rows (of 100 px) against a 300 px window. */
function fakeLayout() {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(300);
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.querySelectorAll('li').length * 100;
  });
}

const rows = (count: number) => (
  <ul>
    {Array.from({ length: count }, (_, index) => (
      <li key={index}>Treff {index + 1}</li>
    ))}
  </ul>
);

describe('ScrollBody', () => {
  it('joins the tab order in the same render that makes it overflow, and leaves it when it fits again', () => {
    fakeLayout();
    const page = (count: number) => (
      <GlimtProvider globalStyle={false}>
        <ScrollBody>{rows(count)}</ScrollBody>
      </GlimtProvider>
    );
    const { container, rerender } = render(page(2));
    const body = container.querySelector('[data-scroll-body]');
    expect(body).not.toHaveAttribute('tabindex');
    // Results arrive with a render: no resize observer has had a chance to run.
    rerender(page(8));
    expect(body).toHaveAttribute('tabindex', '0');
    rerender(page(1));
    expect(body).not.toHaveAttribute('tabindex');
  });
});
