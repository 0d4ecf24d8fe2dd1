export { ContentPage, ContentPageLayout } from './ContentPage';
export type { ContentPageLayoutProps, ContentPageProps } from './ContentPage';
export { CookieList } from './CookieList';
export { ConsentSettings } from './ConsentSettings';
export type { ConsentSettingsProps } from './ConsentSettings';
