/**
 * Shared parts of the tracking stories: a small product card grid marked up the way the tracker
 * reads it, a panel listing events as the tracker sends them, and the hook that creates a tracker
 * against the fake backend's widget host. Only public entries are imported.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { expect, userEvent } from 'storybook/test';
import { styled } from 'styled-components';
import { Button, Price, VisuallyHidden } from '@glimt/ui';
import { DEFAULT_WIDGET_API_HOST, mockEventLog, mockProductDisplays } from '@glimt/ui/mocks';
import {
  ADD_TO_CART_CLASS,
  PRODUCT_ID_ATTRIBUTE,
  createEventTransport,
  createTracker,
  type BehaviourEvent,
  type SentEvent,
  type Tracker,
  type TrackerOptions,
  type TransportStats,
  type TrackingLogger,
} from '@glimt/ui/tracking';

/** A product for the demo grid. */
export interface DemoProduct {
  productId: string;
  brand: string;
  title: string;
  variant: string;
  price: number;
  ordinaryPrice: number;
  image: string;
}

/** The first `count` fixture products. */
export function demoProducts(count: number): DemoProduct[] {
  return mockProductDisplays.slice(0, count).map((display) => ({
    productId: String(display.product_id),
    brand: display.brand ?? '',
    title: display.title ?? '',
    variant: display.sub_heading_1 ?? '',
    price: Number(display.sale_price ?? 0),
    ordinaryPrice: Number(display.original_price ?? 0),
    image: display.image_url ?? '',
  }));
}

/** What the tracker sent, for the panel. */
export interface LoggedEvent {
  event: SentEvent;
}

/** Whether the event is a behaviour event (not a purchase). */
function isBehaviour(event: SentEvent): event is BehaviourEvent {
  return !('event_type' in event);
}

/** The card id of an event, whichever field carries it. */
export function cardId(event: SentEvent): string | undefined {
  if (!isBehaviour(event)) return undefined;
  return event.recommendation_id ?? event.search_result_id ?? event.product_listing_result_id;
}

/**
 * A tracker for one story: it sends to the fake backend's widget host without a WebSocket (MSW
 * intercepts HTTP only), so events take the HTTP fallback. On a docs page several stories share
 * the document, so events about other stories' cards (their ids carry another prefix) are left out.
 */
export function useDemoTracker(options: { prefix: string; productId?: string } & Partial<TrackerOptions>) {
  const { prefix, productId, ...rest } = options;
  const [events, setEvents] = useState<LoggedEvent[]>([]);
  const [warnings, setWarnings] = useState<string[]>([]);
  const [stats, setStats] = useState<Readonly<TransportStats> | null>(null);
  const tracker = useRef<Tracker | null>(null);
  const optionsRef = useRef(rest);
  useEffect(() => {
    const logger: TrackingLogger = {
      log: () => undefined,
      warn: (message: unknown) => setWarnings((list) => [...list, String(message)]),
      error: (...args: unknown[]) => console.error(...args),
    };
    const env = { logger, ...optionsRef.current.env };
    // No WebSocket under MSW: the transport goes straight to its HTTP fallback.
    const transport = createEventTransport({ api: DEFAULT_WIDGET_API_HOST, socketUrl: null, env });
    setStats(transport.stats);
    const created = createTracker({
      tenant: 'glimt',
      market: 'no',
      api: DEFAULT_WIDGET_API_HOST,
      transport,
      ...optionsRef.current,
      env,
      onEvent: (event) => {
        const id = cardId(event);
        if (id !== undefined && !id.startsWith(prefix)) return;
        setEvents((list) => [...list, { event }]);
      },
    });
    tracker.current = created;
    if (productId) created.setProductId(productId);
    return () => {
      created.destroy();
      transport.close();
    };
  }, [prefix, productId]);
  return { events, warnings, tracker, stats };
}

/** What reached the fake backend, and how; polled, since it lives outside React. */
export function useDelivery(stats: Readonly<TransportStats> | null) {
  const [delivery, setDelivery] = useState({ received: 0, beacon: 0, fetch: 0 });
  useEffect(() => {
    const read = () => {
      const next = { received: mockEventLog.size, beacon: stats?.beacon ?? 0, fetch: stats?.fetch ?? 0 };
      setDelivery((current) =>
        current.received === next.received && current.beacon === next.beacon && current.fetch === next.fetch
          ? current
          : next,
      );
    };
    const timer = setInterval(read, 100);
    return () => clearInterval(timer);
  }, [stats]);
  return delivery;
}

/**
 * A card id as the panel shows it: without the per-instance part of the prefix, so what a designer
 * sees (and the screenshot) does not depend on how many stories rendered before.
 */
function displayCardId(id: string): string {
  return id.replace(/^([a-z]+)-[a-zA-Z0-9]+-(\d+)$/, '$1-$2');
}

/** A unique, readable id prefix for the cards of one story instance. */
export function useCardPrefix(kind: string): string {
  return `${kind}-${useId().replace(/[^a-zA-Z0-9]/g, '')}-`;
}

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[3]};
  }
`;

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  height: 100%;
`;

const Stage = styled.div`
  aspect-ratio: 1 / 1;
  background: ${({ theme }) => theme.colors.stage};
  border-radius: ${({ theme }) => theme.radii.md};
  display: flex;
  align-items: center;
  justify-content: center;
  overflow: hidden;
  img {
    width: 80%;
    height: 80%;
    object-fit: contain;
  }
`;

const Brand = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  a {
    color: inherit;
    text-underline-offset: 2px;
  }
