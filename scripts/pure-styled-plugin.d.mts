import type { Plugin } from 'esbuild';
export declare function pureStyledPlugin(): Plugin;
