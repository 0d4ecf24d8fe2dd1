export { SiteSearchOverlay } from './SiteSearchOverlay';
export type { SiteSearchOverlayProps } from './SiteSearchOverlay';
