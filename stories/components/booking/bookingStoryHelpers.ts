import { expect, userEvent, within } from 'storybook/test';
import { untilState } from '../../../test-support/untilState';

/** Tabs forward until `element` has focus (at most `limit` presses). */
export async function tabTo(element: HTMLElement, limit = 80) {
  for (let press = 0; press < limit && element.ownerDocument.activeElement !== element; press += 1) {
    await userEvent.tab();
  }
  await expect(element).toHaveFocus();
}

/**
 * Chooses a radio by keyboard: Tab into its group (focus lands on the checked radio, or the one
 * the group lets in), then Space on it, or the arrow keys to it (arrows select as they move).
 */
export async function chooseRadio(radio: HTMLElement) {
  const group = radio.closest('[role="radiogroup"]');
  const radios = group ? [...group.querySelectorAll<HTMLElement>('input[type="radio"]')] : [];
  const focusedIndex = () => radios.indexOf(radio.ownerDocument.activeElement as HTMLElement);
  for (let press = 0; press < 80 && focusedIndex() < 0; press += 1) await userEvent.tab();
  const target = radios.indexOf(radio);
  if (focusedIndex() === target) await userEvent.keyboard(' ');
  while (focusedIndex() >= 0 && focusedIndex() < target) await userEvent.keyboard('{ArrowDown}');
  while (focusedIndex() > target) await userEvent.keyboard('{ArrowUp}');
  await untilState('expect(radio).toBeChecked()', () => expect(radio).toBeChecked());
}

/**
 * Stores the wizard's choices (and what was typed, `typed`) as a reload or a return to the page
 * would find them (`sessionStorage`).
 */
export function storeWizard(step: string, draft: Record<string, string | boolean>, typed?: object) {
  sessionStorage.setItem(
    'glimt.booking.visual',
    JSON.stringify({
      step,
      draft: {
        examTypeId: 'synstest',
        levelId: 'standard',
        ageGroupId: '18-75',
        storeId: '1001',
        date: '',
        start: '',
        withRequisition: false,
        ...draft,
      },
      ...(typed ? { typed } : {}),
    }),
  );
  return () => sessionStorage.removeItem('glimt.booking.visual');
}

/** The wizard's step heading (level 2), once it shows `name`. */
export async function stepHeading(canvasElement: HTMLElement, name: string) {
  return untilState('within(canvasElement).getByRole("heading", { level: 2, name })', () =>
    within(canvasElement).getByRole('heading', { level: 2, name }),
  );
}
