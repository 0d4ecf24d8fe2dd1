// Cart components.
// --- cart drawer ---
export { CartDrawer } from './CartDrawer';
export type { CartDrawerProps } from './CartDrawer';
export { CartLine } from './CartLine';
export type { CartLineProps } from './CartLine';
export { QuantityControl } from './QuantityControl';
export type { QuantityControlProps } from './QuantityControl';
