import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '@glimt/ui';
import { faults, mockStores } from '@glimt/ui/mocks';
import { untilState } from '../../test-support/untilState';

/** What the tiny demo shows: loading, an error, an empty list, or the stores. */
type LoadState =
  | { kind: 'loading' }
  | { kind: 'error'; reason: string }
  | { kind: 'done'; stores: Array<{ id: string; name: string; city: string }> };

function readStores(json: unknown): Array<{ id: string; name: string; city: string }> {
  const data = (json as { data?: unknown }).data;
  if (!Array.isArray(data)) throw new Error('Svaret hadde ikke riktig form.');
  return data.map((store: { id: string; name: string; address: { city: string } }) => ({
    id: store.id,
    name: store.name,
    city: store.address.city,
  }));
}

/**
 * A tiny fetch-and-show component for this page only: it calls `GET /api/stores` on the fake
 * backend and shows what came back, so each story can show one fault helper at work.
 */
function StoreFinderDemo() {
  const [state, setState] = useState<LoadState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    setState({ kind: 'loading' });
    fetch('/api/stores')
      .then(async (response) => {
        if (!response.ok) throw new Error(`Serveren svarte ${response.status}.`);
        let json: unknown;
        try {
          json = await response.json();
        } catch {
          throw new Error('Svaret kunne ikke leses.');
        }
        return readStores(json);
      })
      .then(
        (stores) => active && setState({ kind: 'done', stores }),
        (error: unknown) =>
          active &&
          setState({
            kind: 'error',
            reason:
              error instanceof TypeError
                ? 'Ingen forbindelse til serveren.'
                : error instanceof Error
                  ? error.message
                  : '',
          }),
      );
    return () => {
      active = false;
    };
  }, [attempt]);

  return (
    <section aria-labelledby="demo-heading" style={{ maxWidth: 480 }}>
      <h2 id="demo-heading" style={{ fontSize: 20, margin: '0 0 8px' }}>
        Finn butikk
      </h2>
      <div role="status" aria-live="polite">
        {state.kind === 'loading' && <p>Laster butikker …</p>}
        {state.kind === 'error' && (
          <p>
            Noe gikk galt. Prøv igjen, eller kontakt kundeservice. <span>{state.reason}</span>
          </p>
        )}
        {state.kind === 'done' && (
          <p>{state.stores.length === 0 ? 'Ingen butikker funnet.' : `${state.stores.length} butikker`}</p>
        )}
      </div>
      {state.kind === 'error' && (
        <Button variant="secondary" onPress={() => setAttempt((value) => value + 1)}>
          Prøv igjen
        </Button>
      )}
      {state.kind === 'done' && state.stores.length > 0 && (
        <ul style={{ margin: 0, paddingLeft: 20 }}>
          {state.stores.slice(0, 5).map((store) => (
            <li key={store.id}>{`${store.name}, ${store.city}`}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

const meta = {
  title: 'Mocks/Fault helpers',
  component: StoreFinderDemo,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StoreFinderDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Waits, by state and not by the clock, until the demo shows `text`: the answer (or the fault) comes
 * after a request through the fake backend, which takes longer on a loaded machine.
 */
const shows = (root: HTMLElement, text: string) =>
  untilState(`"${text}" shown`, () => expect(within(root).getByText(text)).toBeVisible());

/** No fault: the fake backend answers with its 26 stores. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await shows(canvasElement, `${mockStores.length} butikker`);
    await expect(canvas.getByText('Glimt Bergen Sentrum, Bergen')).toBeVisible();
  },
};

/** `faults.status('GET', '/api/stores', 500)`: every call fails; "Prøv igjen" is reached with Tab and fails again. */
export const ServerError: Story = {
  parameters: { msw: { handlers: { faults: [faults.status('GET', '/api/stores', 500)] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await shows(canvasElement, 'Serveren svarte 500.');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Prøv igjen' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await shows(canvasElement, 'Serveren svarte 500.');
  },
};

/** `faults.status('GET', '/api/stores', 503, undefined, { once: true })`: only the first call fails, so a retry works. */
export const FailsOnce: Story = {
  parameters: {
    msw: { handlers: { faults: [faults.status('GET', '/api/stores', 503, undefined, { once: true })] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await shows(canvasElement, 'Serveren svarte 503.');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Prøv igjen' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await shows(canvasElement, `${mockStores.length} butikker`);
  },
};

/** `faults.malformedJson('GET', '/api/stores')`: a 200 whose body is not JSON. */
export const MalformedJson: Story = {
  parameters: { msw: { handlers: { faults: [faults.malformedJson('GET', '/api/stores')] } } },
  play: async ({ canvasElement }) => {
    await shows(canvasElement, 'Svaret kunne ikke leses.');
  },
};

/** `faults.networkError('GET', '/api/stores')`: the connection drops; fetch rejects. */
export const NetworkError: Story = {
  parameters: { msw: { handlers: { faults: [faults.networkError('GET', '/api/stores')] } } },
  play: async ({ canvasElement }) => {
    await shows(canvasElement, 'Ingen forbindelse til serveren.');
  },
};

/** `faults.empty('GET', '/api/stores', { success: true, data: [] })`: an empty result. */
export const Empty: Story = {
  parameters: {
    msw: { handlers: { faults: [faults.empty('GET', '/api/stores', { success: true, data: [] })] } },
  },
  play: async ({ canvasElement }) => {
    await shows(canvasElement, 'Ingen butikker funnet.');
  },
};

/** `faults.slowNetwork(2000)`: every call waits 2 s, so the loading state shows first. */
export const SlowNetwork: Story = {
  parameters: { msw: { handlers: { faults: [faults.slowNetwork(2000)] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Laster butikker …')).toBeVisible();
    await shows(canvasElement, `${mockStores.length} butikker`);
  },
};

/** `faults.delay('GET', '/api/stores', 1500)`: one call is late, then answers normally. */
export const Delay: Story = {
  parameters: { msw: { handlers: { faults: [faults.delay('GET', '/api/stores', 1500)] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Laster butikker …')).toBeVisible();
    await shows(canvasElement, `${mockStores.length} butikker`);
  },
};
