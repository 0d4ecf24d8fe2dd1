import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { GlassesDocument, GlassesDocuments } from '@glimt/ui';
import { faults, setMockShopperAccount } from '@glimt/ui/mocks';
import { tabTo } from './glassesStoryHelpers';
import { untilState } from '../../../test-support/untilState';

const meta = {
  title: 'Subscription/Glasses documents',
  component: GlassesDocuments,
  parameters: { layout: 'fullscreen' },
  args: { subscriptionId: 'B-30001' },
  beforeEach: () => {
    setMockShopperAccount('customer');
  },
} satisfies Meta<typeof GlassesDocuments>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The documents: kind, date, a page to read and the PDF (through the URL gate). */
export const Documents: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await untilState('canvas.getByRole("heading", { level: 2, name: "Abonnementsavtale Lifestyle" })', () =>
        canvas.getByRole('heading', { level: 2, name: 'Abonnementsavtale Lifestyle' }),
      ),
    ).toBeVisible();
    const pdf = canvas.getByRole('link', { name: 'Last ned PDF: Abonnementsavtale Lifestyle' });
    await expect(pdf).toHaveAttribute('href', '/api/documents/B-30001/avtale.pdf');
    await tabTo(canvas.getByRole('link', { name: 'Les Abonnementsavtale Lifestyle' }));
    await tabTo(pdf);
  },
};

/** A hostile PDF address is not linked; the document can still be read. */
export const DocumentsHostilePdf: Story = {
  parameters: {
    msw: {
      handlers: {
        faults: [
          faults.empty('GET', '/api/subscriptions/glasses/B-30001/documents', {
            success: true,
            data: [
              {
                id: 'avtale',
                title: 'Abonnementsavtale Lifestyle',
                kind: 'agreement',
                createdDate: '2025-09-01',
                pdfUrl: 'javascript:alert(1)',
              },
            ],
          }),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tabTo(
      await untilState('canvas.getByRole("link", { name: "Les Abonnementsavtale Lifestyle" })', () =>
        canvas.getByRole('link', { name: 'Les Abonnementsavtale Lifestyle' }),
      ),
    );
    await expect(canvas.queryByRole('link', { name: /Last ned PDF/ })).toBeNull();
  },
};

/** One document: its paragraphs and its PDF. */
export const OneDocument: Story = {
  render: () => <GlassesDocument subscriptionId="B-30001" documentId="avtale" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await untilState('canvas.getByRole("heading", { level: 1, name: "Abonnementsavtale Lifestyle" })', () =>
        canvas.getByRole('heading', { level: 1, name: 'Abonnementsavtale Lifestyle' }),
      ),
    ).toBeVisible();
    await expect(
      canvas.getByText('Bindingstiden er 12 måneder. Oppsigelsestiden er 30 dager.'),
    ).toBeVisible();
    await tabTo(canvas.getByRole('link', { name: 'Last ned PDF: Abonnementsavtale Lifestyle' }));
    await tabTo(canvas.getByRole('link', { name: 'Tilbake til dokumentene' }));
  },
};

/** An unknown document. */
export const DocumentNotFound: Story = {
  render: () => <GlassesDocument subscriptionId="B-30001" documentId="ukjent" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await untilState('canvas.getByRole("alert", {})', () => canvas.getByRole('alert', {})),
    ).toHaveTextContent('Vi fant ikke dette dokumentet.');
    await tabTo(canvas.getByRole('link', { name: 'Tilbake til dokumentene' }));
  },
};
