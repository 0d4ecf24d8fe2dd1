export { ContentPage, ContentPageLayout } from './ContentPage';
export type { ContentPageLayoutProps, ContentPageProps } from './ContentPage';
