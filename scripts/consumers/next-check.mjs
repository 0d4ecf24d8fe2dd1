// Check 2: a Next.js App Router app (next pinned, runs on Node 20) with the styled-components
// registry. A Server Component page calls `formatPrice` from `@glimt/ui` on the server and renders
// client components: a `Button`, and the widget's `WidgetProvider` (with `nextRouter={useRouter()}`
// of `next/navigation`) and `SearchField`. `next build` type-checks it (the router types of both
// routers), `next start` serves it on a free loopback port, and Chromium checks: no hydration
// warning, no console error, the search modal opens and shows results of the fake backend (the
// package's MSW handlers served over HTTP on another loopback port, see fake-backend-server.mjs).
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

/** The Next.js release the check pins (engines: Node >= 20.9). */
export const NEXT_VERSION = '16.4.6';

const registry = `'use client';
// The styled-components registry of the Next.js docs: collects the styles of the server render and
// puts them into the HTML's head.
import { useState, type ReactNode } from 'react';
import { useServerInsertedHTML } from 'next/navigation';
import { ServerStyleSheet, StyleSheetManager } from 'styled-components';

export default function StyledComponentsRegistry({ children }: { children: ReactNode }) {
  const [sheet] = useState(() => new ServerStyleSheet());
  useServerInsertedHTML(() => {
    const styles = sheet.getStyleElement();
    sheet.instance.clearTag();
    return <>{styles}</>;
  });
  if (typeof window !== 'undefined') return <>{children}</>;
  return <StyleSheetManager sheet={sheet.instance}>{children}</StyleSheetManager>;
}
`;

const layout = `import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import StyledComponentsRegistry from './registry';

export const metadata: Metadata = { title: 'Next.js consumer', icons: { icon: 'data:,' } };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="nb">
      <body>
        <StyledComponentsRegistry>{children}</StyledComponentsRegistry>
      </body>
    </html>
  );
}
`;

// A Server Component: formatPrice runs here, on the server (at build time: the page is static).
const page = `import { Button, formatPrice } from '@glimt/ui';
import { Search } from './search';

export default function Page() {
  const price = formatPrice(1490);
  return (
    <main>
      <h1>Next.js consumer</h1>
      <p data-testid="server-price">Briller fra {price}</p>
      <Button>Bestill synstest</Button>
      <Search apiHost={process.env.WIDGET_API_HOST ?? ''} />
    </main>
  );
}
`;

const search = `'use client';
import { useEffect } from 'react';
import { useRouter } from 'next/navigation';
import { SearchField, WidgetProvider, widgetLocaleNo } from '@glimt/ui/widget';

/** The widget with the App Router's router, as the README tells a Next.js shop to set it up. */
export function Search({ apiHost }: { apiHost: string }) {
  ${HYDRATION_MARK}
  return (
    <WidgetProvider
      merchant="glimt"
      market="no"
      locale={widgetLocaleNo}
      apiHost={apiHost}
      nextRouter={useRouter()}
      searchSettings={{ searchPagePath: '/sok' }}
    >
      <SearchField data-testid="search-field" />
    </WidgetProvider>
  );
}
`;

// Type tests of the router prop: the instances of both Next.js routers fit (checked by next build).
const routerTypes = `import type { useRouter as useAppRouter } from 'next/navigation';
import type { NextRouter } from 'next/router';
import type { WidgetProviderProps } from '@glimt/ui/widget';

type AppRouterInstance = ReturnType<typeof useAppRouter>;
export const appRouterFits = (router: AppRouterInstance): WidgetProviderProps['nextRouter'] => router;
export const pagesRouterFits = (router: NextRouter): WidgetProviderProps['nextRouter'] => router;
`;

