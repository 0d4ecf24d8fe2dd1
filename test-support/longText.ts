import { expect } from 'storybook/test';

/**
 * Names as hostile data has them (#42): 10,000 characters without a space or a hyphen, where a
 * browser would find no place to break the line, and a sequence of 2,500 emoji.
 */
export const LONG_UNBROKEN_NAME = `Glimt${'Superlangtnavnutenmellomrom'.repeat(371)}`.slice(0, 10_000);
export const LONG_EMOJI_NAME = '👓🕶️'.repeat(1_250);

/**
 * Checks that nothing pushes the page sideways: the document is no wider than the window (the
 * story's viewport, 375 px on a phone). A long word that does not wrap widens the document, and the
 * shopper scrolls sideways to read the rest of the page.
 */
export async function expectNoSidewaysScroll(canvasElement: HTMLElement): Promise<void> {
  const root = canvasElement.ownerDocument.documentElement;
  await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
}
