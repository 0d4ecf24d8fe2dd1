import { useCallback, useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button, useNavigation } from '@glimt/ui';
import {
  MULTIPLE_PROVIDERS_MESSAGE,
  WIDGET_NOT_CONFIGURED_MESSAGE,
  WidgetProvider,
  createWidgetEnv,
  widgetLocaleNo,
  widgetLocaleSv,
  type WidgetProviderProps,
} from '@glimt/ui/widget';
import { DEFAULT_WIDGET_API_HOST } from '@glimt/ui/mocks';
import {
  NavigationLab,
  Panel,
  WarningList,
  WidgetStatus,
  useRecordingWindow,
  type InterceptedLoad,
} from './provider-demo';
import { untilState } from '../../test-support/untilState';

/**
 * The provider in a story: it navigates through the shop's router (the stories' memory history),
 * as a shop built with `GlimtProvider` passes `navigation={useNavigation()}`.
 */
function ProviderDemo(props: WidgetProviderProps) {
  const navigation = useNavigation();
  return (
    <WidgetProvider navigation={navigation} {...props}>
      <WidgetStatus />
    </WidgetProvider>
  );
}

const meta = {
  title: 'Widget/Provider',
  component: WidgetProvider,
  args: { merchant: 'glimt', market: 'no', locale: widgetLocaleNo, apiHost: DEFAULT_WIDGET_API_HOST },
  argTypes: {
    locale: { control: false },
    children: { control: false },
  },
  parameters: { initialPath: '/briller' },
  render: (args) => <ProviderDemo {...args} />,
} satisfies Meta<typeof WidgetProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Configured for a merchant and market: the settings as components read them (defaults filled
 * in), texts in Norwegian, and a search through the provider's client to the fake backend.
 */
export const Configured: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Forhandler (tenant)').nextElementSibling).toHaveTextContent('glimt');
    await expect(canvas.getByText(widgetLocaleNo.messages.searchPlaceholder)).toBeVisible();
    await expect(canvas.getByText('/search', { selector: 'dd' })).toBeVisible();
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Hent søketreff' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // The fake backend's first search in a fresh story builds its index (and, since the wider catalogue,
    // the extra frames): on a loaded machine that outlasts waitFor's 1 s default.
    await untilState('expect(canvas.getByText(/^\\d+ treff for «solbriller»$/)).toBeVisible()', () =>
      expect(canvas.getByText(/^\d+ treff for «solbriller»$/)).toBeVisible(),
    );
  },
};

/** The status panel at 375 px: each setting stacks its value under its name. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Marked').nextElementSibling).toHaveTextContent('no');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Hent søketreff' })).toHaveFocus();
  },
};

/**
 * Settings from the host: another search page path (the leading `/` is added), parameter name,
 * no content search, a title suffix for category pages, and metadata sent with every request.
 */
export const CustomSettings: Story = {
  args: {
    searchSettings: { searchPagePath: 'sok', urlParamName: 'q', enableContentSearch: false },
    categorySettings: { metaTitleSuffix: ' | Glimt Optikk', disableOverrideQueryId: true },
    metaData: { channel: 'storybook' },
    forceSpaNavigation: false,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const value = (term: string) => canvas.getByText(term).nextElementSibling;
    await expect(value('Søkeside')).toHaveTextContent('/sok');
    await expect(value('URL-parameter for søk')).toHaveTextContent('q');
    await expect(value('Innholdssøk')).toHaveTextContent('nei');
    await expect(value('Tittelsuffiks på kategorisider')).toHaveTextContent('| Glimt Optikk');
    await expect(value('SPA-navigasjon tvunget')).toHaveTextContent('nei');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Hent søketreff' })).toHaveFocus();
  },
};

/** A locale given by id is loaded on demand (its own chunk); English shows until it arrives. */
export const LocaleById: Story = {
  args: { locale: 'sv' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Språk').nextElementSibling).toHaveTextContent('sv');
    await untilState(
      'expect(canvas.getByText(widgetLocaleSv.messages.searchPlaceholder)).toBeVisible()',
      () => expect(canvas.getByText(widgetLocaleSv.messages.searchPlaceholder)).toBeVisible(),
    );
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Hent søketreff' })).toHaveFocus();
  },
};

/**
 * Without merchant and market the provider renders only its children: the host's own content
 * works, and a widget component shows the not-configured message.
 */
