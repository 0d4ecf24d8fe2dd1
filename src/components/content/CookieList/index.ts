export { CookieList } from './CookieList';
