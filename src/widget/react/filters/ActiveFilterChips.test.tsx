import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { glimtTheme } from '../../../theme/theme';
import type { Filter, ResponseFilter } from '../../core/schemas';
import { ActiveFilterChips } from './ActiveFilterChips';
import { untilState } from '../../../../test-support/untilState';

const brand: ResponseFilter = {
  field: 'brand',
  op: 'in',
  meta: { group_title: 'Merke', type: 'checkbox', values: ['Ray-Ban', 'Oakley', 'Prada'], counts: [3, 2, 1] },
};
const twoBrands: Filter[] = [{ field: 'brand', op: 'in', data: ['Ray-Ban', 'Oakley'] }];

/** A page that applies a change at once, or `delayMs` later (a listing page shows the URL's filters). */
function Page({
  initial,
  delayMs,
  onEmptied,
}: {
  initial: Filter[];
  delayMs?: number;
  onEmptied?: () => void;
}) {
  const [applied, setApplied] = useState(initial);
  return (
    <ThemeProvider theme={glimtTheme}>
      <ActiveFilterChips
        applied={applied}
        filters={[brand]}
        onEmptied={onEmptied}
        onChange={(next) =>
          delayMs === undefined ? setApplied(next) : setTimeout(() => setApplied(next), delayMs)
        }
      />
    </ThemeProvider>
  );
}

const chip = (value: string) => screen.getByRole('button', { name: new RegExp(`Merke ${value}$`) });

afterEach(cleanup);

describe('ActiveFilterChips', () => {
  it.each([
    ['at once', undefined],
    ['a moment later', 30],
  ])(
    'moves focus to the chip that takes the removed one’s place when the page applies it %s',
    async (_when, delayMs) => {
      render(<Page initial={twoBrands} delayMs={delayMs} />);
      chip('Ray-Ban').focus();
      fireEvent.click(chip('Ray-Ban'));
      await untilState('expect(screen.queryByRole("button", { name: /Merke Ray-Ban$/ })).toBeNull()', () =>
        expect(screen.queryByRole('button', { name: /Merke Ray-Ban$/ })).toBeNull(),
      );
      await untilState('expect(chip("Oakley")).toHaveFocus()', () => expect(chip('Oakley')).toHaveFocus());
    },
  );

  it('moves focus to the chip before when the last chip of the row is removed', async () => {
    render(<Page initial={twoBrands} delayMs={30} />);
    chip('Oakley').focus();
    fireEvent.click(chip('Oakley'));
    await untilState('expect(screen.queryByRole("button", { name: /Merke Oakley$/ })).toBeNull()', () =>
      expect(screen.queryByRole('button', { name: /Merke Oakley$/ })).toBeNull(),
    );
    await untilState('expect(chip("Ray-Ban")).toHaveFocus()', () => expect(chip('Ray-Ban')).toHaveFocus());
  });

  it.each([
    ['the last chip', () => chip('Ray-Ban')],
    ['"clear all"', () => screen.getByRole('button', { name: /clear all|fjern alle/i })],
  ])(
    'calls onEmptied once the bar has emptied after a press on %s, to move focus on',
    async (_what, button) => {
      const onEmptied = vi.fn();
      render(
        <Page
          initial={[{ field: 'brand', op: 'in', data: ['Ray-Ban'] }]}
          delayMs={30}
          onEmptied={onEmptied}
        />,
      );
      button().focus();
      fireEvent.click(button());
      // Not before the page has applied it (the chip is still there).
      expect(onEmptied).not.toHaveBeenCalled();
      await untilState('expect(screen.queryAllByRole("button")).toHaveLength(0)', () =>
        expect(screen.queryAllByRole('button')).toHaveLength(0),
      );
      await untilState('expect(onEmptied).toHaveBeenCalledTimes(1)', () =>
        expect(onEmptied).toHaveBeenCalledTimes(1),
      );
    },
  );

  it('is not in the accessibility tree while no filter is applied', () => {
    render(<Page initial={[]} />);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});
