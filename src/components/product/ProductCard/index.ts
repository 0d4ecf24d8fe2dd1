export { ProductCard } from './ProductCard';
export type { ProductCardLayout, ProductCardProps } from './ProductCard';
