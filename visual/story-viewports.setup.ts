import { readFileSync, writeFileSync } from 'node:fs';
import { chromium, type FullConfig } from '@playwright/test';

/**
 * Playwright's global setup for the story run: reads every story's viewport global (mobile / tablet /
 * desktop) from the built Storybook's store once, before any worker starts, and writes it beside the
 * build (`storybook-static/story-viewports.json`). Reading it in each worker instead cost a worker
 * that restarted after a failed story tens of seconds on a loaded machine (every story file is
 * imported), long enough to fail the next story too.
 */
export const VIEWPORTS_FILE = 'storybook-static/story-viewports.json';

type Globals = { viewport?: { value?: string } };
interface PreviewWindow {
  __STORYBOOK_PREVIEW__?: {
    ready?(): Promise<void>;
    storyStoreValue?: {
      loadStory(args: { storyId: string }): Promise<{ storyGlobals?: Globals; globals?: Globals }>;
    };
  };
}

export default async function readStoryViewports(config: FullConfig) {
  const use = config.projects[0]!.use;
  const index = JSON.parse(readFileSync('storybook-static/index.json', 'utf8')) as {
    entries: Record<string, { id: string; type: string }>;
  };
  const ids = Object.values(index.entries)
    .filter((entry) => entry.type === 'story')
    .map((entry) => entry.id);
  const browser = await chromium.launch(use.launchOptions);
  try {
    const page = await browser.newPage({ baseURL: use.baseURL });
    await page.goto(`/iframe.html?id=${ids[0] ?? ''}&viewMode=story`);
    await page.waitForFunction(() =>
      Boolean((window as PreviewWindow).__STORYBOOK_PREVIEW__?.storyStoreValue),
    );
    const viewports = await page.evaluate(async (storyIds) => {
      const preview = (window as PreviewWindow).__STORYBOOK_PREVIEW__;
      await preview?.ready?.();
      const out: Record<string, string> = {};
      for (const id of storyIds) {
        const story = await preview?.storyStoreValue?.loadStory({ storyId: id });
        const value = story?.storyGlobals?.viewport?.value ?? story?.globals?.viewport?.value;
        if (value) out[id] = value;
      }
      return out;
    }, ids);
    writeFileSync(VIEWPORTS_FILE, JSON.stringify(viewports, null, 1));
  } finally {
    await browser.close();
  }
}
