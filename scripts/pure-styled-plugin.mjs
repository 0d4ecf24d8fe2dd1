// esbuild plugin for the library build: makes styled-components definitions and React factory calls
// tree-shakable. esbuild ignores /* @__PURE__ */ on tagged templates, so `styled.div\`...\`` at module
// level would keep every component (and react-aria behind it) in a consumer's bundle even when only
// `formatPrice` is imported. babel-plugin-styled-components (pure mode) rewrites those templates to
// annotated calls; a small pass annotates forwardRef / createContext / memo the same way.
import { readFile } from 'node:fs/promises';
import { transformAsync } from '@babel/core';

const FACTORIES = /(?<![\w.$])(forwardRef|createContext|memo|lazy)(<[^()]*?>)?\(/g;

/** @returns {import('esbuild').Plugin} */
export function pureStyledPlugin() {
  return {
    name: 'glimt-pure-styled',
    setup(build) {
      build.onLoad({ filter: /[\\/]src[\\/].*\.tsx?$/ }, async (args) => {
        let code = await readFile(args.path, 'utf8');
        const isTsx = args.path.endsWith('.tsx');
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
