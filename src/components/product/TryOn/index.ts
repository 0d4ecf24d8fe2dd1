// The virtual try-on: what leaves the folder. `VirtualTryOn` is a lazy wrapper: the view
// (`VirtualTryOn.tsx`) and the face detector (`faceDetector.ts`, face-api and its embedded weights)
// are reached only through `import()`, each a chunk of its own.
export { VirtualTryOn } from './LazyVirtualTryOn';
export type { VirtualTryOnProps } from './types';
