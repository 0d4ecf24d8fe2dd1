export { CartLine } from './CartLine';
export type { CartLineProps } from './CartLine';
