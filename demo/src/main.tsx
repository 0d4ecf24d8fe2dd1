// The app: loaded by `boot.ts`, which first starts the visitor's page chunks.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { startMockBackendBehindTheShop } from './mockBackend';
import { App } from './App';

// The fake backend answers every shop and widget call from a worker through the browser's service
// worker, so the demo runs as static files with no server behind it. It starts beside the first
// render, not before it: the calls for it wait until it answers.
void startMockBackendBehindTheShop();

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
