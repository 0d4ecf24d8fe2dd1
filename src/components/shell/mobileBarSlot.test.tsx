import { useState } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GlimtProvider } from '../../shop/GlimtProvider';
import { MobileBar } from './MobileBar';
import { MobileBarAction, MobileBarSlotProvider } from './mobileBarSlot';

afterEach(cleanup);

/** A page that puts "Legg i handlekurven" in the bar while it is shown, and a way to leave it. */
function Shop({ onAdd }: { onAdd: () => void }) {
  const [onProductPage, setOnProductPage] = useState(true);
  return (
    <GlimtProvider globalStyle={false}>
      <MobileBarSlotProvider>
        <main>
          {onProductPage ? (
            <>
              <button type="button" onClick={() => setOnProductPage(false)}>
                Til forsiden
              </button>
              <MobileBarAction>
                <button type="button" onClick={onAdd}>
                  Legg i handlekurven
                </button>
              </MobileBarAction>
            </>
          ) : (
            <p>Forsiden</p>
          )}
        </main>
        <MobileBar data-testid="bar" />
      </MobileBarSlotProvider>
    </GlimtProvider>
  );
}

describe('the phone bar’s slot', () => {
  it('shows a page’s action instead of the shortcuts, and the shortcuts again when the page is gone', async () => {
    const onAdd = vi.fn();
    render(<Shop onAdd={onAdd} />);
    const bar = screen.getByTestId('bar');
    const add = await screen.findByRole('button', { name: 'Legg i handlekurven' });
    expect(bar).toContainElement(add);
    expect(screen.queryByRole('navigation', { name: 'Snarveier' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Bestill synstest/ })).toBeNull();

    const user = userEvent.setup();
    await user.click(add);
    expect(onAdd).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Til forsiden' }));
    const shortcuts = await screen.findByRole('navigation', { name: 'Snarveier' });
    expect(bar).toContainElement(shortcuts);
    expect(screen.getByRole('link', { name: /Finn butikk/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Bestill synstest/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Legg i handlekurven' })).toBeNull();
  });

  it('keeps the shortcuts where no page asks for the bar, and renders nothing for a page outside a layout', () => {
    render(
      <GlimtProvider globalStyle={false}>
        <MobileBarAction>
          <button type="button">Legg i handlekurven</button>
        </MobileBarAction>
        <MobileBarSlotProvider>
          <MobileBar />
        </MobileBarSlotProvider>
      </GlimtProvider>,
    );
    expect(screen.getByRole('navigation', { name: 'Snarveier' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Legg i handlekurven' })).toBeNull();
  });
});
