import { afterEach, describe, expect, it } from 'vitest';
import { focusOnArrival } from './focusOnArrival';

/**
 * jsdom does not keep focus out of an inert subtree, so the page here stands in for it: while the
 * app root carries `inert`, its main content refuses focus, as Chromium's does.
 */
function page() {
  document.body.innerHTML =
    '<div id="root"><main id="main-content" tabindex="-1"></main></div><div id="drawer"></div>';
  const root = document.getElementById('root') as HTMLElement;
  const main = document.getElementById('main-content') as HTMLElement;
  const focus = HTMLElement.prototype.focus;
  main.focus = function focusUnlessInert(options?: FocusOptions) {
    if (!root.hasAttribute('inert')) focus.call(this, options);
  };
  return { root, main, drawer: document.getElementById('drawer') as HTMLElement };
}

const mutationsDelivered = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('focusOnArrival', () => {
  it('focuses at once when nothing holds the page inert', () => {
    const { main } = page();
    focusOnArrival(main);
    expect(document.activeElement).toBe(main);
  });

  it('waits while a closing drawer holds the page inert, and focuses when it lets go', async () => {
    const { root, main, drawer } = page();
    root.setAttribute('inert', '');
    focusOnArrival(main);
    expect(document.activeElement).toBe(document.body);
    drawer.remove();
    await mutationsDelivered();
    expect(document.activeElement).toBe(document.body);
    root.removeAttribute('inert');
    await mutationsDelivered();
    expect(document.activeElement).toBe(main);
  });

  it('gives way to the shopper: a key pressed while it waits cancels it', async () => {
    const { root, main } = page();
    root.setAttribute('inert', '');
    focusOnArrival(main);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    root.removeAttribute('inert');
    await mutationsDelivered();
    expect(document.activeElement).toBe(document.body);
  });

  it('is dropped by its cleanup (the next route change)', async () => {
    const { root, main } = page();
    root.setAttribute('inert', '');
    const cancel = focusOnArrival(main);
    cancel();
    root.removeAttribute('inert');
    await mutationsDelivered();
    expect(document.activeElement).toBe(document.body);
  });
});
