import { useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { styled } from 'styled-components';
import { Button } from '@glimt/ui';
import { EventPanel, demoProducts, useCardPrefix, useDemoTracker } from './demo';
import { untilState } from '../../test-support/untilState';
import { createManualClock } from '../../test-support/manualClock';

/** Height of the window onto the card, and of the card: the visible share is scrollTop / CARD. */
const CARD = 120;

const Window = styled.div`
  /* The border sits outside the ${CARD} px, so the visible share is exactly scrollTop / ${CARD}. */
  box-sizing: content-box;
  height: ${CARD}px;
  overflow: hidden;
  border: 2px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  max-width: 320px;
`;

const Track = styled.div`
  height: ${CARD * 3}px;
  padding-top: ${CARD}px;
`;

const LabCard = styled.article`
  box-sizing: border-box;
  height: ${CARD}px;
  display: grid;
  grid-template-columns: ${CARD - 32}px 1fr;
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;
  padding: ${({ theme }) => theme.space[2]};
  background: ${({ theme }) => theme.colors.accentSubtle};
  img {
    width: 100%;
    height: ${CARD - 32}px;
    object-fit: contain;
    background: ${({ theme }) => theme.colors.stage};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  p {
    margin: 0;
  }
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  margin-block: ${({ theme }) => theme.space[2]};
`;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  max-width: 640px;
`;

const SHARES = [60, 55, 40, 0] as const;
/** The tracker's dwell: a card must stay half in view this long (the transport has timers of its own). */
const DWELL_MS = 500;

/**
 * The tracker's timers on a clock the play function moves by hand: the 500 ms dwell is then exact
 * however busy the machine is (with real timers a slow machine let 300 ms + a slow keypress pass
 * 500 ms, and the event went out too early). The IntersectionObserver is still Chromium's own.
 * The clock of the story on screen; each story starts a new one (see `beforeEach` in meta).
 */
let clock = createManualClock();

/**
 * One recommendation card behind a window 120 px high. The buttons scroll the card so that 60%,
 * 55%, 40% or none of it shows; the tracker's IntersectionObserver sees exactly that, in real
 * Chromium, and the panel shows when `element_visible` went out.
 */
function VisibilityLab() {
  const prefix = useCardPrefix('vis');
  const [timers] = useState(() => ({ setTimeout: clock.setTimeout, clearTimeout: clock.clearTimeout }));
  const { events } = useDemoTracker({ prefix, env: timers });
  const windowRef = useRef<HTMLDivElement>(null);
  const [share, setShare] = useState(0);
  const [product] = demoProducts(1);
  const show = (percent: number) => {
    if (windowRef.current) windowRef.current.scrollTop = (CARD * percent) / 100;
    setShare(percent);
  };
  return (
    <Layout>
      <div>
        <p id="share-status" role="status">
          Synlig andel av kortet: {share} %
        </p>
        <Controls role="group" aria-label="Synlig andel">
          {SHARES.map((percent) => (
            <Button
              key={percent}
              size="sm"
              variant={share === percent ? 'primary' : 'secondary'}
              onPress={() => show(percent)}
            >
              {percent === 0 ? 'Skjul kortet' : `Vis ${percent} %`}
            </Button>
          ))}
        </Controls>
        <Window ref={windowRef}>
          <Track>
            <LabCard data-recommendation-id={`${prefix}1`} data-product-id={product!.productId}>
              <img src={product!.image} alt="" width={88} height={88} />
              <div>
                <p>
                  <strong>{product!.brand}</strong>
                </p>
                <p>{product!.title}</p>
              </div>
            </LabCard>
          </Track>
        </Window>
      </div>
      <EventPanel events={events} />
    </Layout>
  );
}

const meta = {
  title: 'Tracking/Visibility',
  component: VisibilityLab,
  parameters: { layout: 'padded' },
  beforeEach: () => {
    clock = createManualClock();
  },
} satisfies Meta<typeof VisibilityLab>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Moves focus with Tab to the button named `name` and presses it with Enter. */
async function press(canvasElement: HTMLElement, name: string) {
  const button = within(canvasElement).getByRole('button', { name });
  for (let step = 0; step < 12 && document.activeElement !== button; step++) await userEvent.tab();
  await expect(button).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
    `${name.replace(/\D/g, '') || 0} %`,
  );
}

const visibleEvents = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('log', { name: 'Hendelser' })).queryAllByText('element_visible');

/** Two frames and a task: Chromium has delivered the IntersectionObserver's entries by then. */
const observed = () =>
  new Promise<void>((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))),
  );

/** 60% in view for 500 ms: `element_visible` goes out, not before, and only once per element. */
export const SixtyPercentFires: Story = {
  play: async ({ canvasElement }) => {
    await press(canvasElement, 'Vis 60 %');
    await untilState('expect(clock.pending(DWELL_MS)).toBe(1)', () =>
      expect(clock.pending(DWELL_MS)).toBe(1),
    );
    clock.advance(499);
    await observed();
    await expect(visibleEvents(canvasElement)).toHaveLength(0);
    clock.advance(1);
    await untilState('expect(visibleEvents(canvasElement)).toHaveLength(1)', () =>
      expect(visibleEvents(canvasElement)).toHaveLength(1),
    );
    // Hidden and shown again: still only once per element.
    await press(canvasElement, 'Skjul kortet');
    await press(canvasElement, 'Vis 60 %');
    await observed();
    clock.advance(800);
    await observed();
    await expect(visibleEvents(canvasElement)).toHaveLength(1);
  },
};

/** 55% is never enough to come in, however long it stays. */
export const FiftyFivePercentDoesNot: Story = {
  play: async ({ canvasElement }) => {
    await press(canvasElement, 'Vis 55 %');
    await observed();
    await expect(clock.pending(DWELL_MS)).toBe(0);
    clock.advance(1200);
    await observed();
    await expect(visibleEvents(canvasElement)).toHaveLength(0);
  },
};

/**
 * In at 60% for 300 ms, then scrolled out below 50%: the dwell starts over, so the event needs a
 * full 500 ms after the card comes back. Dropping to 55% after coming in keeps it in.
 */
export const ScrollOutResets: Story = {
  play: async ({ canvasElement }) => {
    await press(canvasElement, 'Vis 60 %');
    await untilState('expect(clock.pending(DWELL_MS)).toBe(1)', () =>
      expect(clock.pending(DWELL_MS)).toBe(1),
    );
    clock.advance(300);
    await press(canvasElement, 'Vis 40 %');
    await untilState('expect(clock.pending(DWELL_MS)).toBe(0)', () =>
      expect(clock.pending(DWELL_MS)).toBe(0),
    );
    clock.advance(600);
    await observed();
    await expect(visibleEvents(canvasElement)).toHaveLength(0);
    await press(canvasElement, 'Vis 60 %');
    await untilState('expect(clock.pending(DWELL_MS)).toBe(1)', () =>
      expect(clock.pending(DWELL_MS)).toBe(1),
    );
    clock.advance(100);
    // Between the two thresholds it stays in: the dwell keeps running.
    await press(canvasElement, 'Vis 55 %');
    await observed();
    await expect(clock.pending(DWELL_MS)).toBe(1);
    clock.advance(399);
    await observed();
    await expect(visibleEvents(canvasElement)).toHaveLength(0);
    clock.advance(1);
    await untilState('expect(visibleEvents(canvasElement)).toHaveLength(1)', () =>
      expect(visibleEvents(canvasElement)).toHaveLength(1),
    );
  },
};
