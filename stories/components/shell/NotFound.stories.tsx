import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { NotFound, matchRoute, useLocation } from '@glimt/ui';
import { untilState } from '../../../test-support/untilState';

/** Shows the location the memory router is at, the way a host's page would react to it. */
function Where() {
  const { pathname } = useLocation();
  const route = matchRoute(pathname);
  return (
    <p data-testid="where" style={{ textAlign: 'center', color: '#4f535a', fontSize: 14 }}>
      Adresse: {pathname} ({route.found ? route.name : '404'})
    </p>
  );
}

const meta = {
  title: 'Shell/Not found',
  component: NotFound,
  parameters: { initialPath: '/briller/finnes-ikke/lenger' },
  render: (args) => (
    <main>
      <NotFound {...args} />
      <Where />
    </main>
  ),
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * An unknown path (`matchRoute` answers 404): a heading, a short explanation and a way back to the
 * start page. Enter on the link goes there through the router; the page title is left to the host.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvasElement.ownerDocument.title;
    await expect(canvas.getByRole('heading', { level: 1, name: 'Fant ikke siden' })).toBeInTheDocument();
    await expect(canvas.getByTestId('where')).toHaveTextContent('(404)');
    await userEvent.tab();
    const home = canvas.getByRole('link', { name: 'Gå til forsiden' });
    await expect(home).toHaveFocus();
    await expect(home).toHaveAttribute('href', '/');
    await userEvent.keyboard('{Enter}');
    await untilState('expect(canvas.getByTestId("where")).toHaveTextContent("Adresse: / (home)")', () =>
      expect(canvas.getByTestId('where')).toHaveTextContent('Adresse: / (home)'),
    );
    await expect(canvasElement.ownerDocument.title).toBe(title);
  },
};

/** The second link leads to customer service (the contact page). */
export const ContactLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    const contact = canvas.getByRole('link', { name: 'Kontakt kundeservice' });
    await expect(contact).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await untilState(
      'expect(canvas.getByTestId("where")).toHaveTextContent("Adresse: /kontakt-oss (contactUs)")',
      () => expect(canvas.getByTestId('where')).toHaveTextContent('Adresse: /kontakt-oss (contactUs)'),
    );
  },
};

/** Only the way home, as a level-2 heading under the host page's own heading (an unknown order). */
export const Minimal: Story = {
  args: { headingLevel: 2, showContactLink: false },
  render: (args) => (
    <main>
      <h1 style={{ textAlign: 'center', marginTop: 24 }}>Mine bestillinger</h1>
      <NotFound {...args} />
    </main>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Fant ikke siden' })).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Kontakt kundeservice' })).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Gå til forsiden' })).toHaveFocus();
  },
};

/** On a 375 px screen the links stack and stay easy to hit. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const home = canvas.getByRole('link', { name: 'Gå til forsiden' });
    const contact = canvas.getByRole('link', { name: 'Kontakt kundeservice' });
    await expect(contact.getBoundingClientRect().top).toBeGreaterThan(home.getBoundingClientRect().bottom);
    await userEvent.tab();
    await expect(home).toHaveFocus();
  },
};
