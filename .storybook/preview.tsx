import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import '@fontsource-variable/inter';
import { GlimtProvider, breakpoints, createMemoryNavigation, type GlimtProviderProps } from '@glimt/ui';
import { handlers, resetBackend } from '@glimt/ui/mocks';

/**
 * Every story renders inside the provider, like a page of the shop. `parameters.analytics` gives the
 * provider the shop's analytics (a story that shows the events it pushes).
 */
const withGlimt: Decorator = (Story, context) => {
  const navigation = createMemoryNavigation((context.parameters.initialPath as string | undefined) ?? '/');
  const analytics = context.parameters.analytics as GlimtProviderProps['analytics'];
  return (
    <GlimtProvider navigation={navigation} analytics={analytics}>
      <Story />
    </GlimtProvider>
  );
};

const preview: Preview = {
  decorators: [withGlimt],
  // mswLoader is a factory: called, it returns the loader that starts the worker and applies parameters.msw.
  // The font is loaded before a story renders, so a play never measures text in the fallback font
  // (a fresh preview page has not loaded it yet).
  loaders: [mswLoader(), async () => ({ font: await document.fonts.load("1em 'Inter Variable'") })],
  // Every story starts from the fake backend's first state (carts, bookings, subscriptions, clock),
  // and with the storage the stories before it wrote cleared (a form's kept draft, a consent choice),
  // as `npm test`'s harness clears it: a story in Storybook or its Vitest project after another in the
  // same document otherwise opened with what the one before had typed. A story's own `beforeEach` runs
  // after this one, so one that starts from kept data sets it there.
  beforeEach: () => {
    resetBackend();
    sessionStorage.clear();
    localStorage.clear();
  },
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    // The whole fake backend, in two named groups. A story overrides a call by filling `faults`, which
    // comes first and so wins; the backend stays:
    // parameters: { msw: { handlers: { faults: [faults.status('GET', '/api/stores', 500)] } } }
    msw: { handlers: { faults: [], backend: handlers } },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: {
      // An axe violation fails the story's test.
      test: 'error',
      options: { rules: {} },
    },
    viewport: {
      options: {
        mobile: {
          name: 'Mobile (375)',
          styles: { width: `${breakpoints.mobile}px`, height: '740px' },
          type: 'mobile',
        },
        tablet: {
          name: 'Tablet (768)',
          styles: { width: `${breakpoints.tablet}px`, height: '1024px' },
          type: 'tablet',
        },
        desktop: {
          name: 'Desktop (1280)',
          styles: { width: `${breakpoints.wide}px`, height: '800px' },
          type: 'desktop',
        },
      },
    },
    options: {
      storySort: { order: ['Introduction', 'Foundations', 'Primitives', 'Mocks', '*'] },
    },
  },
};

export default preview;
