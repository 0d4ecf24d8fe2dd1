import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button, ImageFrame, toAllowedMediaUrl } from '@glimt/ui';
import { MOCK_MEDIA_ORIGIN } from '@glimt/ui/mocks';
import { untilState } from '../../../test-support/untilState';

/** A frame picture of the fake backend's media host, through the media gate as every picture goes. */
const PICTURE = toAllowedMediaUrl(`${MOCK_MEDIA_ORIGIN}/mock-media/products/200083/0-md.svg`);

const meta = {
  title: 'Primitives/ImageFrame',
  component: ImageFrame,
  args: { src: PICTURE, ratio: '4 / 3', blend: true, 'data-testid': 'frame' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ImageFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const frameOf = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('frame');

/** A product picture on the grey stage, in its reserved 4:3 box; decorative (`alt=""`) by default. */
export const Picture: Story = {
  play: async ({ canvasElement }) => {
    const frame = frameOf(canvasElement);
    const img = frame.querySelector('img')!;
    await untilState('expect(img.naturalWidth).toBeGreaterThan(0)', () =>
      expect(img.naturalWidth).toBeGreaterThan(0),
    );
    await expect(img).toHaveAttribute('alt', '');
    const box = frame.getBoundingClientRect();
    await expect(Math.round((box.width / box.height) * 100) / 100).toBeCloseTo(4 / 3, 1);
    // Nothing in it takes focus: the card around it is what the keyboard reaches.
    await userEvent.tab();
    await expect(frame.contains(document.activeElement)).toBe(false);
  },
};

/** No picture (none given): the stage keeps its size and shows the placeholder. */
export const NoPicture: Story = {
  args: { src: null, placeholder: <span>Bilde kommer</span> },
  play: async ({ canvasElement }) => {
    const frame = frameOf(canvasElement);
    await expect(frame.querySelector('img')).toBeNull();
    await expect(within(frame).getByText('Bilde kommer')).toBeVisible();
    await userEvent.tab();
    await expect(frame.contains(document.activeElement)).toBe(false);
  },
};

/** A picture that fails to load: the stage and placeholder instead of a broken image. */
export const FailedPicture: Story = {
  args: {
    src: toAllowedMediaUrl(`${MOCK_MEDIA_ORIGIN}/mock-media/products/finnes-ikke/0-md.svg`),
    placeholder: <span>Bildet kunne ikke vises</span>,
  },
  play: async ({ canvasElement }) => {
    const frame = frameOf(canvasElement);
    await untilState('expect(frame.querySelector("img")).toBeNull()', () =>
      expect(frame.querySelector('img')).toBeNull(),
    );
    await expect(within(frame).getByText('Bildet kunne ikke vises')).toBeVisible();
  },
};

/**
 * Held back (`deferred`): a list loads the pictures in view first. The frame keeps its size and
 * its stage, with no placeholder (the picture is coming).
 */
export const HeldBack: Story = {
  args: { deferred: true, placeholder: <span>Bilde kommer</span> },
  play: async ({ canvasElement }) => {
    const frame = frameOf(canvasElement);
    await expect(frame.querySelector('img')).toBeNull();
    await expect(within(frame).queryByText('Bilde kommer')).toBeNull();
    await expect(frame.getBoundingClientRect().height).toBeGreaterThan(0);
    await userEvent.tab();
    await expect(frame.contains(document.activeElement)).toBe(false);
  },
};

/** Held back, then let go: the picture is asked for then, and nothing moves when it comes. */
export const HeldBackThenShown: Story = {
  render: function HeldBackFrame(args) {
    const [deferred, setDeferred] = useState(true);
    const [settled, setSettled] = useState(false);
    return (
      <div style={{ display: 'grid', gap: 12 }}>
        <ImageFrame {...args} deferred={deferred} onSettled={() => setSettled(true)} />
        <Button onPress={() => setDeferred(false)}>Vis bildet</Button>
        <p aria-live="polite">{settled ? 'Bildet er lastet' : ''}</p>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const frame = frameOf(canvasElement);
    const height = frame.getBoundingClientRect().height;
    await expect(frame.querySelector('img')).toBeNull();
    await expect(height).toBeGreaterThan(0);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Vis bildet' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(
      await untilState('canvas.getByText("Bildet er lastet")', () => canvas.getByText('Bildet er lastet')),
    ).toBeVisible();
    await expect(frame.querySelector('img')!.naturalWidth).toBeGreaterThan(0);
    // Nothing moved when the picture came.
    await expect(frame.getBoundingClientRect().height).toBe(height);
  },
};
