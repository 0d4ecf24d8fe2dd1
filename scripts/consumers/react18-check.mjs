// Check 4: a React 18.3 app (react, react-dom 18.3.1 and @types/react 18.3) built with Vite. It
// type-checks against the package's declarations (skipLibCheck off), builds, is served by
// `vite preview`, and in Chromium the widget, with no shop provider around it, opens its search
// modal and shows results of the fake backend (an MSW worker with `@glimt/ui/mocks` handlers).
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  assert,
  bin,
  dev,
  freePort,
  HYDRATION_MARK,
  launchChromium,
  openPage,
  openSearchModal,
  run,
  startServer,
  unexpectedMessages,
} from './shared.mjs';

/** The React 18 line the check pins (Node 20 installs these; see TOOLCHAIN.md). */
export const REACT_18 = { react: '18.3.1', types: '18.3.31', typesDom: '18.3.7' };

const main = `import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { setupWorker } from 'msw/browser';
import { Button, GlimtProvider, Price, formatPrice, type GlimtProviderProps } from '@glimt/ui';
import { useDebouncedValue } from '@glimt/ui/hooks';
import { createConsentStore } from '@glimt/ui/tracking';
import { SearchField, WidgetProvider, createBrowserNavigation, widgetLocaleNo } from '@glimt/ui/widget';
import { DEFAULT_WIDGET_API_HOST, handlers } from '@glimt/ui/mocks';

const consent = createConsentStore({ statistics: true });
const shop: GlimtProviderProps = { brandName: 'Glimt', consent, navigation: createBrowserNavigation() };

/** The widget on its own, as a shop that only embeds the search puts it: no GlimtProvider. */
function Search() {
  ${HYDRATION_MARK}
  return (
    <WidgetProvider merchant="glimt" market="no" locale={widgetLocaleNo} apiHost={DEFAULT_WIDGET_API_HOST}>
      <SearchField data-testid="search-field" />
    </WidgetProvider>
  );
}

function App() {
  const price: string = formatPrice(useDebouncedValue(1299, 300));
  return (
    <>
      <Search />
      <Price amount={1299} data-testid="bare-price" />
      <GlimtProvider {...shop}>
        <Button onPress={() => console.log(price)}>Kjøp</Button>
      </GlimtProvider>
    </>
  );
}

await setupWorker(...handlers).start({ onUnhandledRequest: 'bypass', quiet: true });
createRoot(document.getElementById('root')!).render(<App />);
`;

export default {
  id: 'react18',
  title: 'React 18.3 Vite app: tsc, vite build, vite preview, search modal in Chromium',
  proves:
    'the declarations type-check with @types/react 18.3, the app builds and runs on React 18.3.1, and the widget without a shop provider opens its search modal and shows fake-backend results',
  app: (tarball) => ({
    packageJson: {
      name: 'glimt-consumer-react18',
      type: 'module',
      dependencies: {
        '@glimt/ui': `file:${tarball}`,
        react: REACT_18.react,
        'react-dom': REACT_18.react,
        'styled-components': dev['styled-components'],
        msw: dev.msw,
      },
      devDependencies: {
        vite: dev.vite,
        '@vitejs/plugin-react': dev['@vitejs/plugin-react'],
        typescript: dev.typescript,
        '@types/react': REACT_18.types,
        '@types/react-dom': REACT_18.typesDom,
        // styled-components' declarations name NodeJS types; most Vite apps have these anyway.
        '@types/node': dev['@types/node'],
      },
    },
    files: {
      'tsconfig.json': `${JSON.stringify(
        {
          compilerOptions: {
            target: 'ES2022',
            lib: ['ES2023', 'DOM', 'DOM.Iterable'],
            module: 'ESNext',
            moduleResolution: 'Bundler',
            jsx: 'react-jsx',
            strict: true,
            noEmit: true,
            // Check the library's own declarations too, not only the app code.
            skipLibCheck: false,
            types: ['node'],
          },
          include: ['src'],
        },
        null,
        2,
      )}\n`,
      'index.html':
        '<!doctype html>\n<html lang="nb">\n  <head><meta charset="utf-8" /><link rel="icon" href="data:," /><title>React 18 consumer</title></head>\n  <body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body>\n</html>\n',
      'vite.config.ts':
        "import { defineConfig } from 'vite';\nimport react from '@vitejs/plugin-react';\n\nexport default defineConfig({ plugins: [react()] });\n",
      'src/main.tsx': main,
      'public/.keep': '',
    },
  }),
  async run(dir, log) {
    const installed = JSON.parse(
      await run(
        process.execPath,
        [
          '-p',
          "JSON.stringify([require('react/package.json').version, require('react-dom/package.json').version, require('@types/react/package.json').version])",
        ],
        { cwd: dir },
      ),
    );
    assert(
      installed[0] === REACT_18.react && installed[1] === REACT_18.react && installed[2].startsWith('18.3.'),
      `expected react, react-dom ${REACT_18.react} and @types/react 18.3, found ${installed.join(', ')}`,
    );
    await run(bin(dir, 'tsc'), ['-p', 'tsconfig.json'], { cwd: dir, timeoutMs: 180_000 });
    log(`tsc (react ${installed[0]}, @types/react ${installed[2]}, skipLibCheck off): ok`);
    // npm does not run msw's postinstall here (install scripts are gated): copy the worker ourselves.
    copyFileSync(
      join(dir, 'node_modules', 'msw', 'lib', 'mockServiceWorker.js'),
      join(dir, 'public', 'mockServiceWorker.js'),
    );
    await run(bin(dir, 'vite'), ['build', '--logLevel', 'warn'], { cwd: dir, timeoutMs: 180_000 });
    log('vite build: ok');

    const port = await freePort();
    const url = `http://127.0.0.1:${port}/`;
    const server = await startServer(
      bin(dir, 'vite'),
      ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
      { cwd: dir, readyUrl: url, timeoutMs: 60_000 },
    );
    const browser = await launchChromium();
    try {
      const { page, messages } = await openPage(browser, url);
      await openSearchModal(page, 'search-field', { expectProducts: true });
      log('Chromium: the search modal opens on click and on typing, and shows fake-backend products');
      const unexpected = unexpectedMessages(messages);
      assert(
        !unexpected.length,
        `the page logged:\n${unexpected.map((m) => `  ${m.type}: ${m.text}`).join('\n')}`,
      );
      log('no console error or hydration warning');
    } finally {
      await browser.close();
      await server.stop();
    }
  },
};
