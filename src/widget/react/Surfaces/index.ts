export { Surfaces } from './Surfaces';
export type { Surface, SurfacesProps } from './Surfaces';
export { useSurfaces } from './useSurfaces';
export type { SurfaceTarget, SurfacesHandle } from './useSurfaces';
