import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WidgetProvider } from '../WidgetProvider';
import { configured, quietEnv } from '../WidgetProvider/test-helpers';
import { SearchField } from './SearchField';
import { useSearchField } from './useSearchField';
import { untilState } from '../../../../test-support/untilState';

afterEach(cleanup);

function renderField() {
  const { env } = quietEnv();
  // No API: the modal's calls fail at once (their failed states are not what this tests).
  const fetch = vi.fn(() => Promise.reject(new TypeError('offline')));
  return render(
    <WidgetProvider {...configured({ env, fetch })}>
      <SearchField />
    </WidgetProvider>,
  );
}

describe('SearchField (the modal loads on intent)', { timeout: 20_000 }, () => {
  it('keeps every key typed before the modal has loaded and opens with them, caret at the end', async () => {
    renderField();
    const field = screen.getByRole('button');
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => field.focus());
    // Typed at once, in the same task: the modal's code cannot be in yet.
    for (const key of ['r', 'a', 'y', ' ', 'b', 'x', 'Backspace', 'a']) fireEvent.keyDown(field, { key });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(field).toHaveTextContent('ray ba');
    // The first import of the modal's module (transformed on demand here) may take a while.
    const input = await untilState('screen.getByRole("combobox")', () => screen.getByRole('combobox'));
    expect(input).toHaveValue('ray ba');
    await untilState('expect(input).toHaveFocus()', () => expect(input).toHaveFocus());
    expect((input as HTMLInputElement).selectionStart).toBe('ray ba'.length);
  });

  it('a press opens the modal, and aria-expanded says so', async () => {
    renderField();
    const field = screen.getByRole('button');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(field);
    expect(
      await untilState('screen.getByRole("dialog")', () => screen.getByRole('dialog')),
    ).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-expanded', 'true');
  });

  it('an aligned panel puts its text field over the field, and follows it when the window is resized', async () => {
    let where = { top: 100, left: 300 };
    const button = document.createElement('button');
    button.getBoundingClientRect = () =>
      DOMRect.fromRect({ x: where.left, y: where.top, width: 200, height: 44 });
    const { result } = renderHook(() => useSearchField({ current: button }, true, undefined));
    act(() => result.current.open());
    // The panel's text field sits 12 px down and 68 px in (padding, back button, gap).
    expect(result.current.request?.anchor).toEqual({ top: 88, left: 232 });
    await untilState('expect(result.current.Modal).toBeDefined()', () =>
      expect(result.current.Modal).toBeDefined(),
    );
    where = { top: 40, left: 120 };
    act(() => void window.dispatchEvent(new Event('resize')));
    expect(result.current.request?.anchor).toEqual({ top: 28, left: 52 });
    act(() => result.current.close());
    expect(result.current.request).toBeNull();
  });
});
