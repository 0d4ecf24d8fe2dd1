import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource-variable/inter';
import { startMockBackend } from './mockBackend';
import { App } from './App';

// The fake backend answers every shop and widget call in the browser's service worker, so the demo
// runs as static files with no server behind it.
await startMockBackend();

const root = document.getElementById('root');
if (!root) throw new Error('The demo needs a #root element.');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
