import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ContentPage, type ContentPageData } from '@glimt/ui';
import { createOutage, faults, mockContentPageData } from '@glimt/ui/mocks';
import { tabTo } from '../booking/bookingStoryHelpers';
import { freshCache, mobile } from './contentStoryHelpers';
import { untilState } from '../../../test-support/untilState';

const meta = {
  title: 'Content/Content page',
  component: ContentPage,
  decorators: [freshCache],
  parameters: { layout: 'fullscreen' },
  args: { contentKey: 'aboutBrand' },
} satisfies Meta<typeof ContentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = (canvasElement: HTMLElement, name: string | RegExp) =>
  untilState('within(canvasElement).getByRole("heading", { level: 1, name })', () =>
    within(canvasElement).getByRole('heading', { level: 1, name }),
  );

/** The about page: lead, sections with lists and links, a call to action and related links. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'Om Glimt');
    const link = canvas.getByRole('link', { name: 'Bestill synstest' });
    await tabTo(link);
    await expect(link).toHaveAttribute('href', '/bestill-synstest');
    await expect(canvas.getByRole('link', { name: /jobb\.glimt\.no/ })).toHaveAttribute('target', '_blank');
  },
};

/** The FAQ: the first question opened with the keyboard shows its answer. */
export const FaqOpen: Story = {
  args: { contentKey: 'faq' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'Spørsmål og svar');
    const question = canvas.getByRole('button', { name: 'Hvor ofte bør jeg ta synstest?' });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await tabTo(question);
    await userEvent.keyboard('{Enter}');
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/Annethvert år/)).toBeVisible();
  },
};

/** Terms with the date they were last changed, and the contact block. */
export const TermsWithContact: Story = {
  args: { contentKey: 'purchaseTerms' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'Kjøps- og leveransevilkår');
    await expect(canvas.getByText('Sist oppdatert 1. mars 2026')).toBeVisible();
    await tabTo(canvas.getByRole('link', { name: '22 00 00 00' }));
    await expect(canvas.getByRole('link', { name: '22 00 00 00' })).toHaveAttribute('href', 'tel:22000000');
  },
};

/** While the page loads: a skeleton about the size of a page, announced as loading. */
export const Loading: Story = {
  parameters: { msw: { handlers: { faults: [faults.delay('GET', '/api/content/:key', 600_000)] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await untilState('canvas.getByTestId("content-page-loading")', () =>
        canvas.getByTestId('content-page-loading'),
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Laster siden');
    // Nothing in the skeleton takes focus.
    await userEvent.tab();
    await expect(canvasElement.contains(canvasElement.ownerDocument.activeElement)).toBe(false);
  },
};

const contentOutage = createOutage();

/** The content API fails: a message and "Prøv igjen", which loads the page once the shop is back. */
export const LoadFailed: Story = {
  beforeEach: contentOutage.start,
  parameters: {
    msw: {
      handlers: {
        faults: [faults.status('GET', '/api/content/:key', 503, undefined, { when: contentOutage.isDown })],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const retry = await untilState('canvas.getByRole("button", { name: "Prøv igjen" })', () =>
      canvas.getByRole('button', { name: 'Prøv igjen' }),
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent('Vi fikk ikke hentet siden');
    contentOutage.recover();
    await tabTo(retry);
    await userEvent.keyboard('{Enter}');
    await heading(canvasElement, 'Om Glimt');
  },
};

/** An unknown key: the not-found page with a link back to the start page. */
export const NotFound: Story = {
  args: { contentKey: 'finnesIkke' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, /Fant ikke siden/);
    const home = canvas.getAllByRole('link')[0]!;
    await tabTo(home);
    await expect(home).toHaveAttribute('href', '/');
  },
};

const longWord = 'Brillegjenvinningsordningsansvarlig'.repeat(4);
const longPage: ContentPageData = {
  ...mockContentPageData.privacyPolicy!,
  title: `Personvernerklæring for kunder, medlemmer og besøkende i nettbutikken og i butikkene ${longWord}`,
  sections: [
    ...mockContentPageData.privacyPolicy!.sections,
    {
      heading: 'Lenker fra et innholdssystem',
      blocks: [
        {
          type: 'paragraph',
          content: [
            { text: 'En side med ukjent nøkkel blir en plassholder: ' },
            { text: 'gammel side', page: 'giftCardTermsOld' },
            { text: '. En farlig lenke blir ren tekst: ' },
            { text: 'klikk her', href: 'javascript:alert(1)' },
            { text: `. ${longWord}` },
          ],
        },
      ],
    },
  ],
};

/** Long titles and words wrap; an unknown page key is a placeholder link, a hostile URL plain text. */
export const LongText: Story = {
  args: { contentKey: 'privacyPolicy' },
  parameters: {
    msw: {
      handlers: {
        faults: [faults.status('GET', '/api/content/privacyPolicy', 200, { success: true, data: longPage })],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, /^Personvernerklæring for kunder/);
    const placeholder = canvas.getByRole('link', { name: 'gammel side' });
    await tabTo(placeholder);
    await expect(placeholder).toHaveAttribute('href', '#');
    await expect(canvas.queryByRole('link', { name: 'klikk her' })).toBeNull();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** The contact page on a phone. */
export const Phone: Story = {
  args: { contentKey: 'contactUs' },
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'Kontakt oss');
    const mail = canvas.getByRole('link', { name: 'kundeservice@glimt.no' });
    await tabTo(mail);
    await expect(mail).toHaveAttribute('href', 'mailto:kundeservice@glimt.no');
  },
};

/** The friends membership page with its call to action. */
export const FriendsPage: Story = {
  args: { contentKey: 'friends' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'Glimt Friends');
    const join = canvas.getByRole('link', { name: 'Bli medlem' });
    await tabTo(join);
    await expect(join).toHaveAttribute('href', '/min-konto/friends');
  },
};
