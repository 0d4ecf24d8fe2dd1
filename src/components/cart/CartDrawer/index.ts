export { CartDrawer } from './CartDrawer';
export type { CartDrawerProps } from './CartDrawer';
