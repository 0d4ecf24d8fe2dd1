// Packs the library as npm would publish it, installs the tarball into a fresh Vite + React app in a
// temporary folder, then type-checks and builds that app, and loads the entries in plain Node (ESM
// and CommonJS). This catches what the repo's own aliases hide: missing files, broken `exports`,
// types that do not resolve, peer dependencies the package forgot.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const dev = pkg.devDependencies;
const work = mkdtempSync(join(tmpdir(), 'glimt-consumer-'));
const run = (cmd, args, cwd) =>
  execFileSync(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });

try {
  const packed = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', work], root));
  const tarball = join(work, packed[0].filename);
  console.log(
    `packed ${packed[0].filename}: ${packed[0].entryCount} files, ${(packed[0].size / 1024).toFixed(1)} kB`,
  );

  const app = join(work, 'app');
  mkdirSync(join(app, 'src'), { recursive: true });
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify(
      {
        name: 'glimt-consumer',
        private: true,
        type: 'module',
        dependencies: {
          '@glimt/ui': `file:${tarball}`,
          react: dev.react,
          'react-dom': dev['react-dom'],
          'styled-components': dev['styled-components'],
          msw: dev.msw,
        },
        devDependencies: {
          vite: dev.vite,
          '@vitejs/plugin-react': dev['@vitejs/plugin-react'],
          typescript: dev.typescript,
          '@types/react': dev['@types/react'],
          '@types/react-dom': dev['@types/react-dom'],
          // styled-components' declarations name NodeJS types; most Vite apps have these anyway.
          '@types/node': dev['@types/node'],
        },
      },
      null,
      2,
    ),
  );
  writeFileSync(
    join(app, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        lib: ['ES2023', 'DOM', 'DOM.Iterable'],
        module: 'ESNext',
        moduleResolution: 'Bundler',
        jsx: 'react-jsx',
        strict: true,
        noEmit: true,
        // Check the library's own declarations, not only the app code.
        skipLibCheck: false,
        types: ['node'],
      },
      include: ['src'],
    }),
  );
  writeFileSync(
    join(app, 'index.html'),
    '<!doctype html><html lang="nb"><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>',
  );
  writeFileSync(
    join(app, 'vite.config.ts'),
    "import { defineConfig } from 'vite';\nimport react from '@vitejs/plugin-react';\nexport default defineConfig({ plugins: [react()] });\n",
  );
  writeFileSync(
    join(app, 'src', 'main.tsx'),
    `import { createRoot } from 'react-dom/client';
import { Button, GlimtProvider, formatPrice, type GlimtProviderProps } from '@glimt/ui';
import { useDebouncedValue } from '@glimt/ui/hooks';
import { createConsentStore } from '@glimt/ui/tracking';
import { createBrowserNavigation } from '@glimt/ui/widget';
import { handlers } from '@glimt/ui/mocks';
import { setupWorker } from 'msw/browser';

const consent = createConsentStore({ statistics: true });
const props: GlimtProviderProps = { brandName: 'Glimt', consent, navigation: createBrowserNavigation() };

function App() {
  const price: string = formatPrice(useDebouncedValue(1299, 300));
  return (
    <GlimtProvider {...props}>
      <Button onPress={() => console.log(price)}>Kjøp</Button>
    </GlimtProvider>
  );
}

await setupWorker(...handlers).start({ onUnhandledRequest: 'bypass' });
createRoot(document.getElementById('root')!).render(<App />);
`,
  );

  console.log('installing into a fresh Vite app…');
  run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel', 'error'], app);
  console.log('type-checking the consumer…');
  run(join(app, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json'], app);
  console.log('building the consumer with Vite…');
  run(join(app, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], app);
  console.log('loading the entries in Node (ESM and CommonJS)…');
  run(
    'node',
    [
      '--input-type=module',
      '-e',
      "const m = await import('@glimt/ui/mocks'); const { setupServer } = await import('msw/node'); setupServer(...m.handlers); const h = await import('@glimt/ui/hooks'); if (!h.createSafeStorage) process.exit(1);",
    ],
    app,
  );
  run(
    'node',
    [
      '-e',
      "const t = require('@glimt/ui/tracking'); if (!t.createConsentStore) process.exit(1); require('@glimt/ui');",
    ],
    app,
  );
  console.log('consumer check passed');
} finally {
  rmSync(work, { recursive: true, force: true });
}
