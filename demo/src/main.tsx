// The app: loaded by `boot.ts`, which first starts the visitor's page chunks.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

// The fake backend was started by the boot script (`boot.ts`), before this code arrived.

const root = document.getElementById('root');
if (!root) throw new Error('The demo needs a #root element.');
// The first render is a transition, so React renders it in slices of a few milliseconds and yields
// between them: a phone's main thread is never blocked for long while the page builds (total blocking
// time), and a tap or a key during it is handled at once.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
