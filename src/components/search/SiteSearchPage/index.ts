// The search page, `/search?q=…&s=…`.
export { SiteSearchPage } from './SiteSearchPage';
