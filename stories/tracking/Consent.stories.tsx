import { useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { styled } from 'styled-components';
import { Button, Checkbox, useConsent, useGlimt } from '@glimt/ui';
import {
  CONSENT_COOKIE_GROUPS,
  createAnalytics,
  createShopAnalytics,
  type AnalyticsItem,
  type ConsentLevel,
  type Gtag,
  type ShopAnalyticsItem,
  type TrackingLogger,
} from '@glimt/ui/tracking';
import { demoProducts, tabTo } from './demo';
import { untilState } from '../../test-support/untilState';

const LEVEL_LABELS: Record<ConsentLevel, string> = {
  necessary: 'Nødvendige',
  statistics: 'Statistikk',
  preferences: 'Preferanser og personalisering',
  marketing: 'Markedsføring',
};

const GROUP_OF: Record<ConsentLevel, string> = Object.fromEntries(
  Object.entries(CONSENT_COOKIE_GROUPS).map(([group, level]) => [level, group]),
) as Record<ConsentLevel, string>;

/** One consent level as a checkbox on the shared consent store of `GlimtProvider`. */
function LevelToggle({ level }: { level: ConsentLevel }) {
  const { consent } = useGlimt();
  const granted = useConsent(level);
  return (
    <Checkbox
      isSelected={granted}
      isDisabled={level === 'necessary'}
      onChange={(value) => consent.set({ [level]: value })}
      description={`Informasjonskapselgruppe ${GROUP_OF[level]}`}
    >
      {LEVEL_LABELS[level]}
    </Checkbox>
  );
}

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  max-width: 960px;
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const Fieldset = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radii.lg};
  padding: ${({ theme }) => theme.space[2]};
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[1.5]};
  legend {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    padding: 0 ${({ theme }) => theme.space[0.5]};
  }
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.space[2]} 0 0;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  margin-top: ${({ theme }) => theme.space[2]};
`;

const Output = styled.section`
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radii.lg};
  padding: ${({ theme }) => theme.space[2]};
  background: ${({ theme }) => theme.colors.subtle};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  ol {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: ${({ theme }) => theme.space[0.5]};
  }
`;

const Sent = styled.li`
  color: ${({ theme }) => theme.colors.success};
`;

const Skipped = styled.li`
  color: ${({ theme }) => theme.colors.warning};
