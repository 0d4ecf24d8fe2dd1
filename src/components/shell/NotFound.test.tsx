import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { GlimtProvider } from '../../shop/GlimtProvider';
import { createMemoryNavigation } from '../../navigation/navigation';
import { NotFound } from './NotFound';

afterEach(cleanup);

describe('NotFound', () => {
  it('says the page was not found and links back to the start page without touching the title', async () => {
    document.title = 'Glimt';
    const navigation = createMemoryNavigation('/finnes-ikke');
    render(
      <GlimtProvider globalStyle={false} navigation={navigation}>
        <NotFound />
      </GlimtProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Fant ikke siden' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Fant ikke siden' })).toBeInTheDocument();
    const home = screen.getByRole('link', { name: 'Gå til forsiden' });
    expect(home).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Kontakt kundeservice' })).toHaveAttribute(
      'href',
      '/kontakt-oss',
    );
    await userEvent.setup().click(home);
    expect(navigation.getLocation().pathname).toBe('/');
    expect(document.title).toBe('Glimt');
  });

  it('takes a heading level, a home href and no contact link', () => {
    render(
      <GlimtProvider globalStyle={false}>
        <NotFound headingLevel={2} homeHref="/butikk" showContactLink={false}>
          <p>Søk i stedet</p>
        </NotFound>
      </GlimtProvider>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Fant ikke siden' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gå til forsiden' })).toHaveAttribute('href', '/butikk');
    expect(screen.queryByRole('link', { name: 'Kontakt kundeservice' })).toBeNull();
    expect(screen.getByText('Søk i stedet')).toBeInTheDocument();
  });
});
