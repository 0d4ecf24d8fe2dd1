import type { Meta, StoryObj } from '@storybook/react-vite';
import { styled } from 'styled-components';
import { expect, userEvent, within } from 'storybook/test';
import { ProductModelView } from '@glimt/ui';
import { MOCK_MEDIA_ORIGIN, faults } from '@glimt/ui/mocks';
import { stubReducedMotion } from '../../support/reducedMotion';
import { untilState } from '../../../test-support/untilState';

/**
 * A try-on frame of the fake backend: its model and its picture. Each story shows another frame:
 * the viewer keeps every model URL it asked for (a held or failed one too) for the page's lifetime,
 * and the stories share one page in the test run.
 */
function frame3d(shape: string, articleId: number, productName: string) {
  return {
    src: `${MOCK_MEDIA_ORIGIN}/mock-media/models/${shape}.glb`,
    poster: `${MOCK_MEDIA_ORIGIN}/mock-media/products/${articleId}/0-md.svg`,
    productName,
  };
}

/** The width the product page gives the view. */
const Column = styled.div`
  width: 100%;
  max-width: 560px;
`;

const meta = {
  title: 'Product/3D view',
  component: ProductModelView,
  args: frame3d('panto', 100036, 'Glimt Fjord'),
  decorators: [
    (Story) => (
      <Column>
        <Story />
      </Column>
    ),
  ],
  // No auto-rotation (as under reduced motion): the model rests where the camera starts or where the
  // keys turned it, so each story is the same picture every time.
  beforeEach: () => stubReducedMotion(true),
} satisfies Meta<typeof ProductModelView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The `<model-viewer>` element's camera, as far as the stories read it. */
interface ModelViewerElement extends HTMLElement {
  modelIsVisible?: boolean;
  getCameraOrbit(): { theta: number; phi: number; radius: number };
  jumpCameraToGoal(): void;
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** The view's state (`loading`, `shown`, `failed`). */
const statusOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByTestId('product-model-view').getAttribute('data-status');

/** Waits until the camera has stopped moving: the same orbit over three frames in a row. */
async function cameraAtRest(viewer: ModelViewerElement) {
  const read = () => {
    const { theta, phi, radius } = viewer.getCameraOrbit();
    return [theta, phi, radius].map((value) => value.toFixed(4)).join(' ');
  };
  let last = read();
  let still = 0;
  for (let tries = 0; tries < 600 && still < 3; tries += 1) {
    await nextFrame();
    const now = read();
    still = now === last ? still + 1 : 0;
    last = now;
  }
  await expect(still).toBe(3);
}

/** The model is loading (its request held): the poster at the final size, announced politely. */
export const Loading: Story = {
  args: frame3d('rund', 100005, 'Ray-Ban Round Metal Optics RX6489'),
  parameters: { msw: { handlers: { faults: [faults.model('pending')] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await untilState('canvas.getByRole("status")', () => canvas.getByRole('status')),
    ).toHaveTextContent('Laster 3D-modellen …');
    const viewer = canvas.getByRole('group', { name: '3D-modell av Ray-Ban Round Metal Optics RX6489' });
    await expect(viewer).toHaveAttribute('aria-busy', 'true');
    await userEvent.tab();
    await expect(viewer).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(statusOf(canvasElement)).toBe('loading');
    await expect(canvas.getByRole('status')).toHaveTextContent('Laster 3D-modellen …');
    await expect(canvas.getByText(/Med tastaturet/)).toBeVisible();
  },
};

/**
 * The model shown: Tab reaches it (named "3D-modell av Glimt Fjord", described by the hint under
 * it) and the arrow keys turn it. The play waits for the model's first frame and for the camera to
 * come to rest after the keys, so the picture is stable.
 */
export const Shown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await untilState('expect(statusOf(canvasElement)).toBe("shown")', () =>
      expect(statusOf(canvasElement)).toBe('shown'),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('3D-modellen er klar.');
    const box = canvas.getByRole('group', { name: '3D-modell av Glimt Fjord' });
    await expect(box).toHaveAccessibleDescription(
      'Dra for å snu brillene. Med tastaturet: gå til modellen med Tab og bruk piltastene.',
    );
    const viewer = box.querySelector('model-viewer') as ModelViewerElement;
    await untilState('expect(viewer.modelIsVisible).toBe(true)', () =>
      expect(viewer.modelIsVisible).toBe(true),
    );
    await cameraAtRest(viewer);
    const before = viewer.getCameraOrbit().theta;

    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    // The camera starts turning; then it is put where the keys sent it (the glide takes many frames
    // in a software renderer): each arrow is an eighth of a turn, ArrowLeft turns the model left.
    await untilState('expect(viewer.getCameraOrbit().theta).toBeGreaterThan(before + 0.05)', () =>
      expect(viewer.getCameraOrbit().theta).toBeGreaterThan(before + 0.05),
    );
    viewer.jumpCameraToGoal();
    await cameraAtRest(viewer);
    await expect(viewer.getCameraOrbit().theta).toBeCloseTo(before + Math.PI / 4, 3);
    await expect(box).toHaveFocus();
    await expect(statusOf(canvasElement)).toBe('shown');
  },
};

/** The model failed to load (the media host answers 500): the §8 viewer error and a retry button. */
export const Failed: Story = {
  args: frame3d('firkantet', 100048, 'Ray-Ban Original Wayfarer RB2140'),
  parameters: { msw: { handlers: { faults: [faults.model('error')] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const error = 'Vi klarte ikke å vise 3D-modellen. Prøv igjen senere.';
    await untilState('expect(canvas.getByRole("status")).toHaveTextContent(error)', () =>
      expect(canvas.getByRole('status')).toHaveTextContent(error),
    );
    await expect(canvas.queryByRole('group', { name: /3D-modell/ })).toBeNull();
    const retry = canvas.getByRole('button', { name: 'Prøv igjen' });
    await userEvent.tab();
    await expect(retry).toHaveFocus();
    // Still failing: the retry loads again and fails again, and the keyboard stays in the view.
    await userEvent.keyboard('{Enter}');
    await untilState('expect(canvas.getByRole("status")).toHaveTextContent(error)', () =>
      expect(canvas.getByRole('status')).toHaveTextContent(error),
    );
    await expect(canvas.getByTestId('product-model-view')).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Prøv igjen' })).toHaveFocus();
  },
};
