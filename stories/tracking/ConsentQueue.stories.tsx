import { useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { styled } from 'styled-components';
import { Button } from '@glimt/ui';
import { mockEventLog } from '@glimt/ui/mocks';
import {
  HELD_EVENTS_LIMIT,
  createConsentStore,
  type ConsentStore,
  type HeldEventsState,
} from '@glimt/ui/tracking';
import { DemoLayout, EventPanel, demoProducts, useCardPrefix, useDemoTracker, tabTo } from './demo';
import { untilState } from '../../test-support/untilState';

const PRODUCTS = demoProducts(2);

const Banner = styled.section`
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radii.lg};
  padding: ${({ theme }) => theme.space[2]};
  display: grid;
  gap: ${({ theme }) => theme.space[1.5]};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: 0;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
`;

const ProductList = styled.ul`
  list-style: none;
  padding: 0;
  margin: ${({ theme }) => theme.space[2]} 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
`;

const Counts = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  div {
    border: 1px solid ${({ theme }) => theme.colors.divider};
    border-radius: ${({ theme }) => theme.radii.md};
    padding: ${({ theme }) => theme.space[1]};
  }
  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

type Answer = 'unanswered' | 'accepted' | 'refused';

const ANSWER_TEXT: Record<Answer, string> = {
  unanswered: 'Ikke svart ennå: hendelsene holdes tilbake i minnet, og ingen besøks-id lagres.',
  accepted: 'Godtatt: de tilbakeholdte hendelsene er sendt, og nye sendes med en gang.',
  refused: 'Bare nødvendige: de tilbakeholdte hendelsene er forkastet, og nye sendes ikke.',
};

interface ConsentQueueLabProps {
  /** How many products the page shows. */
  count?: number;
}

/**
 * Behaviour tracking before, and after, the visitor answers the cookie banner: a product page's view
 * and its add-to-cart presses are held in memory (at most `HELD_EVENTS_LIMIT`), with no `_dep_id`
 * stored, until the answer sends them (personalisation, C0003, granted) or drops them (only the
 * necessary). The counts are a polite live region; the panel lists what was sent.
 */
function ConsentQueueLab({ count = PRODUCTS.length }: ConsentQueueLabProps) {
  const consent: ConsentStore = useMemo(() => createConsentStore(), []);
  const [answer, setAnswer] = useState<Answer>('unanswered');
  const [held, setHeld] = useState<HeldEventsState>({ held: 0, released: 0, dropped: 0 });
  const prefix = useCardPrefix('cq');
  const { events, tracker } = useDemoTracker({
    prefix,
    productId: PRODUCTS[0]!.productId,
    consent,
    autoCapture: false,
    onHeldEvents: setHeld,
  });
  const answerWith = (next: Exclude<Answer, 'unanswered'>) => {
    consent.set({ preferences: next === 'accepted', statistics: next === 'accepted' });
    setAnswer(next);
  };
  return (
    <DemoLayout>
      <div>
        <Banner aria-labelledby="consent-queue-banner">
          <h2 id="consent-queue-banner">Informasjonskapsler</h2>
          <p>{ANSWER_TEXT[answer]}</p>
          {answer === 'unanswered' && (
            <Row>
              <Button onPress={() => answerWith('accepted')}>Godta alle</Button>
              <Button variant="secondary" onPress={() => answerWith('refused')}>
                Bare nødvendige
              </Button>
            </Row>
          )}
        </Banner>
        <ProductList aria-label="Produkter">
          {PRODUCTS.slice(0, count).map((product) => (
            <li key={product.productId}>
              <Button variant="secondary" onPress={() => tracker.current?.addToCart(product.productId)}>
                {`Legg ${[product.brand, product.title, product.variant].filter(Boolean).join(' ')} i handlekurven`}
              </Button>
            </li>
          ))}
        </ProductList>
        <div role="status" aria-label={`Hendelser holdt tilbake for samtykke, høyst ${HELD_EVENTS_LIMIT}`}>
          <Counts>
            <div>
              <dt>Holdt tilbake</dt>
              <dd>{held.held}</dd>
            </div>
            <div>
              <dt>Sendt etter svar</dt>
              <dd>{held.released}</dd>
            </div>
            <div>
              <dt>Forkastet</dt>
              <dd>{held.dropped}</dd>
            </div>
          </Counts>
        </div>
      </div>
      <EventPanel events={events} />
    </DemoLayout>
  );
}

const meta = {
  title: 'Tracking/Consent queue',
  component: ConsentQueueLab,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ConsentQueueLab>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The figure under a label of the counts. */
const countOf = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByText(label).nextElementSibling?.textContent;

/** The page view, then one add-to-cart press by keyboard, both held before the banner's answer. */
async function holdTwo(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await untilState('the page view held', () => expect(countOf(canvasElement, 'Holdt tilbake')).toBe('1'));
  await tabTo(canvas.getAllByRole('button', { name: /^Legg .* i handlekurven$/ })[0]!);
  await userEvent.keyboard('{Enter}');
  await untilState('the add to cart held', () => expect(countOf(canvasElement, 'Holdt tilbake')).toBe('2'));
}

/** Before the answer: the events wait in memory; nothing was sent and no visitor id is stored. */
export const HeldUntilAnswered: Story = {
  play: async ({ canvasElement }) => {
    await holdTwo(canvasElement);
    await expect(within(canvasElement).getByText('Ingen hendelser ennå.')).toBeVisible();
    await expect(localStorage.getItem('_dep_id')).toBeNull();
    await expect(mockEventLog.size).toBe(0);
  },
};

/** "Godta alle": the held events go out, oldest first, with the visitor id stored now. */
export const SentOnAccept: Story = {
  play: async ({ canvasElement }) => {
    await holdTwo(canvasElement);
    await tabTo(within(canvasElement).getByRole('button', { name: 'Godta alle' }));
    await userEvent.keyboard('{Enter}');
    await untilState('the held events sent', () =>
      expect(countOf(canvasElement, 'Sendt etter svar')).toBe('2'),
    );
    await expect(countOf(canvasElement, 'Holdt tilbake')).toBe('0');
    const log = within(within(canvasElement).getByRole('log', { name: 'Hendelser' }));
    await expect(log.getAllByText(/^(page_view|add_to_cart)$/).map((kind) => kind.textContent)).toEqual([
      'page_view',
      'add_to_cart',
    ]);
    await expect(localStorage.getItem('_dep_id')).toMatch(/^[0-9a-f-]{36}$/);
    await untilState('the fake backend got both', () => expect(mockEventLog.size).toBe(2));
  },
};

/** "Bare nødvendige": the held events are dropped, and a later press is dropped too. */
export const DroppedOnRefusal: Story = {
  play: async ({ canvasElement }) => {
    await holdTwo(canvasElement);
    const canvas = within(canvasElement);
    await tabTo(canvas.getByRole('button', { name: 'Bare nødvendige' }));
    await userEvent.keyboard('{Enter}');
    await untilState('the held events dropped', () => expect(countOf(canvasElement, 'Forkastet')).toBe('2'));
    await tabTo(canvas.getAllByRole('button', { name: /^Legg .* i handlekurven$/ })[1]!);
    await userEvent.keyboard('{Enter}');
    await untilState('the later press dropped', () => expect(countOf(canvasElement, 'Forkastet')).toBe('3'));
    await expect(canvas.getByText('Ingen hendelser ennå.')).toBeVisible();
    await expect(localStorage.getItem('_dep_id')).toBeNull();
    await expect(mockEventLog.size).toBe(0);
  },
};

/** On a phone the panel sits below the banner and the counts. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await holdTwo(canvasElement);
  },
};
