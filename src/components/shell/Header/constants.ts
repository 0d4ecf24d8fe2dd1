// The header's measures and the skip link's target, shared by the view, its styles and the layout.

/** The id of the page's main region, the skip link's target (`ShopLayout` renders it). */
export const MAIN_CONTENT_ID = 'main-content';

/** Height of the header's top bar in px, on every screen. */
export const HEADER_BAR_HEIGHT = 64;
/** Height of the row of buttons below the bar on phones (the row that folds away), in px. */
export const HEADER_FOLD_ROW_HEIGHT = 56;
