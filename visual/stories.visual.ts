import { readFileSync } from 'node:fs';
import { expect, test as base, type Page } from '@playwright/test';

/**
 * A screenshot of every story in the built Storybook, compared with the committed baseline in
 * visual/baselines/. Update baselines with `npm run test:visual:update` and review the PNG diff.
 *
 * Each worker keeps one Storybook preview page open and switches stories through Storybook's own
 * channel, the way the manager does: reloading the preview for every story costs ~2 s each.
 */

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}

const index = JSON.parse(readFileSync('storybook-static/index.json', 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
const stories = Object.values(index.entries).filter(
  (entry) => entry.type === 'story' && !entry.tags?.includes('no-visual'),
);

const VIEWPORTS: Record<string, { width: number; height: number }> = {
  mobile: { width: 375, height: 740 },
  tablet: { width: 768, height: 1024 },
  desktop: { width: 1280, height: 800 },
};
const DEFAULT_VIEWPORT = { width: 1024, height: 700 };

type Globals = { viewport?: { value?: string } };
interface PreviewWindow {
  __STORYBOOK_PREVIEW__?: {
    ready?(): Promise<void>;
    currentRender?: { id?: string; phase?: string };
    storyStoreValue?: {
      loadStory(args: { storyId: string }): Promise<{ storyGlobals?: Globals; globals?: Globals }>;
    };
  };
  __STORYBOOK_ADDONS_CHANNEL__?: { emit(event: string, payload: unknown): void };
}

const test = base.extend<object, { preview: { page: Page; viewports: Map<string, string | undefined> } }>({
  preview: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({
        baseURL: workerInfo.project.use.baseURL,
        reducedMotion: 'reduce',
        locale: 'nb-NO',
        timezoneId: 'Europe/Oslo',
        viewport: DEFAULT_VIEWPORT,
      });
      const page = await context.newPage();
      await page.goto(`/iframe.html?id=${stories[0]?.id ?? ''}&viewMode=story`);
      await page.waitForFunction(() =>
        Boolean((window as PreviewWindow).__STORYBOOK_PREVIEW__?.storyStoreValue),
      );
      // Each story's viewport global (mobile / tablet / desktop), read once from Storybook's store.
      const pairs = await page.evaluate(
        async (ids) => {
          const preview = (window as PreviewWindow).__STORYBOOK_PREVIEW__;
          await preview?.ready?.();
          const out: [string, string | undefined][] = [];
          for (const id of ids) {
            const story = await preview?.storyStoreValue?.loadStory({ storyId: id });
            out.push([id, story?.storyGlobals?.viewport?.value ?? story?.globals?.viewport?.value]);
          }
          return out;
        },
        stories.map((s) => s.id),
      );
      await use({ page, viewports: new Map(pairs) });
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/** Waits until the story rendered and its play function ended; answers the render's phase. */
async function waitForRender(page: Page, id: string): Promise<string> {
  const handle = await page.waitForFunction(
    (storyId) => {
      const render = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
      return render?.id === storyId &&
        ['completed', 'finished', 'errored', 'aborted'].includes(render.phase ?? '')
        ? render.phase
        : false;
    },
    id,
    { timeout: 20_000 },
  );
  return String(await handle.jsonValue());
}

async function showStory(page: Page, id: string) {
  await page.evaluate((storyId) => {
    (window as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__?.emit('setCurrentStory', {
      storyId,
      viewMode: 'story',
    });
  }, id);
  let phase = await waitForRender(page, id);
  if (phase === 'errored' || phase === 'aborted') {
    // The play function broke after a switch in the shared page (something the previous story left
    // behind, such as focus). Never photograph a half-run play: load the story on a fresh page.
    await page.goto(`/iframe.html?id=${id}&viewMode=story`);
    phase = await waitForRender(page, id);
    expect(phase, `the play function of ${id} failed on a fresh page too`).not.toMatch(/errored|aborted/);
  }
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Lazy images outside the viewport (a carousel's later cards) would never load: load them now.
    // An image that fails counts as settled too.
    await Promise.all(
      Array.from(document.images)
        .filter((img) => !img.complete)
        .map((img) => {
          const settled = new Promise((resolve) => {
            img.addEventListener('load', resolve, { once: true });
            img.addEventListener('error', resolve, { once: true });
          });
          if (img.loading === 'lazy') img.loading = 'eager';
          return settled;
        }),
    );
    window.scrollTo(0, 0);
  });
}

for (const story of stories) {
  test(`${story.title} / ${story.name}`, async ({ preview }) => {
    const { page, viewports } = preview;
    const name = viewports.get(story.id);
    await page.setViewportSize((name && VIEWPORTS[name]) || DEFAULT_VIEWPORT);
    await showStory(page, story.id);
    await expect(page).toHaveScreenshot(`${story.id}.png`, { fullPage: true });
  });
}
