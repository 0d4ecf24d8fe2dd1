import type { Plugin } from 'esbuild';
export declare function pureStyledPlugin(): Plugin;
/** Paths of the modules whose top-level zod schemas the build marks as pure. */
export declare const SCHEMA_MODULE: RegExp;
