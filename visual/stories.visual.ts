import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';

/**
 * A screenshot of every story in the built Storybook, compared with the committed baseline in
 * visual/baselines/. Update baselines with `npm run test:visual:update` and review the PNG diff.
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

// Each story's viewport global (mobile / tablet / desktop), read once from Storybook's own store.
let viewports: Map<string, string | undefined> | undefined;

async function loadViewports(page: Page): Promise<Map<string, string | undefined>> {
  await page.goto('/iframe.html');
  await page.waitForFunction(() => '__STORYBOOK_PREVIEW__' in window);
  const pairs = await page.evaluate(
    async (ids) => {
      type Globals = { viewport?: { value?: string } };
      type Story = { storyGlobals?: Globals; globals?: Globals };
      type Preview = {
        storyStoreValue?: { loadStory(args: { storyId: string }): Promise<Story> };
        ready?(): Promise<void>;
      };
      const preview = (window as unknown as { __STORYBOOK_PREVIEW__: Preview }).__STORYBOOK_PREVIEW__;
      await preview.ready?.();
      const out: [string, string | undefined][] = [];
      for (const id of ids) {
        const story = await preview.storyStoreValue?.loadStory({ storyId: id });
        out.push([id, story?.storyGlobals?.viewport?.value ?? story?.globals?.viewport?.value]);
      }
      return out;
    },
    stories.map((s) => s.id),
  );
  return new Map(pairs);
}

async function waitForStory(page: Page) {
  // Wait until the story rendered and its play function finished, then for fonts and images.
  await page.waitForFunction(
    () => {
      type Render = { phase?: string };
      const preview = (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: Render } })
        .__STORYBOOK_PREVIEW__;
      const phase = preview?.currentRender?.phase;
      return phase === 'completed' || phase === 'finished' || phase === 'errored' || phase === 'aborted';
    },
    undefined,
    { timeout: 20_000 },
  );
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      Array.from(document.images)
        .filter((img) => !img.complete)
        .map((img) => new Promise((resolve) => img.addEventListener('load', resolve, { once: true }))),
    );
  });
  await page.waitForTimeout(150);
}

for (const story of stories) {
  test(`${story.title} / ${story.name}`, async ({ page }) => {
    viewports ??= await loadViewports(page);
    const name = viewports.get(story.id);
    await page.setViewportSize((name && VIEWPORTS[name]) || DEFAULT_VIEWPORT);
    await page.goto(`/iframe.html?id=${story.id}&viewMode=story`);
    await waitForStory(page);
    await expect(page).toHaveScreenshot(`${story.id}.png`, { fullPage: true });
  });
}
