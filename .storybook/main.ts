import type { StorybookConfig } from '@storybook/react-vite';
import { entryAliases } from '../scripts/entry-aliases.mjs';

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The MSW service worker (public/mockServiceWorker.js) and the fixture media are served from here.
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, {
      resolve: { alias: entryAliases },
      optimizeDeps: {
        include: [
          'react-aria',
          'react-stately',
          'styled-components',
          'msw',
          'msw/browser',
          'msw-storybook-addon/csf3',
          'minisearch',
          'swr',
          'downshift',
          'zod',
          'zod/mini',
          '@google/model-viewer',
          '@vladmandic/face-api',
          'storybook/test',
          // The form layer and the dates of the booking screens: listed so the first story run after
          // a clean install does not stop on "Vite unexpectedly reloaded a test".
          'react-hook-form',
          'date-fns',
          'date-fns/locale/nb',
        ],
      },
    });
  },
};

export default config;
