// What leaves the footer's folder (its link lists are built in shop/footer.ts).
export { Footer } from './Footer';
export type { FooterProps } from './Footer';
