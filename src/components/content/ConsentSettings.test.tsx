import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryNavigation } from '../../navigation/navigation';
import { GlimtProvider } from '../../shop/GlimtProvider';
import { ConsentSettings } from './ConsentSettings';

afterEach(cleanup);

function OpenSettings() {
  const [isOpen, setOpen] = useState(true);
  return <ConsentSettings isOpen={isOpen} onOpenChange={setOpen} />;
}

describe('ConsentSettings', () => {
  it('closes when the shopper follows the link to the cookie list, which opens as a page', async () => {
    const navigation = createMemoryNavigation('/');
    render(
      <GlimtProvider globalStyle={false} navigation={navigation}>
        <OpenSettings />
      </GlimtProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Innstillinger for informasjonskapsler' });
    expect(dialog).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Se alle informasjonskapslene' }));
    expect(navigation.getLocation().pathname).toBe('/cookieliste');
    // It leaves after its closing animation.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
