import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';

// Elements and attributes that make the browser fetch a URL (src, srcset, poster, SVG href, data).
const MEDIA_ELEMENTS = '/^(img|source|video|audio|track|image|iframe|embed|object|model-viewer)$/';
const MEDIA_ATTRIBUTES = '/^(src|srcSet|srcset|poster|href|xlinkHref|data)$/';
const MEDIA_MESSAGE =
  'A URL from data reaches the DOM only through the media gate: render pictures with ImageFrame, or take a MediaUrl / SrcSet (only toAllowedImageUrl and toSrcSet make them) and say so in an eslint-disable comment.';

// Syntax restricted in every file.
const EVERYWHERE_SYNTAX = [
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
];

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
      'no-restricted-syntax': ['error', ...EVERYWHERE_SYNTAX],
    },
  },
  {
    // Every picture, video, model and frame fed from data goes through the media gate: a media element
    // written by hand must say why its URL is safe (the type it takes, MediaUrl or SrcSet, that only
    // the gate makes), so the next screen cannot put an API's URL straight into the DOM. Pictures go
    // through ImageFrame, which takes nothing else.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      // A later block replaces the rule's options, so the rules of every file come along.
      'no-restricted-syntax': [
        'error',
        ...EVERYWHERE_SYNTAX,
        {
          selector: `JSXOpeningElement[name.name=${MEDIA_ELEMENTS}]:has(JSXAttribute[name.name=${MEDIA_ATTRIBUTES}])`,
          message: MEDIA_MESSAGE,
        },
        {
          selector: `CallExpression[callee.name='createElement'][arguments.0.value=${MEDIA_ELEMENTS}]`,
          message: MEDIA_MESSAGE,
        },
        {
          // A styled media element: its src would pass every check above.
          selector: `MemberExpression[object.name='styled'][property.name=${MEDIA_ELEMENTS}], CallExpression[callee.name='styled'][arguments.0.value=${MEDIA_ELEMENTS}]`,
          message: MEDIA_MESSAGE,
        },
        {
          // A CSS url() with a value in it (a background from data) in a styled template.
          selector: 'TaggedTemplateExpression TemplateElement[value.raw=/url\\(\\s*$/]',
          message: MEDIA_MESSAGE,
        },
        {
          selector: `JSXAttribute[name.name='style'] Property[key.name=/^(background|backgroundImage|maskImage|listStyleImage|borderImage|content|cursor)$/]`,
          message: MEDIA_MESSAGE,
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
