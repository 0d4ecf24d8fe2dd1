export { ProductPage } from './ProductPage';
export type { ProductPageProps, ProductPageSlotContext, ProductPageTracker } from './ProductPage';
export { ContactLensForm } from './ContactLensForm';
export type { ContactLensFormProps } from './ContactLensForm';
export type { CartAddition } from './useAddToCart';
