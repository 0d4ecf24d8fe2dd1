import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NavigationProvider, useLocation } from './context';
import { createMemoryNavigation, type NavigationAdapter } from './navigation';

function Where() {
  const { pathname, search } = useLocation();
  return (
    <output>
      {pathname}
      {search}
    </output>
  );
}

const page = (navigation: NavigationAdapter) => (
  <NavigationProvider navigation={navigation}>
    <Where />
  </NavigationProvider>
);

afterEach(() => {
  document.body.innerHTML = '';
});

describe('useLocation when rendering on the server and hydrating', () => {
  it("renders the adapter's location on the server, not the home page", () => {
    const html = renderToString(page(createMemoryNavigation('/briller?sort=price#top')));
    expect(html).toBe('<output>/briller<!-- -->?sort=price</output>');
  });

  it('hydrates HTML rendered for another URL at that URL, then shows the real one', async () => {
    // Prerendered at build time for `/sok`; the visitor's URL has a query.
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(createMemoryNavigation('/sok')));
    document.body.append(container);
    const navigation: NavigationAdapter = {
      ...createMemoryNavigation('/sok?query=ray'),
      getServerLocation: () => ({ pathname: '/sok', search: '', hash: '' }),
    };
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, page(navigation), { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.textContent).toBe('/sok?query=ray');
  });
});
