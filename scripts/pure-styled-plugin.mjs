// esbuild plugin for the library build: makes styled-components definitions and React factory calls
// tree-shakable. esbuild ignores /* @__PURE__ */ on tagged templates, so `styled.div\`...\`` at module
// level would keep every component (and react-aria behind it) in a consumer's bundle even when only
// `formatPrice` is imported. babel-plugin-styled-components (pure mode) rewrites those templates to
// annotated calls; a small pass annotates forwardRef / createContext / memo and zod builders the same way.
import { readFile } from 'node:fs/promises';
import { transformAsync } from '@babel/core';

const FACTORIES = /(?<![\w.$])(forwardRef|createContext|memo|lazy)(<[^()]*?>)?\(/g;
// Schema modules only declare zod/mini schemas: building one has no side effect, so an unused schema
// may go. Every module that builds zod schemas must match (a test in `scripts/pure-plugin.test.ts`
// checks it): one that does not keeps zod's runtime in whatever chunk it shares with zod-free code,
// as the tracking and shared schemas did when they moved out of `widget/core/schemas.ts` (the widget
// core went from 7.7 to 15.4 kB).
export const SCHEMA_MODULE =
  /[\\/]src[\\/](shop[\\/]schemas[\\/]|(widget[\\/]core|tracking|utils)[\\/]schemas\.ts$)/;

/**
 * Babel plugin: wraps every top-level `const x = <expression with calls>` in a pure-annotated arrow
 * call. Annotating the calls one by one is not enough: in `z.string().check(...)` the annotation
 * covers only one of the two chained calls, and the other keeps zod's core alive.
 */
const wrapTopLevelInitialisers = ({ types: t }) => ({
  visitor: {
    Program(program) {
      for (const statement of program.get('body')) {
        const declaration = statement.isExportNamedDeclaration() ? statement.get('declaration') : statement;
        if (!declaration.isVariableDeclaration()) continue;
        for (const declarator of declaration.get('declarations')) {
          const init = declarator.get('init');
          if (!init.node || init.isArrowFunctionExpression() || init.isFunctionExpression()) continue;
          let hasCall = false;
          init.traverse({
            'CallExpression|NewExpression'(path) {
              hasCall = true;
              path.stop();
            },
            Function(path) {
              path.skip();
            },
          });
          if (!hasCall && !init.isCallExpression() && !init.isNewExpression()) continue;
          const call = t.callExpression(t.arrowFunctionExpression([], init.node), []);
          t.addComment(call, 'leading', '#__PURE__');
          init.replaceWith(call);
        }
      }
    },
  },
});

/** @returns {import('esbuild').Plugin} */
export function pureStyledPlugin() {
  return {
    name: 'glimt-pure-styled',
    setup(build) {
      build.onLoad({ filter: /[\\/]src[\\/].*\.tsx?$/ }, async (args) => {
        let code = await readFile(args.path, 'utf8');
        const isTsx = args.path.endsWith('.tsx');
        if (SCHEMA_MODULE.test(args.path)) {
          const result = await transformAsync(code, {
            filename: args.path,
            babelrc: false,
            configFile: false,
            plugins: [['@babel/plugin-syntax-typescript', { isTSX: isTsx }], wrapTopLevelInitialisers],
          });
          code = result?.code ?? code;
        }
        if (code.includes('styled-components')) {
          const result = await transformAsync(code, {
            filename: args.path,
            babelrc: false,
            configFile: false,
            sourceMaps: 'inline',
            plugins: [
              ['@babel/plugin-syntax-typescript', { isTSX: isTsx }],
              [
                'babel-plugin-styled-components',
                { pure: true, ssr: false, displayName: false, fileName: false },
              ],
            ],
          });
          code = result?.code ?? code;
        }
        code = code.replace(FACTORIES, (_, name, generics = '') => `/* @__PURE__ */ ${name}${generics}(`);
        return { contents: code, loader: isTsx ? 'tsx' : 'ts' };
      });
    },
  };
}
