// The virtual try-on: what leaves the folder. The face detector (`faceDetector.ts`, face-api and its
// embedded weights) never does: `useTryOn` imports it with `import()` when the camera starts.
export { VirtualTryOn } from './VirtualTryOn';
export type { VirtualTryOnProps } from './VirtualTryOn';
