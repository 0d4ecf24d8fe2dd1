import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'storybook-static',
      'demo/dist',
      'node_modules',
      'public/mockServiceWorker.js',
      'demo/public/mockServiceWorker.js',
      'test-results',
      'playwright-report',
      '**/*.d.mts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.strict,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportAllDeclaration[source.value=/internal/]',
          message: 'Do not re-export internals with export *.',
        },
        {
          // In Node ESM the default export of styled-components (CommonJS) is its namespace object, so
          // `styled.span` is not a function on a server (plain Node, Vite SSR, Next.js externals).
          selector: "ImportDeclaration[source.value='styled-components'] > ImportDefaultSpecifier",
          message:
            "Import styled by name: import { styled } from 'styled-components' (the default import breaks server rendering in Node ESM).",
        },
      ],
    },
  },
  {
    // One read layer: shop data is read through useShopRead, the only shipped module on SWR, so the
    // spec's read settings (dedupe, focus throttle, error retry) hold for every read.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/components/session/useShopRead.ts', 'src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'swr',
              message: 'Read shop data with useShopRead (src/components/session/useShopRead.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    // Stories import like an integrator: only public entries.
    files: ['stories/**/*.{ts,tsx}', 'demo/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/src/**', '../src/*', '../../src/*'], message: 'Import from @glimt/ui entries.' },
          ],
        },
      ],
    },
  },
  ...storybook.configs['flat/recommended'],
);
