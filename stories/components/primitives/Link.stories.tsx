import type { Meta, StoryObj } from '@storybook/react-vite';
import { useSyncExternalStore, type ReactNode } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { GlimtProvider, Link, createMemoryNavigation } from '@glimt/ui';

type MemoryNavigation = ReturnType<typeof createMemoryNavigation>;

/** A router of the story's own, so the play function can read where the link went. */
function WithRouter({ navigation, children }: { navigation: MemoryNavigation; children: ReactNode }) {
  const here = useSyncExternalStore(navigation.subscribe, () => {
    const { pathname, search, hash } = navigation.getLocation();
    return pathname + search + hash;
  });
  return (
    <GlimtProvider navigation={navigation} globalStyle={false}>
      {children}
      <p style={{ marginTop: 24, fontSize: 14, color: '#4f535a' }}>
        Nåværende side: <code data-testid="location">{here}</code>
      </p>
    </GlimtProvider>
  );
}

/**
 * Stands in for the browser in play functions: records whether each click reached the page still
 * unhandled (so the browser would act on it), then cancels it so the story itself never navigates.
 * It listens on the React root, after React, because react-aria stops a pressed link's click there.
 * The root outlives the story (the next story renders into it), so the listener goes with the
 * story's `abortSignal`: a watcher left behind would cancel the next story's clicks first.
 */
function watchBrowser(canvasElement: HTMLElement, storyEnded: AbortSignal) {
  const leftToBrowser: boolean[] = [];
  canvasElement.addEventListener(
    'click',
    (event) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    },
    { signal: storyEnded },
  );
  return leftToBrowser;
}

const meta = {
  title: 'Primitives/Link',
  component: Link,
  args: { href: '/briller', children: 'briller' },
  argTypes: { variant: { control: 'inline-radio', options: ['inline', 'standalone'] } },
  loaders: [() => ({ navigation: createMemoryNavigation('/') })],
  render: (args, { loaded }) => (
    <WithRouter navigation={loaded.navigation as MemoryNavigation}>
      <p style={{ maxWidth: 480 }}>
        Se alle våre <Link {...args} /> fra kjente merker, med synstest i butikk.
      </p>
    </WithRouter>
  ),
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An underlined link in running text. Tab to it, Enter goes there through the app's router. */
export const Default: Story = {
  play: async ({ canvasElement, loaded, abortSignal }) => {
    const navigation = loaded.navigation as MemoryNavigation;
    const leftToBrowser = watchBrowser(canvasElement, abortSignal);
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'briller' });
    await expect(link).toHaveAttribute('href', '/briller');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(getComputedStyle(link).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(navigation.history).toEqual(['/', '/briller']);
    await expect(canvas.getByTestId('location')).toHaveTextContent('/briller');
    await expect(leftToBrowser).toEqual([false]);
  },
};

/**
 * Shift+Enter (new window), Ctrl/Cmd-click (new tab) and the like are the browser's: the router
 * leaves them alone.
 */
export const ModifiedClick: Story = {
  play: async ({ canvasElement, loaded, abortSignal }) => {
    const navigation = loaded.navigation as MemoryNavigation;
    const leftToBrowser = watchBrowser(canvasElement, abortSignal);
    const user = userEvent.setup();
    const link = within(canvasElement).getByRole('link', { name: 'briller' });
    await user.tab();
    await expect(link).toHaveFocus();
    await user.keyboard('{Shift>}{Enter}{/Shift}');
    await expect(leftToBrowser).toEqual([true]);
    // The same goes for a Ctrl-click or a Cmd-click with the mouse.
    await user.keyboard('{Control>}');
    await user.click(link);
    await user.keyboard('{/Control}{Meta>}');
    await user.click(link);
    await user.keyboard('{/Meta}');
    await expect(leftToBrowser).toEqual([true, true, true]);
    await expect(navigation.history).toEqual(['/']);
    // A plain Enter afterwards is the router's again.
    await user.keyboard('{Enter}');
    await expect(leftToBrowser).toEqual([true, true, true, false]);
    await expect(navigation.history).toEqual(['/', '/briller']);
  },
};

/** A link on its own line: semibold, underlined on hover. */
export const Standalone: Story = {
  args: { variant: 'standalone', href: '/briller/gucci', children: 'Se alle Gucci-briller' },
  render: (args, { loaded }) => (
    <WithRouter navigation={loaded.navigation as MemoryNavigation}>
      <Link {...args} />
    </WithRouter>
  ),
  play: async ({ canvasElement, loaded, abortSignal }) => {
    const navigation = loaded.navigation as MemoryNavigation;
    watchBrowser(canvasElement, abortSignal);
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: 'Se alle Gucci-briller' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigation.getLocation().pathname).toBe('/briller/gucci');
  },
};

