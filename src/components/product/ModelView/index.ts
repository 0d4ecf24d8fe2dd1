// The product page's 3D view (what leaves the folder).
export { ProductModelView } from './ModelView';
export type { ProductModelViewProps } from './ModelView';
