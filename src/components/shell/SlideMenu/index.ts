// What leaves the slide-in menu's folder (its sections are built in shop/menu.ts).
export { SlideMenu } from './SlideMenu';
export type { SlideMenuProps } from './SlideMenu';
