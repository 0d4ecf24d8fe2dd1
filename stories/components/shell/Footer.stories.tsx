import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Footer } from '@glimt/ui';
import { untilState } from '../../../test-support/untilState';

const meta = {
  title: 'Shell/Footer',
  component: Footer,
  args: { onCookieSettings: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

const desktop = { viewport: { value: 'desktop', isRotated: false } };
const mobile = { viewport: { value: 'mobile', isRotated: false } };

/**
 * A desktop: the four sections are always open (headings, no toggles); Tab runs through the book
 * button and the links to the cookie-settings button, which Enter presses.
 */
export const Desktop: Story = {
  globals: desktop,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const headings = canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await expect(headings).toEqual([
      'Tid for en synstest?',
      'Kundeservice',
      'Sortiment',
      'Abonnement og medlemskap',
      'Om Glimt',
    ]);
    await expect(canvas.queryByRole('button', { name: 'Kundeservice' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Kjøps- og leveransevilkår' })).toHaveAttribute(
      'href',
      '/kjøps-og-leveransevilkår',
    );
    await expect(canvas.getByRole('link', { name: 'Glimt Friends' })).toHaveAttribute(
      'href',
      '/glimt-friends',
    );
    await expect(canvas.getByRole('link', { name: 'Personvernpolicy' })).toHaveAttribute(
      'href',
      '/personvernpolicy',
    );

    await userEvent.tab();
    const book = canvas.getByRole('link', { name: 'Bestill synstest' });
    await expect(book).toHaveFocus();
    await expect(book).toHaveAttribute('href', '/bestill-synstest');
    const cookieButton = canvas.getByRole('button', { name: 'Innstillinger for informasjonskapsler' });
    const stops = canvas.getAllByRole('link').length;
    for (let step = 1; step < stops; step += 1) await userEvent.tab();
    await userEvent.tab();
    await expect(cookieButton).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCookieSettings).toHaveBeenCalledTimes(1);
  },
};

/**
 * Payment marks for nb: the buy-now-pay-later provider, Visa and Mastercard, each an image with a
 * name. American Express is hidden for nb (and da).
 */
export const PaymentMarks: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const list = within(within(canvasElement).getByRole('list', { name: 'Betalingsmåter' }));
    const names = list.getAllByRole('img').map((image) => image.getAttribute('aria-label'));
    await expect(names).toEqual(['Klarna', 'Visa', 'Mastercard']);
    await expect(list.queryByRole('img', { name: 'American Express' })).toBeNull();
  },
};

/** A locale that takes American Express (Swedish) shows its mark too. */
export const PaymentMarksWithAmex: Story = {
  globals: desktop,
  args: { locale: 'sv' },
  play: async ({ canvasElement }) => {
    const list = within(within(canvasElement).getByRole('list', { name: 'Betalingsmåter' }));
    await expect(list.getByRole('img', { name: 'American Express' })).toBeVisible();
  },
};

/**
 * A phone: each section is a collapsible heading. Enter opens "Kundeservice" and its links join the
 * Tab order; Space closes it again.
 */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggles = ['Kundeservice', 'Sortiment', 'Abonnement og medlemskap', 'Om Glimt'].map((name) =>
      canvas.getByRole('button', { name }),
    );
    for (const toggle of toggles) await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'Kontakt oss' })).toBeNull();

    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Bestill synstest' })).toHaveFocus();
    await userEvent.tab();
    const service = toggles[0];
    await expect(service).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(service).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Kontakt oss' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.keyboard(' ');
    await expect(service).toHaveAttribute('aria-expanded', 'false');
    await untilState('expect(canvas.queryByRole("link", { name: "Kontakt oss" })).toBeNull()', () =>
      expect(canvas.queryByRole('link', { name: 'Kontakt oss' })).toBeNull(),
    );
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** A 768 px tablet: sections open, two columns. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Kundeservice' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Kontakt oss' })).toBeVisible();
  },
};

/**
 * Without `onCookieSettings` the cookie-settings button is still a real button: it takes focus
 * and Enter, and does nothing until the host wires its consent manager to it.
 */
export const CookieSettingsUnwired: Story = {
  globals: desktop,
  args: { onCookieSettings: undefined },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', {
      name: 'Innstillinger for informasjonskapsler',
    });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveFocus();
  },
};

/** The jobs site and the conformity declaration, when configured, open in a new tab. */
export const WithExternalLinks: Story = {
  globals: desktop,
  args: {
    jobsUrl: 'https://jobb.glimt.example/',
    conformityDeclarationUrl: 'https://glimt.example/samsvar.pdf',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const jobs = canvas.getByRole('link', { name: /Jobb hos oss/ });
    await expect(jobs).toHaveAttribute('target', '_blank');
    await expect(jobs).toHaveAttribute('href', 'https://jobb.glimt.example/');
    await expect(canvas.getByRole('link', { name: /Samsvarserklæring/ })).toHaveAttribute('target', '_blank');
  },
};
