export { RegisterPage } from './RegisterPage';
export type { RegisterPageProps } from './RegisterPage';
