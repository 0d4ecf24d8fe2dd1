import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryNavigation } from '../../navigation/navigation';
import { GlimtProvider } from '../../shop/GlimtProvider';
import { Link, type LinkProps } from './Link';

function setup(props: LinkProps) {
  const navigation = createMemoryNavigation('/');
  const { container } = render(
    <GlimtProvider navigation={navigation} globalStyle={false}>
      <Link {...props} />
    </GlimtProvider>,
  );
  return { navigation, container };
}

/**
 * Dispatches a click and reports whether the link kept it for itself. A listener on the React root,
 * added after React's own, stands in for the browser: it records the verdict, then cancels the click
 * so jsdom does not try to navigate. (react-aria stops the click's propagation, so it must be here.)
 */
function click(container: HTMLElement, element: Element, init: MouseEventInit = {}): boolean {
  let keptByLink: boolean | undefined;
  const browser = (event: Event) => {
    keptByLink = event.defaultPrevented;
    event.preventDefault();
  };
  container.addEventListener('click', browser);
  fireEvent.click(element, { button: 0, ...init });
  container.removeEventListener('click', browser);
  if (keptByLink === undefined) throw new Error('the click never reached the page');
  return keptByLink;
}

describe('Link', () => {
  afterEach(cleanup);

  it('navigates through the adapter on a plain click', () => {
    const { navigation, container } = setup({ href: '/briller', children: 'Briller' });
    expect(click(container, screen.getByRole('link', { name: 'Briller' }))).toBe(true);
    expect(navigation.history).toEqual(['/', '/briller']);
  });

  it.each([{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }])(
    'leaves a click with %o to the browser',
    (init) => {
      const { navigation, container } = setup({ href: '/briller', children: 'Briller' });
      expect(click(container, screen.getByRole('link'), init)).toBe(false);
      expect(navigation.history).toEqual(['/']);
    },
  );

  it('leaves new tabs, downloads, other origins, mailto and tel to the browser', () => {
    const cases: LinkProps[] = [
      { href: '/om-glimt', external: true, children: 'a' },
      { href: '/om-glimt', target: '_blank', children: 'b' },
      { href: '/vilkar.pdf', download: true, children: 'c' },
      { href: 'https://other.example/x', children: 'd' },
      { href: 'mailto:post@example.no', children: 'e' },
      { href: 'tel:+4722334455', children: 'f' },
    ];
    for (const props of cases) {
      const { navigation, container } = setup(props);
      const link = screen.getByText(String(props.children)).closest('a');
      expect(link).not.toBeNull();
      expect(click(container, link as HTMLAnchorElement)).toBe(false);
      expect(navigation.history).toEqual(['/']);
    }
  });

  it('marks external links for everyone', () => {
    setup({ href: 'https://www.example.no', external: true, children: 'Les mer' });
    const link = screen.getByRole('link', { name: 'Les mer (åpnes i ny fane)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('renders the text without a link for an unsafe href', () => {
    setup({ href: 'javascript:alert(1)', children: 'Farlig' });
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Farlig').closest('[href]')).toBeNull();
  });
});
