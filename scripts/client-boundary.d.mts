import type { Plugin } from 'esbuild';

export function clientBoundaryPlugin(): Plugin;
export function checkClientBoundary(distDir: string, serverSafeEntries: string[]): string[];
export const SERVER_SAFE_ENTRIES: string[];
