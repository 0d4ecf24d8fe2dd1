import { expect, test } from '@playwright/test';
import { chromiumArgs, findChromium } from '../scripts/chromium.mjs';
import { tabTo } from './keyboardSteps';

// #35 item 9: the product page's 3D view and virtual try-on, opened as a shopper does. The try-on runs
// with Chromium's fake camera (its green test picture, allowed without asking) and the real face
// detector, which finds no face there: the shopper places the frame by hand, takes a picture and stops
// the camera. Both views are dialogs that hand focus back to the button that opened them.
test.use({
  launchOptions: {
    executablePath: findChromium(),
    args: [...chromiumArgs, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
  permissions: ['camera'],
  // The model rests unless turned: with motion, it turns on its own and no key press could be told apart.
  reducedMotion: 'reduce',
});

/** The part of `<model-viewer>`'s element this journey reads. */
type ModelViewerElement = HTMLElement & { getCameraOrbit(): { theta: number } };

test('a shopper turns a frame in 3D, then tries it on with the camera and places it by hand', async ({
  page,
}) => {
  await page.goto('/produkt/glimt-fjord-svart');
  await expect(page.getByRole('heading', { level: 1, name: 'Glimt Fjord' })).toBeVisible();

  // The 3D view: the model loads, and the keyboard turns it.
  const open3d = page.getByRole('button', { name: 'Se i 3D' });
  await open3d.click();
  const view3d = page.getByRole('dialog', { name: 'Glimt Fjord – Se i 3D' });
  await expect(view3d.getByText('3D-modellen er klar.')).toBeAttached();
  // Turned by the keyboard as the hint says: Tab to the model, then the arrows (an eighth of a turn each).
  const model = view3d.getByRole('group', { name: '3D-modell av Glimt Fjord' });
  await expect(model).toHaveAccessibleDescription(
    /Med tastaturet: gå til modellen med Tab og bruk piltastene/,
  );
  await tabTo(page, model);
  const theta = () =>
    view3d
      .locator('model-viewer')
      .evaluate((viewer) => (viewer as ModelViewerElement).getCameraOrbit().theta);
  const before3d = await theta();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect.poll(theta).toBeGreaterThan(before3d + 0.05);
  await expect(model).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(view3d).toBeHidden();
  await expect(open3d).toBeFocused();

  // The try-on: the camera starts, no face is found in its picture, and the frame is placed by hand.
  const openTryOn = page.getByRole('button', { name: 'Prøv virtuelt' });
  await openTryOn.click();
  const tryOn = page.getByRole('dialog', { name: 'Glimt Fjord – Prøv virtuelt' });
  await tryOn.getByRole('button', { name: 'Start kamera' }).click();
  await expect(tryOn.getByRole('heading', { name: 'Vi fant ikke ansiktet ditt' })).toBeVisible();
  const frame = tryOn.getByRole('application', { name: /^Rammen Glimt Fjord/ });
  await expect(frame).toBeFocused();
  const before = (await frame.boundingBox())!;
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('+');
  await expect
    .poll(async () => {
      const after = (await frame.boundingBox())!;
      return after.x + after.width / 2 > before.x + before.width / 2 && after.width > before.width;
    })
    .toBe(true);

  await tryOn.getByRole('button', { name: 'Ta bilde' }).click();
  const download = tryOn.getByRole('link', { name: 'Last ned bildet' });
  await expect(download).toBeFocused();
  await expect(download).toHaveAttribute('download', /-prov-virtuelt\.png$/);
  await expect(tryOn.getByRole('status').filter({ hasText: 'Bildet er klart.' })).toBeVisible();

  // Stopped, the camera is off and the try-on asks again; closed, focus is back on its button.
  await tryOn.getByRole('button', { name: 'Stopp kamera' }).click();
  await expect(tryOn.getByRole('button', { name: 'Start kamera' })).toBeVisible();
  await expect(tryOn.getByRole('application', { name: /^Rammen / })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(tryOn).toBeHidden();
  await expect(openTryOn).toBeFocused();
});
