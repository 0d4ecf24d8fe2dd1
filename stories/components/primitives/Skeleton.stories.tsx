import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button, Price, Skeleton, SkeletonText } from '@glimt/ui';
import { untilState } from '../../../test-support/untilState';

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  args: { width: 240, height: 24 },
  argTypes: { radius: { control: 'inline-radio', options: ['none', 'sm', 'md', 'lg', 'pill'] } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A block of exactly the size given, hidden from assistive technology. */
export const Default: Story = {
  args: { 'data-testid': 'skeleton' },
  play: async ({ canvasElement }) => {
    const block = within(canvasElement).getByTestId('skeleton');
    await expect(block).toHaveAttribute('aria-hidden', 'true');
    const box = block.getBoundingClientRect();
    await expect([box.width, box.height]).toEqual([240, 24]);
    // Still under reduced motion; otherwise a slow pulse of `opacity` only, which the compositor runs
    // off the main thread without repainting the block.
    const animations = block.getAnimations({ subtree: true });
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      await expect(animations).toEqual([]);
      return;
    }
    await expect(animations).toHaveLength(1);
    await expect(animatedProperties(animations[0]!)).toEqual(['opacity']);
  },
};

/** The CSS properties an animation's keyframes change. */
function animatedProperties(animation: Animation): string[] {
  const keyframes = (animation.effect as KeyframeEffect).getKeyframes();
  const ignored = ['offset', 'computedOffset', 'easing', 'composite'];
  return [
    ...new Set(keyframes.flatMap((frame) => Object.keys(frame).filter((key) => !ignored.includes(key)))),
  ];
}

/** Radii from the theme, an image slot kept by its aspect ratio, and text lines. */
export const Variants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24, maxWidth: 360 }}>
      <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        {(['none', 'sm', 'md', 'lg', 'pill'] as const).map((radius) => (
          <Skeleton key={radius} width={56} height={32} radius={radius} />
        ))}
        <Skeleton width={40} height={40} radius="pill" />
      </div>
      <Skeleton aspectRatio="4 / 3" data-testid="image" />
      <SkeletonText lines={3} />
      <div style={{ fontSize: 22 }}>
        <SkeletonText lines={1} lastLineWidth="50%" />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByTestId('image').getBoundingClientRect();
    await expect(Math.round((image.width / image.height) * 100) / 100).toBe(1.33);
  },
};

function ProductCardPreview({ isLoading }: { isLoading: boolean }) {
  return (
    <article
      data-testid="card"
      aria-busy={isLoading}
      style={{ width: 220, display: 'grid', gap: 8, fontSize: 16, lineHeight: 1.5 }}
    >
      {isLoading ? (
        <>
          <Skeleton aspectRatio="1 / 1" radius="lg" />
          <SkeletonText lines={1} />
          <Skeleton width={80} height={24} radius="sm" />
        </>
      ) : (
        <>
          <div
            role="img"
            aria-label="Gucci GG1234O, svart"
            style={{ aspectRatio: '1 / 1', borderRadius: 8, background: '#f3f3f1' }}
          />
          <p style={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>Gucci GG1234O</p>
          <div style={{ height: 24, display: 'flex', alignItems: 'center' }}>
            <Price amount={2499} />
          </div>
        </>
      )}
    </article>
  );
}

/**
 * Loading: a product card's skeleton takes exactly the space of the card it becomes, so nothing
 * below it moves when the data arrives.
 */
export const Loading: Story = {
  render: function Render() {
    const [isLoading, setLoading] = useState(true);
    return (
      <div style={{ display: 'grid', gap: 16, justifyItems: 'start' }}>
        <Button variant="secondary" size="sm" onPress={() => setLoading((value) => !value)}>
          {isLoading ? 'Vis innhold' : 'Vis plassholder'}
        </Button>
        <ProductCardPreview isLoading={isLoading} />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByTestId('card');
    const before = card.getBoundingClientRect().height;
    await expect(card).toHaveAttribute('aria-busy', 'true');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await untilState('expect(card).toHaveAttribute("aria-busy", "false")', () =>
      expect(card).toHaveAttribute('aria-busy', 'false'),
    );
    await expect(canvas.getByRole('img', { name: 'Gucci GG1234O, svart' })).toBeVisible();
    await expect(card.getBoundingClientRect().height).toBe(before);
  },
};

/**
 * Placeholder lines in a narrow column: each takes exactly one line box of the text it stands in
 * for (16 px at line height 1.5 is 24 px), so a paragraph of N lines swaps in without a shift.
 */
export const LongText: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'flex-start' }}>
      <div style={{ width: 200 }} data-testid="placeholder">
        <SkeletonText lines={5} lastLineWidth="40%" />
      </div>
      <p style={{ width: 200 }} data-testid="text">
        Kontaktlinser med levering hver tredje måned, fri frakt og mulighet for å sette abonnementet på pause
        når som helst.
      </p>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const text = canvas.getByTestId('text').getBoundingClientRect().height;
    const placeholder = canvas.getByTestId('placeholder').getBoundingClientRect().height;
    await expect(placeholder).toBe(5 * 24);
    // The real paragraph wraps into whole 24 px line boxes too.
    await expect(text % 24).toBe(0);
  },
};

/** A two-column product grid of placeholders on a 375 px screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16 }}>
      {Array.from({ length: 4 }, (_, index) => (
        <div key={index} style={{ display: 'grid', gap: 8 }}>
          <Skeleton aspectRatio="1 / 1" radius="lg" />
          <SkeletonText lines={2} lastLineWidth="70%" />
          <Skeleton width="40%" height={24} radius="sm" />
        </div>
      ))}
    </div>
  ),
};
