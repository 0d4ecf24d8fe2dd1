import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MobileBar } from '@glimt/ui';
import { PlaceholderPage } from './shellFixtures';

const meta = {
  title: 'Shell/MobileBar',
  component: MobileBar,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: () => (
    <>
      <PlaceholderPage blocks={5} />
      <MobileBar data-testid="mobile-bar" />
    </>
  ),
} satisfies Meta<typeof MobileBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fixed to the bottom of a phone: "Finn butikk" and "Bestill synstest", in that Tab order. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByTestId('mobile-bar');
    await expect(bar).toContainElement(canvas.getByRole('navigation', { name: 'Snarveier' }));
    await expect(getComputedStyle(bar).position).toBe('fixed');
    await expect(Math.round(bar.getBoundingClientRect().bottom)).toBe(window.innerHeight);
    await userEvent.tab();
    const store = canvas.getByRole('link', { name: 'Finn butikk' });
    await expect(store).toHaveFocus();
    await expect(store).toHaveAttribute('href', '/finn-butikk');
    await expect(getComputedStyle(store).outlineStyle).toBe('solid');
    await userEvent.tab();
    const book = canvas.getByRole('link', { name: 'Bestill synstest' });
    await expect(book).toHaveFocus();
    await expect(book).toHaveAttribute('href', '/bestill-synstest');
  },
};

/** On the store finder, its link is marked as the current page. */
export const OnStoreFinder: Story = {
  parameters: { initialPath: '/finn-butikk' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Finn butikk' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Bestill synstest' })).not.toHaveAttribute('aria-current');
  },
};

/** From 768 px up there is no bottom bar: the header has room for everything. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation', { name: 'Snarveier' })).toBeNull();
    await userEvent.tab();
    await expect(canvasElement.ownerDocument.activeElement).toBe(canvasElement.ownerDocument.body);
  },
};