export default {
  id: 'next',
  title: `Next.js ${NEXT_VERSION} App Router: registry, Server Component, next build, next start, Chromium`,
  proves:
    'a Server Component calls formatPrice from @glimt/ui and renders its client components; the router types of next/navigation and next/router fit (next build type-checks); the page hydrates without warnings and the search modal works',
  app: (tarball) => ({
    packageJson: {
      name: 'glimt-consumer-next',
      dependencies: {
        '@glimt/ui': `file:${tarball}`,
        next: NEXT_VERSION,
        react: dev.react,
        'react-dom': dev['react-dom'],
        'styled-components': dev['styled-components'],
        // Only for the fake backend server of this check.
        msw: dev.msw,
      },
      devDependencies: {
        typescript: dev.typescript,
        '@types/react': dev['@types/react'],
        '@types/react-dom': dev['@types/react-dom'],
        '@types/node': dev['@types/node'],
      },
    },
    files: {
      'next.config.mjs':
        "/** @type {import('next').NextConfig} */\nexport default { reactStrictMode: true };\n",
      'tsconfig.json': `${JSON.stringify(
        {
          compilerOptions: {
            target: 'ES2022',
            lib: ['dom', 'dom.iterable', 'esnext'],
            allowJs: false,
            skipLibCheck: true,
            strict: true,
            noEmit: true,
            esModuleInterop: true,
            module: 'esnext',
            moduleResolution: 'bundler',
            resolveJsonModule: true,
            isolatedModules: true,
            jsx: 'react-jsx',
            incremental: true,
            plugins: [{ name: 'next' }],
          },
          include: ['next-env.d.ts', '**/*.ts', '**/*.tsx', '.next/types/**/*.ts', '.next/dev/types/**/*.ts'],
          exclude: ['node_modules'],
        },
        null,
        2,
      )}\n`,
      'app/registry.tsx': registry,
      'app/layout.tsx': layout,
      'app/page.tsx': page,
      'app/search.tsx': search,
      'app/router-types.ts': routerTypes,
      'fake-backend-server.mjs': { copy: join(import.meta.dirname, 'fake-backend-server.mjs') },
    },
  }),
  async run(dir, log) {
    const env = { NEXT_TELEMETRY_DISABLED: '1' };
    // The fake backend listens first (the OS picks its port), so the build can bake its address in.
    const backend = await startServer(process.execPath, ['fake-backend-server.mjs'], {
      cwd: dir,
      readyPattern: /listening (http:\/\/127\.0\.0\.1:\d+)/,
      timeoutMs: 30_000,
    });
    const apiHost = backend.match[1];
    try {
      await run(bin(dir, 'next'), ['build'], {
        cwd: dir,
        env: { ...env, WIDGET_API_HOST: apiHost },
        timeoutMs: 6 * 60_000,
      });
      log('next build (TypeScript included: router types of next/navigation and next/router): ok');

      const port = await freePort();
      const url = `http://127.0.0.1:${port}/`;
      const server = await startServer(bin(dir, 'next'), ['start', '-H', '127.0.0.1', '-p', String(port)], {
        cwd: dir,
        env: { ...env, WIDGET_API_HOST: apiHost },
        readyUrl: url,
        timeoutMs: 60_000,
      });
      try {
        const html = await (await fetch(url)).text();
        const price = html.match(/data-testid="server-price"[^>]*>([^<]*(?:<!-- -->)?[^<]*)</)?.[1];
        assert(
          price && /1.490/.test(price),
          `the server-rendered page lacks the price formatPrice(1490) gave on the server; HTML:\n${html.slice(0, 600)}`,
        );
        assert(
          /<style[^>]*data-styled[^>]*>[^<]*\{[^}]+\}/.test(html),
          'the server-rendered HTML has no styled-components style tag with CSS (the registry collected nothing)',
        );
        log(
          `server HTML: formatPrice ran in the Server Component ("${price.replace(/<!-- -->/g, '')}"), the registry inlined the styles`,
        );

        const browser = await launchChromium();
        try {
          const { page: tab, messages } = await openPage(browser, url, { fakeBackend: apiHost });
          await openSearchModal(tab, 'search-field', { expectProducts: true });
          log('Chromium: the search modal opens on click and on typing, and shows fake-backend products');
          const unexpected = unexpectedMessages(messages);
          assert(
            !unexpected.length,
            `the page logged:\n${unexpected.map((m) => `  ${m.type}: ${m.text}`).join('\n')}`,
          );
          log('no hydration warning, no console error');
        } finally {
          await browser.close();
        }
      } finally {
        await server.stop();
      }
    } finally {
      await backend.stop();
    }
  },
};
