// Check 3: a Vite app built for the server with default settings (`vite build --ssr`), so Vite
// leaves `@glimt/ui` external and plain Node loads the package's ESM at run time, as the Vite dev
// server's SSR and most SSR frameworks do. Node imports the built entry and calls its render.
import { assert, bin, CheckError, dev, run } from './shared.mjs';

const entryServer = `import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import {
  Button,
  GlimtProvider,
  Price,
  ShopLayout,
  ShopSessionProvider,
  createMemoryNavigation,
  formatPrice,
} from '@glimt/ui';
import { SearchField, WidgetProvider, widgetLocaleNo } from '@glimt/ui/widget';

export function App({ url }: { url: string }) {
  return (
    <GlimtProvider navigation={createMemoryNavigation(url)}>
      <ShopSessionProvider initialCart={null}>
        <ShopLayout>
          <h1>Vite SSR page: {formatPrice(1490)}</h1>
          <WidgetProvider merchant="glimt" market="no" locale={widgetLocaleNo} apiHost="https://search.example.com">
            <SearchField data-testid="search-field" />
          </WidgetProvider>
          <Button>Bestill synstest</Button>
          <Price amount={999} ordinaryAmount={1299} />
        </ShopLayout>
      </ShopSessionProvider>
    </GlimtProvider>
  );
}

/** Renders the page at \`url\` and the style tags its components asked for. */
export function render(url: string) {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(<App url={url} />));
    return { html, styles: sheet.getStyleTags(), price: formatPrice(1490) };
  } finally {
    sheet.seal();
  }
}
`;

const renderScript = `const { render } = await import('./dist/entry-server.js');
console.log(JSON.stringify(render('/')));
`;

export default {
  id: 'vite-ssr',
  title: 'Vite SSR build with default settings, rendered by Node',
  proves:
    '`vite build --ssr` leaves @glimt/ui external and the built server entry imports and renders the shell, the widget field, a Button and a Price in Node, with styles',
  app: (tarball) => ({
    packageJson: {
      name: 'glimt-consumer-vite-ssr',
      type: 'module',
      dependencies: {
        '@glimt/ui': `file:${tarball}`,
        react: dev.react,
        'react-dom': dev['react-dom'],
        'styled-components': dev['styled-components'],
      },
      devDependencies: {
        vite: dev.vite,
        '@vitejs/plugin-react': dev['@vitejs/plugin-react'],
      },
    },
    files: {
      'vite.config.ts':
        "import { defineConfig } from 'vite';\nimport react from '@vitejs/plugin-react';\n\nexport default defineConfig({ plugins: [react()] });\n",
      'src/entry-server.tsx': entryServer,
      'render.mjs': renderScript,
    },
  }),
  async run(dir, log) {
    await run(bin(dir, 'vite'), ['build', '--ssr', 'src/entry-server.tsx', '--logLevel', 'warn'], {
      cwd: dir,
      timeoutMs: 180_000,
    });
    log('vite build --ssr src/entry-server.tsx: ok');
    let out;
    try {
      out = await run(process.execPath, ['render.mjs'], { cwd: dir, timeoutMs: 60_000 });
    } catch (error) {
      throw new CheckError(`Node could not import or render the SSR build:\n${error.message}`);
    }
    const { html, styles, price } = JSON.parse(out.trim().split('\n').at(-1));
    const expected = [
      'Vite SSR page',
      price,
      'data-testid="search-field"',
      'Bestill synstest',
      'id="main-content"',
    ];
    const missing = expected.filter((text) => !html.includes(text));
    assert(
      !missing.length,
      `the rendered HTML lacks ${JSON.stringify(missing)}; it starts:\n${html.slice(0, 400)}`,
    );
    assert(
      /<style[^>]*>[^<]*\{[^}]+\}/.test(styles),
      `the style tags hold no CSS rules: ${styles.slice(0, 200)}`,
    );
    log(`rendered by Node: ${html.length} chars of HTML, ${styles.length} chars of style tags`);
  },
};
