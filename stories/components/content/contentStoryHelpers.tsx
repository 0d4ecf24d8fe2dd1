import type { Decorator } from '@storybook/react-vite';
import { SWRConfig } from 'swr';

/** A fresh SWR cache per story: no story shows what the one before it loaded. */
export const freshCache: Decorator = (Story) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
    <Story />
  </SWRConfig>
);

/** The phone viewport (375 px). */
export const mobile = { viewport: { value: 'mobile', isRotated: false } };