`;

interface Line {
  kind: 'sent' | 'skipped';
  text: string;
}

interface ConsentLabProps {
  /** The consent level the analytics tag needs. */
  level: ConsentLevel;
  /** Whether the page has loaded `gtag`. */
  gtagInstalled: boolean;
}

const ITEMS: AnalyticsItem[] = Array.from({ length: 250 }, (_, index) => ({
  item_id: String(100001 + index),
  index,
}));

const CART: ShopAnalyticsItem[] = demoProducts(2).map((product, index) => ({
  name: `${product.brand} ${product.title}`,
  id: product.productId,
  category: 'Briller',
  brand: product.brand,
  sku: `${product.productId}-1`,
  price: product.price,
  discount: product.ordinaryPrice - product.price,
  quantity: index + 1,
  currency: 'NOK',
}));

/**
 * The consent levels of the shared consent store (cookie groups C0001 to C0004), and what the
 * analytics tag and the shop's data layer do with them: sent while the configured level is
 * granted, skipped with a log otherwise.
 */
function ConsentLab({ level, gtagInstalled }: ConsentLabProps) {
  const { consent } = useGlimt();
  const [lines, setLines] = useState<Line[]>([]);
  const add = (line: Line) => setLines((list) => [...list, line]);
  const { analytics, shop } = useMemo(() => {
    const logger: TrackingLogger = {
      log: (message: unknown) =>
        add({ kind: 'skipped', text: `Hoppet over. Konsollen: «${String(message)}»` }),
      warn: () => undefined,
      error: () => undefined,
    };
    const gtag: Gtag = (_command, name, params) => {
      const items = (params?.items as unknown[] | undefined)?.length;
      add({
        kind: 'sent',
        text: `gtag: ${name}${items ? `, ${items} varer i listen «${String(params?.item_list_name)}»` : ''}`,
      });
    };
    return {
      analytics: createAnalytics({
        consent,
        level,
        gtag: () => (gtagInstalled ? gtag : undefined),
        env: { logger },
      }),
      shop: createShopAnalytics({
        consent,
        level,
        env: { logger },
        dataLayer: () => ({
          push: (...entries: unknown[]) => {
            for (const entry of entries) {
              const event = (entry as { event?: string }).event;
              const items = (entry as { ecommerce?: { items?: unknown[] } }).ecommerce?.items?.length;
              if (event) add({ kind: 'sent', text: `dataLayer: ${event}, ${items} varer` });
            }
          },
        }),
      }),
    };
  }, [consent, level, gtagInstalled]);
  return (
    <Layout>
      <div>
        <Fieldset>
          <legend>Samtykke</legend>
          {(['necessary', 'statistics', 'preferences', 'marketing'] as const).map((each) => (
            <LevelToggle key={each} level={each} />
          ))}
        </Fieldset>
        <Note>
          Analysetaggen krever: <strong>{LEVEL_LABELS[level]}</strong>. gtag er{' '}
          {gtagInstalled ? 'lastet' : 'ikke lastet'}.
        </Note>
        <Actions>
          <Button size="sm" onPress={() => analytics.event('search', { search_term: 'solbriller' })}>
            Send søk
          </Button>
          <Button size="sm" variant="secondary" onPress={() => analytics.viewItemList(ITEMS)}>
            Send produktliste (250 varer)
          </Button>
          <Button size="sm" variant="secondary" onPress={() => shop.viewCart(CART)}>
            Vis handlekurv
          </Button>
        </Actions>
      </div>
      <Output aria-labelledby="consent-output">
        <h2 id="consent-output">Analysehendelser</h2>
        <div role="log" aria-label="Analysehendelser">
          <ol>
            {lines.length === 0 && <li>Ingen hendelser ennå.</li>}
            {lines.map((line, index) =>
              line.kind === 'sent' ? (
                <Sent key={index}>{line.text}</Sent>
              ) : (
                <Skipped key={index}>{line.text}</Skipped>
              ),
            )}
          </ol>
        </div>
      </Output>
    </Layout>
  );
}

const meta = {
  title: 'Tracking/Consent',
  component: ConsentLab,
  args: { level: 'statistics', gtagInstalled: true },
  argTypes: {
    level: { control: 'inline-radio', options: ['necessary', 'statistics', 'preferences', 'marketing'] },
  },
} satisfies Meta<typeof ConsentLab>;

export default meta;
type Story = StoryObj<typeof meta>;

const output = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('log'));

/**
 * Before the visitor answers, only necessary storage is granted: the search event is skipped with
 * a log. Space on "Statistikk" grants it, and the next search goes to gtag.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: /Nødvendige/ })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: /Nødvendige/ })).toBeDisabled();
    const send = canvas.getByRole('button', { name: 'Send søk' });
    await tabTo(send);
    await userEvent.keyboard('{Enter}');
    await expect(
      await untilState(
        'output(canvasElement).getByText("Hoppet over. Konsollen: «gtag event search skipped: no…',
        () =>
          output(canvasElement).getByText(
            'Hoppet over. Konsollen: «gtag event search skipped: no statistics consent»',
          ),
      ),
    ).toBeVisible();
    const statistics = canvas.getByRole('checkbox', { name: /Statistikk/ });
    await tabTo(statistics);
    await userEvent.keyboard(' ');
    await expect(statistics).toBeChecked();
    await tabTo(send);
    await userEvent.keyboard('{Enter}');
    await expect(
      await untilState('output(canvasElement).getByText("gtag: search")', () =>
        output(canvasElement).getByText('gtag: search'),
      ),
    ).toBeVisible();
  },
};

/** Item lists go to gtag in batches of 100, named «depict». */
export const ItemListInBatches: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tabTo(canvas.getByRole('checkbox', { name: /Statistikk/ }));
    await userEvent.keyboard(' ');
    await tabTo(canvas.getByRole('button', { name: 'Send produktliste (250 varer)' }));
    await userEvent.keyboard('{Enter}');
    const lines = await untilState('output(canvasElement).getAllByText(/^gtag: view_item_list/)', () =>
      output(canvasElement).getAllByText(/^gtag: view_item_list/),
    );
    await expect(lines.map((line) => line.textContent)).toEqual([
      'gtag: view_item_list, 100 varer i listen «depict»',
      'gtag: view_item_list, 100 varer i listen «depict»',
      'gtag: view_item_list, 50 varer i listen «depict»',
    ]);
  },
};

/** When the tag needs marketing consent, statistics is not enough; marketing is. */
export const MarketingLevel: Story = {
  args: { level: 'marketing' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const send = canvas.getByRole('button', { name: 'Send søk' });
    await tabTo(canvas.getByRole('checkbox', { name: /Statistikk/ }));
    await userEvent.keyboard(' ');
    await tabTo(send);
    await userEvent.keyboard('{Enter}');
    await expect(
      await untilState('output(canvasElement).getByText(/no marketing consent/)', () =>
        output(canvasElement).getByText(/no marketing consent/),
      ),
    ).toBeVisible();
    await tabTo(canvas.getByRole('checkbox', { name: /Markedsføring/ }));
    await userEvent.keyboard(' ');
    await tabTo(send);
    await userEvent.keyboard('{Enter}');
    await expect(
      await untilState('output(canvasElement).getByText("gtag: search")', () =>
        output(canvasElement).getByText('gtag: search'),
      ),
    ).toBeVisible();
  },
};

/** Consent given but no `gtag` on the page: skipped with a log, never an error. */
export const GtagMissing: Story = {
  args: { gtagInstalled: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tabTo(canvas.getByRole('checkbox', { name: /Statistikk/ }));
    await userEvent.keyboard(' ');
    await tabTo(canvas.getByRole('button', { name: 'Send søk' }));
    await userEvent.keyboard('{Enter}');
    await expect(
      await untilState(
        'output(canvasElement).getByText("Hoppet over. Konsollen: «gtag event search skipped: gt…',
        () =>
          output(canvasElement).getByText(
            'Hoppet over. Konsollen: «gtag event search skipped: gtag missing»',
          ),
      ),
    ).toBeVisible();
  },
};

/** The shop's data layer follows the same consent: `view_cart` is pushed once statistics is granted. */
export const ShopDataLayer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const viewCart = canvas.getByRole('button', { name: 'Vis handlekurv' });
    await tabTo(viewCart);
    await userEvent.keyboard('{Enter}');
    await expect(
      await untilState('output(canvasElement).getByText(/dataLayer event view_cart skipped/)', () =>
        output(canvasElement).getByText(/dataLayer event view_cart skipped/),
      ),
    ).toBeVisible();
    await tabTo(canvas.getByRole('checkbox', { name: /Statistikk/ }));
    await userEvent.keyboard(' ');
    await tabTo(viewCart);
    await userEvent.keyboard('{Enter}');
    await expect(
      await untilState('output(canvasElement).getByText("dataLayer: view_cart, 2 varer")', () =>
        output(canvasElement).getByText('dataLayer: view_cart, 2 varer'),
      ),
    ).toBeVisible();
  },
};

/** On a phone the panel sits below the consent choices. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tabTo(canvas.getByRole('checkbox', { name: /Preferanser/ }));
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: /Preferanser/ })).toBeChecked();
  },
};
