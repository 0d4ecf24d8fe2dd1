import type { Decorator } from '@storybook/react-vite';
import { SWRConfig } from 'swr';

/**
 * A fresh SWR cache per story: no story shows what the one before it loaded or changed (a story that
 * cancels L-20001 would otherwise leave the next story's first render cancelled until it revalidates).
 */
export const freshCache: Decorator = (Story) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
    <Story />
  </SWRConfig>
);