`;

const Variant = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Push = styled.div`
  margin-top: auto;
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
`;

/** How a card carries its tracking id: the attribute the tracker reads. */
export type CardAttribute =
  | 'data-recommendation_id'
  | 'data-recommendation-id'
  | 'data-search-result-id'
  | 'data-product-listing-result-id';

/** Product cards marked up for the tracker: a tracking attribute and `.depict-add-to-cart`. */
export function ProductGrid({
  products,
  prefix,
  attribute = 'data-recommendation-id',
  label,
  omitTrackingIdAt,
  omitProductIdAt,
  linked = false,
}: {
  products: DemoProduct[];
  prefix: string;
  attribute?: CardAttribute;
  label: string;
  /** Index of a card rendered with an empty tracking id. */
  omitTrackingIdAt?: number;
  /** Index of a card rendered without a product id. */
  omitProductIdAt?: number;
  /** Each title links to its product (the lab stays on the page), as a shop's card opens it. */
  linked?: boolean;
}) {
  return (
    <Grid aria-label={label}>
      {products.map((product, index) => {
        const trackingId = index === omitTrackingIdAt ? '' : `${prefix}${index + 1}`;
        const card = {
          [attribute]: trackingId,
          ...(index === omitProductIdAt ? {} : { [PRODUCT_ID_ATTRIBUTE]: product.productId }),
        };
        return (
          <li key={product.productId}>
            <Card {...card}>
              <Stage>
                <img src={product.image} alt="" width={240} height={240} />
              </Stage>
              <Brand>{product.brand}</Brand>
              <Title>
                {linked ? (
                  <a href={`#produkt-${product.productId}`} onClick={(event) => event.preventDefault()}>
                    {product.title}
                  </a>
                ) : (
                  product.title
                )}
              </Title>
              <Variant>{product.variant}</Variant>
              <Push>
                <Price amount={product.price} ordinaryAmount={product.ordinaryPrice} size="sm" />
                <Button className={ADD_TO_CART_CLASS} size="sm" variant="secondary" fullWidth>
                  Legg i handlekurv
                  <VisuallyHidden>
                    : {product.brand} {product.title}, {product.variant}
                  </VisuallyHidden>
                </Button>
              </Push>
            </Card>
          </li>
        );
      })}
    </Grid>
  );
}

const Panel = styled.section`
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radii.lg};
  padding: ${({ theme }) => theme.space[2]};
  background: ${({ theme }) => theme.colors.subtle};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  h2:not(:first-child) {
    margin-top: ${({ theme }) => theme.space[3]};
  }
  ol,
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: grid;
    gap: 2px;
    padding-block: ${({ theme }) => theme.space[1]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
    font-variant-numeric: tabular-nums;
  }
  li:last-child {
    border-bottom: 0;
  }
  p {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Kind = styled.strong`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Details = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Warning = styled.li`
  color: ${({ theme }) => theme.colors.warning};
`;

/** Norwegian names of the event kinds, beside the wire name. */
const KIND_LABELS: Record<string, string> = {
  page_view: 'sidevisning',
  element_visible: 'synlig kort',
  add_to_cart: 'lagt i handlekurv',
  purchase: 'kjøp',
  search_click: 'klikk på søkeresultat',
  recommendation_click: 'klikk på anbefaling',
};

/** The events as they were sent, newest last, and the tracker's warnings. */
export function EventPanel({
  events,
  warnings = [],
  delivery,
  children,
}: {
  events: LoggedEvent[];
  warnings?: string[];
  /** What the fake backend received and how it got there, when shown. */
  delivery?: { received: number; beacon: number; fetch: number };
  children?: ReactNode;
}) {
  const headingId = useId();
  return (
    <Panel aria-labelledby={headingId}>
      <h2 id={headingId}>Sendte hendelser ({events.length})</h2>
      <div role="log" aria-label="Hendelser">
        <ol>
          {events.length === 0 && (
            <li>
              <Muted>Ingen hendelser ennå.</Muted>
            </li>
          )}
          {events.map(({ event }, index) => {
            const kind = isBehaviour(event) ? event.type : 'purchase';
            const id = cardId(event);
            const productId = isBehaviour(event) ? event.product_id : undefined;
            return (
              <li key={index}>
                <span>
                  <Kind>{kind}</Kind> <Muted>{KIND_LABELS[kind] ?? kind}</Muted>
                </span>
                <Details>
                  {[id && `kort ${displayCardId(id)}`, productId && `produkt ${productId}`]
                    .filter(Boolean)
                    .join(' · ')}
                </Details>
              </li>
            );
          })}
        </ol>
      </div>
      {warnings.length > 0 && (
        <>
          <h2>Advarsler</h2>
          <ul aria-label="Advarsler">
            {warnings.map((warning, index) => (
              <Warning key={index}>{warning}</Warning>
            ))}
          </ul>
        </>
      )}
      {delivery && (
        <p>
          Mottatt av testserveren: {delivery.received}. Uten WebSocket går hendelsene til /create-events, som
          beacon ({delivery.beacon}) eller med fetch ({delivery.fetch}).
        </p>
      )}
      {children}
    </Panel>
  );
}

/** Page layout of the stories: content beside the panel on wide screens, stacked on phones. */
export const DemoLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 2fr) minmax(280px, 1fr);
    align-items: start;
  }
`;

/** Tab until `element` has focus (bounded), the way a keyboard user gets there. */
export async function tabTo(element: HTMLElement) {
  for (let step = 0; step < 30 && document.activeElement !== element; step++) await userEvent.tab();
  await expect(element).toHaveFocus();
}
