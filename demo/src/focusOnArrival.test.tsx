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

  describe('with the page heading preferred (issue #40: "Kasse" at the checkout)', () => {
    const headingOf = (main: HTMLElement) => () => main.querySelector<HTMLElement>('h1[tabindex="-1"]');
    const addHeading = (main: HTMLElement) => {
      const h1 = document.createElement('h1');
      h1.tabIndex = -1;
      h1.textContent = 'Kasse';
      main.append(h1);
      return h1;
    };

    it('focuses the heading when the page has one', () => {
      const { main } = page();
      const h1 = addHeading(main);
      focusOnArrival(main, headingOf(main));
      expect(document.activeElement).toBe(h1);
    });

    it('waits for a closing drawer, then focuses the heading, not the main content', async () => {
      const { root, main, drawer } = page();
      const h1 = addHeading(main);
      const focus = HTMLElement.prototype.focus;
      h1.focus = function focusUnlessInert(options?: FocusOptions) {
        if (!root.hasAttribute('inert')) focus.call(this, options);
      };
      root.setAttribute('inert', '');
      focusOnArrival(main, headingOf(main));
      expect(document.activeElement).toBe(document.body);
      drawer.remove();
      root.removeAttribute('inert');
      await mutationsDelivered();
      expect(document.activeElement).toBe(h1);
    });

    it('a heading that comes after the main content took focus takes it then', async () => {
      const { main } = page();
      focusOnArrival(main, headingOf(main));
      expect(document.activeElement).toBe(main);
      const h1 = addHeading(main);
      await mutationsDelivered();
      expect(document.activeElement).toBe(h1);
    });

    it('focus moved on meanwhile (the page focused a field): a late heading leaves it there', async () => {
      const { main } = page();
      focusOnArrival(main, headingOf(main));
      const field = document.createElement('input');
      main.append(field);
      field.focus();
      addHeading(main);
      await mutationsDelivered();
      expect(document.activeElement).toBe(field);
    });
  });
});
