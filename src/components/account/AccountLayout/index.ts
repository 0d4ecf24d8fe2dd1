export { AccountLayout } from './AccountLayout';
export type { AccountLayoutProps } from './AccountLayout';
