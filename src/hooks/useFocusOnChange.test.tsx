import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFocusOnChange, type FocusOnChangeOptions } from './useFocusOnChange';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Page({ state, options }: { state: string; options?: FocusOnChangeOptions }) {
  const heading = useFocusOnChange<HTMLHeadingElement>(state, options);
  return (
    <>
      <button type="button">Meny</button>
      <h1 ref={heading} tabIndex={-1}>
        {state}
      </h1>
    </>
  );
}

const settle = () => act(() => vi.runAllTimers());

describe('useFocusOnChange', () => {
  it('moves focus to the heading when the state changes, not when the page first shows', () => {
    const view = render(<Page state="loading" />);
    settle();
    expect(document.body).toHaveFocus();
    view.rerender(<Page state="ready" />);
    settle();
    expect(view.getByRole('heading')).toHaveFocus();
  });

  it('on arrival, lands on the heading of a page that had its data when it mounted', () => {
    const view = render(<Page state="ready" options={{ onArrival: true }} />);
    settle();
    expect(view.getByRole('heading')).toHaveFocus();
  });

  it('on arrival, leaves focus where the page already put it', () => {
    const view = render(<Page state="ready" options={{ onArrival: true }} />);
    view.getByRole('button').focus();
    settle();
    expect(view.getByRole('button')).toHaveFocus();
  });
});