/** Both variants: inline inside text, standalone in a list. */
export const Variants: Story = {
  render: (args, { loaded }) => (
    <WithRouter navigation={loaded.navigation as MemoryNavigation}>
      <p style={{ maxWidth: 480, marginBottom: 16 }}>
        Les mer om <Link href="/synstest">synstest</Link> og <Link href="/kontaktlinser">kontaktlinser</Link>{' '}
        før du bestiller time.
      </p>
      <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 8 }}>
        <li>
          <Link {...args} variant="standalone" href="/briller">
            Briller
          </Link>
        </li>
        <li>
          <Link {...args} variant="standalone" href="/solbriller">
            Solbriller
          </Link>
        </li>
        <li>
          <Link {...args} variant="standalone" href="/kontaktlinser" aria-current="page">
            Kontaktlinser
          </Link>
        </li>
      </ul>
    </WithRouter>
  ),
  play: async ({ canvasElement, loaded, abortSignal }) => {
    const navigation = loaded.navigation as MemoryNavigation;
    watchBrowser(canvasElement, abortSignal);
    for (let i = 0; i < 4; i += 1) await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: 'Solbriller' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigation.history).toEqual(['/', '/solbriller']);
  },
};

/**
 * `external`: a new tab with `rel="noopener noreferrer"`, a small icon for sighted users and
 * "(åpnes i ny fane)" for screen readers. The router never takes it.
 */
export const External: Story = {
  args: { href: 'https://www.example.no/personvern', external: true, children: 'personvernerklæringen' },
  render: (args, { loaded }) => (
    <WithRouter navigation={loaded.navigation as MemoryNavigation}>
      <p style={{ maxWidth: 480 }}>
        Les <Link {...args} /> til vår betalingspartner.
      </p>
    </WithRouter>
  ),
  play: async ({ canvasElement, loaded, abortSignal }) => {
    const navigation = loaded.navigation as MemoryNavigation;
    const leftToBrowser = watchBrowser(canvasElement, abortSignal);
    const link = within(canvasElement).getByRole('link', { name: 'personvernerklæringen (åpnes i ny fane)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(leftToBrowser).toEqual([true]);
    await expect(navigation.history).toEqual(['/']);
  },
};

/** E-mail and phone links are the browser's (and the phone's) to open. */
export const MailAndPhone: Story = {
  render: (args, { loaded }) => (
    <WithRouter navigation={loaded.navigation as MemoryNavigation}>
      <p style={{ maxWidth: 480 }}>
        Skriv til{' '}
        <Link {...args} href="mailto:kundeservice@example.no">
          kundeservice@example.no
        </Link>{' '}
        eller ring{' '}
        <Link {...args} href="tel:+4722334455">
          22 33 44 55
        </Link>
        .
      </p>
    </WithRouter>
  ),
  play: async ({ canvasElement, loaded }) => {
    const navigation = loaded.navigation as MemoryNavigation;
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'kundeservice@example.no' })).toHaveAttribute(
      'href',
      'mailto:kundeservice@example.no',
    );
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '22 33 44 55' })).toHaveFocus();
    await expect(navigation.history).toEqual(['/']);
  },
};

/** Error: an unsafe href from data (`javascript:`) renders the words without a link. */
export const Error: Story = {
  args: { href: 'javascript:alert(1)', children: 'briller' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvasElement.querySelector('[href]')).toBeNull();
    await expect(canvas.getByText('briller')).toBeVisible();
    await userEvent.tab();
    await expect(canvasElement.ownerDocument.activeElement).toBe(canvasElement.ownerDocument.body);
  },
};

/** A long Norwegian link text wraps inside a narrow column and keeps one focus ring per line box. */
export const LongText: Story = {
  args: {
    variant: 'standalone',
    href: '/kontaktlinser/abonnement',
    children: 'Les alt om kontaktlinseabonnementet med fri frakt og levering hver tredje måned',
  },
  render: (args, { loaded }) => (
    <WithRouter navigation={loaded.navigation as MemoryNavigation}>
      <div style={{ width: 220 }}>
        <Link {...args} />
      </div>
      <p style={{ width: 220, marginTop: 16 }}>
        Vi har{' '}
        <Link href="/kampanjer/progressive-glass">
          progressive glass til halv pris ved kjøp av innfatning
        </Link>{' '}
        hele måneden.
      </p>
    </WithRouter>
  ),
  play: async ({ canvasElement, loaded, abortSignal }) => {
    const navigation = loaded.navigation as MemoryNavigation;
    watchBrowser(canvasElement, abortSignal);
    const link = within(canvasElement).getByRole('link', { name: /kontaktlinseabonnementet/ });
    await expect(link.getBoundingClientRect().width).toBeLessThanOrEqual(220);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(navigation.history).toEqual(['/', '/kontaktlinser/abonnement']);
  },
};

/** Footer-style standalone links on a 375 px screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (_args, { loaded }) => (
    <WithRouter navigation={loaded.navigation as MemoryNavigation}>
      <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 8 }}>
        <li>
          <Link variant="standalone" href="/kundeservice">
            Kundeservice
          </Link>
        </li>
        <li>
          <Link variant="standalone" href="/kjop-og-leveringsbetingelser">
            Kjøps- og leveringsbetingelser
          </Link>
        </li>
        <li>
          <Link variant="standalone" href="https://www.example.no/jobb" external>
            Jobb hos oss
          </Link>
        </li>
      </ul>
    </WithRouter>
  ),
  play: async ({ canvasElement, loaded, abortSignal }) => {
    const navigation = loaded.navigation as MemoryNavigation;
    watchBrowser(canvasElement, abortSignal);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(navigation.history).toEqual(['/', '/kjop-og-leveringsbetingelser']);
  },
};
