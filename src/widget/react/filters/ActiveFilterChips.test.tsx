import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it } from 'vitest';
import { glimtTheme } from '../../../theme/theme';
import type { Filter, ResponseFilter } from '../../core/schemas';
import { ActiveFilterChips } from './ActiveFilterChips';

const brand: ResponseFilter = {
  field: 'brand',
  op: 'in',
  meta: { group_title: 'Merke', type: 'checkbox', values: ['Ray-Ban', 'Oakley', 'Prada'], counts: [3, 2, 1] },
};
const twoBrands: Filter[] = [{ field: 'brand', op: 'in', data: ['Ray-Ban', 'Oakley'] }];

/** A page that applies a change at once, or `delayMs` later (a listing page shows the URL's filters). */
function Page({ initial, delayMs }: { initial: Filter[]; delayMs?: number }) {
  const [applied, setApplied] = useState(initial);
  return (
    <ThemeProvider theme={glimtTheme}>
      <ActiveFilterChips
        applied={applied}
        filters={[brand]}
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
      await waitFor(() => expect(screen.queryByRole('button', { name: /Merke Ray-Ban$/ })).toBeNull());
      await waitFor(() => expect(chip('Oakley')).toHaveFocus());
    },
  );

  it('moves focus to the chip before when the last chip of the row is removed', async () => {
    render(<Page initial={twoBrands} delayMs={30} />);
    chip('Oakley').focus();
    fireEvent.click(chip('Oakley'));
    await waitFor(() => expect(screen.queryByRole('button', { name: /Merke Oakley$/ })).toBeNull());
    await waitFor(() => expect(chip('Ray-Ban')).toHaveFocus());
  });

  it('is not in the accessibility tree while no filter is applied', () => {
    render(<Page initial={[]} />);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});
