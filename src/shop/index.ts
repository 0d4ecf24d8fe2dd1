// The shop data layer: enumerations, contract schemas and adapters. Explicit lists live in each
// folder's index; this file only gathers them for src/index.ts.
export * from './enums';
export * from './schemas';
export * from './adapters';