export const NotConfigured: Story = {
  args: { merchant: undefined, market: undefined },
  render: (args) => (
    <WidgetProvider {...args}>
      <Panel aria-label="Vertssiden">
        <p>
          Vertssidens eget innhold vises som vanlig. <a href="#kontakt">Kontakt oss</a>
        </p>
        <WidgetStatus />
      </Panel>
    </WidgetProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(WIDGET_NOT_CONFIGURED_MESSAGE)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Hent søketreff' })).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Kontakt oss' })).toHaveFocus();
  },
};

/** Warnings shown in the story instead of only in the console. */
function TwoProvidersDemo(args: WidgetProviderProps) {
  const navigation = useNavigation();
  const [warnings, setWarnings] = useState<string[]>([]);
  const [third, setThird] = useState(false);
  const env = useMemo(
    () => createWidgetEnv({ warn: (message) => setWarnings((list) => [...list, message]) }),
    [],
  );
  return (
    <WidgetProvider {...args} navigation={navigation} env={env}>
      <Panel aria-labelledby="two-providers-title">
        <h2 id="two-providers-title">To WidgetProvider-er på samme side</h2>
        <p>Bare én kan være montert. Den andre gir én advarsel, også når flere kommer til.</p>
        <WarningList warnings={warnings} />
        <Button size="sm" variant="secondary" onPress={() => setThird((value) => !value)}>
          {third ? 'Fjern den tredje' : 'Monter en tredje'}
        </Button>
        <WidgetProvider {...args} navigation={navigation} env={env} />
        {third && <WidgetProvider {...args} navigation={navigation} env={env} />}
      </Panel>
    </WidgetProvider>
  );
}

/** A second provider warns once: 'You are using multiple WidgetProviders...'. */
export const TwoProviders: Story = {
  render: (args) => <TwoProvidersDemo {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const log = canvas.getByRole('log', { name: 'Advarsler i konsollen' });
    await untilState('expect(within(log).getAllByRole("listitem")).toHaveLength(1)', () =>
      expect(within(log).getAllByRole('listitem')).toHaveLength(1),
    );
    await expect(log).toHaveTextContent(MULTIPLE_PROVIDERS_MESSAGE);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Monter en tredje' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Fjern den tredje' })).toHaveFocus();
    await expect(within(log).getAllByRole('listitem')).toHaveLength(1);
  },
};

function NavigationDemo(args: WidgetProviderProps) {
  const navigation = useNavigation();
  const [forceSpa, setForceSpa] = useState(false);
  const [loads, setLoads] = useState<InterceptedLoad[]>([]);
  const onLoad = useCallback((load: InterceptedLoad) => setLoads((list) => [...list, load]), []);
  const browserWindow = useRecordingWindow(onLoad);
  return (
    <WidgetProvider
      {...args}
      navigation={navigation}
      forceSpaNavigation={forceSpa}
      browserWindow={browserWindow}
    >
      <NavigationLab forceSpa={forceSpa} onForceSpaChange={setForceSpa} loads={loads} />
    </WidgetProvider>
  );
}

/**
 * Which rule each click follows, starting on the search page: a new query stays on the page
 * (client-side and shallow); a category page is another page kind (a full page load unless SPA
 * navigation is forced); another origin is always a full load. Ctrl, Meta, Shift or Alt clicks
 * and middle clicks are left to the browser. Full loads are recorded here instead of leaving the story.
 */
export const Navigation: Story = {
  parameters: { initialPath: '/search?query=briller' },
  render: (args) => <NavigationDemo {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const location = canvas.getByTestId('location');
    const decisions = canvas.getByRole('log', { name: 'Beslutninger' });
    const loads = canvas.getByRole('log', { name: 'Sidelastinger' });
    await expect(location).toHaveTextContent('/search?query=briller');

    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /Søk etter/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(decisions).toHaveTextContent('Klientside, grunn endring: samme sidetype');
    await expect(location).toHaveTextContent('/search?query=solbriller');

    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /Ray-Ban solbriller/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(decisions).toHaveTextContent('Full sidelasting: annen sidetype');
    await expect(loads).toHaveTextContent('location.assign(/solbriller/ray-ban)');
    await expect(location).toHaveTextContent('/search?query=solbriller');

    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(decisions).toHaveTextContent('Full sidelasting: annet opphav, aldri klientside');
    await expect(loads).toHaveTextContent('location.assign(https://www.example.com/ray-ban)');

    await userEvent.tab();
    await expect(canvas.getByRole('checkbox')).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox')).toBeChecked();
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('link', { name: /Ray-Ban solbriller/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(decisions).toHaveTextContent('Klientside: annen sidetype, SPA-navigasjon tvunget');
    await expect(location).toHaveTextContent('/solbriller/ray-ban');
    await expect(within(loads).getAllByRole('listitem')).toHaveLength(2);
  },
};
