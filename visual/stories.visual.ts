import { existsSync, readFileSync } from 'node:fs';
import { expect, test as base, type Page } from '@playwright/test';
import { VIEWPORTS_FILE } from './story-viewports.setup';

/**
 * Every story of the built Storybook: its play function and its screenshot against the committed
 * baseline in visual/baselines/. Update baselines with `npm run test:stories:update` and review the
 * PNG diff. A story tagged `no-visual` (a benchmark page whose picture says nothing) is played but
 * not photographed. The a11y addon's axe check runs in the same render, after the play, and a
 * violation fails the story (its report comes with Storybook's `storyFinished`): each story is
 * rendered once for all three checks, play, axe and picture.
 *
 * Each CSF file starts in a fresh document, and its stories follow one another in it, in the file's
 * order, as Storybook shows them to a designer: storage and cookies cleared between them, the fake
 * backend reset by the preview's `beforeEach`, the story's own cleanups run. A fresh document per
 * story cost about 0.8 s of CPU each (load, preview runtime, mock worker); a story that leaves
 * something behind (a listener on the root, a request still on its way) is a story to fix, and two
 * switches find it: `VISUAL_ORDER=reverse` runs every file backwards, so each story follows another
 * one, and `VISUAL_FRESH=1` gives every story a document of its own again.
 *
 * The screenshot waits for the story's real end, not for Storybook's `completed` phase (which comes
 * before the story's `afterEach`): Storybook's `storyFinished` event, then fonts, images, finite
 * animations, scrolling and the DOM all at rest for two frames.
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
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

const VIEWPORTS: Record<string, { width: number; height: number }> = {
  mobile: { width: 375, height: 740 },
  tablet: { width: 768, height: 1024 },
  desktop: { width: 1280, height: 800 },
};
const DEFAULT_VIEWPORT = { width: 1024, height: 700 };
/**
 * How long a story may take to come to rest after its play. The play and axe themselves have no
 * deadline of their own: the wait for the story's end follows Storybook's events, and the test's
 * timeout (`playwright.config.ts`) is what ends a story that never finishes.
 */
const SETTLE_TIMEOUT = 10_000;
/** The id of the style element with the picture's overrides (content-visibility). */
const OVERRIDES_ID = 'visual-overrides';

interface PreviewWindow {
  /** Filled by {@link recordStoryEnd} from Storybook's channel. */
  __visualStory__?: StoryEnd;
  /** The sticky boxes the last picture drew in place, to put back before the next story. */
  __visualSticky__?: StickyBox[];
}
/** What the a11y addon puts in its report: axe's result, or the error that stopped axe. */
interface A11yResult {
  violations?: {
    id: string;
    impact?: string;
    help: string;
    nodes: { target: string[]; failureSummary?: string }[];
  }[];
  error?: unknown;
}
interface StoryEnd {
  /** The `storyFinished` event's story, once the render (play, afterEach) is over. */
  finished?: string;
  /** What went wrong on the way: a thrown play, render error, missing story, unhandled errors. */
  errors: string[];
}

/**
 * Runs in the page before any of Storybook's scripts: hooks every channel Storybook installs and
 * records how the story's render ended. Storybook emits these events only once per render, so they
 * must be listened to from the start, not polled.
 */
function recordStoryEnd() {
  const w = window as unknown as PreviewWindow;
  w.__visualStory__ = { errors: [] };
  const end = () => (w.__visualStory__ ??= { errors: [] });
  type Channel = { on(event: string, listener: (...args: unknown[]) => void): void };
  const hooked = new WeakSet<object>();
  const describe = (value: unknown) =>
    typeof value === 'object' && value !== null && 'message' in value
      ? String((value as { message: unknown }).message)
      : JSON.stringify(value);
  let current: unknown;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => current,
    set(channel: Channel | undefined) {
      current = channel;
      if (!channel || hooked.has(channel)) return;
      hooked.add(channel);
      channel.on('storyFinished', (payload) => {
        const { storyId, reporters = [] } = payload as {
          storyId?: string;
          reporters?: { type: string; status: string; result?: A11yResult }[];
        };
        // The a11y addon reports axe's result here; outside Vitest it does not throw on a violation.
        for (const report of reporters) {
          if (report.status !== 'failed') continue;
          const { violations, error } = report.result ?? {};
          const found = (violations ?? []).map(
            (v) =>
              `${v.id} (${v.impact ?? '?'}): ${v.help} at ${v.nodes.map((n) => `${n.target.join(' ')} (${n.failureSummary ?? ''})`).join(', ')}`,
          );
          end().errors.push(`${report.type} failed: ${error ? describe(error) : found.join('; ')}`);
        }
        end().finished = storyId ?? '?';
      });
      // A story switched to in the same document (see showStory) starts with the storage and cookies
      // the fresh document would have: none. `storyChanged` comes after the last story's teardown (its
      // own cleanups have run) and before the next story's loaders.
      channel.on('storyChanged', () => {
        localStorage.clear();
        sessionStorage.clear();
        for (const cookie of document.cookie.split(';')) {
          const name = cookie.split('=')[0]?.trim();
          if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
        }
      });
      // MSW calls `registration.update()` on its existing worker without catching it (mswjs/msw#2006);
      // with a fresh document per story file that rejection ("Failed to update a ServiceWorker ...
      // Not found") can land while a long play runs. It is the mock layer's, not the story's.
      const mswUpdate = /Failed to update a ServiceWorker .*mockServiceWorker\.js/;
      for (const event of [
        'playFunctionThrewException',
        'storyThrewException',
        'storyErrored',
        'storyMissing',
        'unhandledErrorsWhilePlaying',
      ]) {
        channel.on(event, (payload) => {
          const errors = Array.isArray(payload) ? payload : [payload];
          const own = errors.filter((error) => !mswUpdate.test(describe(error)));
          if (own.length) end().errors.push(`${event}: ${own.map(describe).join('; ')}`);
        });
      }
    },
  });
}

/**
 * Runs in the page after the story finished: waits until nothing will change the picture any more.
 * Fonts loaded; every image loaded or failed (lazy ones outside the viewport are made eager, or they
 * would never load) and every loaded one decoded; the window scrolled to the top; then two animation
 * frames in a row with no DOM mutation, no scroll event (a smooth scroll or scroll snap still
 * moving), no finite animation running and no image pending. Answers what was still busy when the
 * time ran out.
 */
async function settle(timeout: number): Promise<string | null> {
  const deadline = performance.now() + timeout;
  const busy = new Set<string>();
  const name = (node: Node) => {
    const el = node instanceof Element ? node : node.parentElement;
    if (!el) return node.nodeName;
    return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.getAttribute('data-testid') ? `[data-testid=${el.getAttribute('data-testid')}]` : ''}`;
  };
  const observer = new MutationObserver((records) => {
    for (const record of records) busy.add(`mutation of ${name(record.target)}`);
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  const onScroll = (event: Event) =>
    busy.add(`scroll of ${event.target instanceof Node ? name(event.target) : 'window'}`);
  document.addEventListener('scroll', onScroll, { capture: true, passive: true });
  const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  const finite = (animation: Animation) => {
    if (animation.playState !== 'running') return false;
    const iterations = animation.effect?.getComputedTiming().iterations;
    return iterations !== Infinity;
  };
  const images = () => Array.from(document.images).filter((img) => !img.complete);
  try {
    await document.fonts.ready;
    window.scrollTo(0, 0);
    let quiet = 0;
    while (quiet < 2) {
      if (performance.now() > deadline) return [...busy].slice(0, 5).join(', ') || 'timed out';
      busy.clear();
      await frame();
      const running = document.getAnimations().filter(finite);
      if (running.length) busy.add(`${running.length} animation(s) running`);
      // The images waited for, each made eager right here: a listing adds the pictures of its later
      // cards whenever its lead ones are in (or 1.5 s on), and a lazy one far below the top that came
      // in after an earlier pass would never load while the round waited for it (the CI run of
      // 10eb7f9: 88 of Search Long List's pictures "loading" for the whole 10 s).
      const pending = images();
      for (const img of pending) if (img.loading === 'lazy') img.loading = 'eager';
      if (pending.length) busy.add(`${pending.length} image(s) loading`);
      if (document.fonts.status !== 'loaded') busy.add('fonts loading');
      quiet = busy.size ? 0 : quiet + 1;
      // Wait for what is known to end, instead of spinning frame by frame.
      const left = deadline - performance.now();
      if (running.length || pending.length) {
        await Promise.race([
          Promise.allSettled([
            ...running.map((animation) => animation.finished),
            ...pending.map(
              (img) =>
                new Promise((resolve) => {
                  img.addEventListener('load', resolve, { once: true });
                  img.addEventListener('error', resolve, { once: true });
                }),
            ),
          ]),
          new Promise((resolve) => setTimeout(resolve, Math.max(0, left))),
        ]);
      } else {
        // A loaded picture is drawn once it is decoded, and `decoding="async"` decodes it off the
        // main thread: one taken from the memory cache (another story of the file showed it) is
        // `complete` at once, and the screenshot caught its frame empty on a busy machine.
        await Promise.race([
          Promise.allSettled(
            Array.from(document.images)
              .filter((img) => img.complete && img.naturalWidth > 0)
              .map((img) => img.decode()),
          ),
          new Promise((resolve) => setTimeout(resolve, Math.max(0, left))),
        ]);
      }
    }
    return null;
  } finally {
    observer.disconnect();
    document.removeEventListener('scroll', onScroll, { capture: true });
  }
}

/** Each story's viewport global, read once by the global setup (`story-viewports.setup.ts`). */
const viewports = JSON.parse(readFileSync(VIEWPORTS_FILE, 'utf8')) as Record<string, string | undefined>;

/** One browser context and page per worker; each story gets a fresh document in it (`showStory`). */
const test = base.extend<object, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, use, workerInfo) => {
      // Storybook knows a test runner by "StorybookTestRunner" in the user agent, as it knows Vitest's
      // browser mode: after a play it then pauses CSS animations at their end instead of waiting
      // 100 ms and then for each one to finish (the `completing` phase). That wait was about a tenth
      // of a story's render (107 ms of 1,058 ms on average over 192 stories, one worker); the
      // picture is taken with animations stopped anyway (`matchBaseline`), as in Storybook's own
      // Vitest project, whose play runs see the same.
      const probe = await browser.newContext();
      const userAgent = `${await (await probe.newPage()).evaluate(() => navigator.userAgent)} StorybookTestRunner`;
      await probe.close();
      const context = await browser.newContext({
        baseURL: workerInfo.project.use.baseURL,
        userAgent,
        reducedMotion: 'reduce',
        locale: 'nb-NO',
        timezoneId: 'Europe/Oslo',
        viewport: DEFAULT_VIEWPORT,
      });
      const page = await context.newPage();
      // A wait in a play that is not met says so in the page's console every few seconds
      // (`untilState`); printed here, a story that runs out of time names what it waited for.
      page.on('console', (message) => {
        if (message.type() === 'warning' && message.text().startsWith('still waiting for '))
          process.stdout.write(`  [${shownStoryId ?? 'no story'}] ${message.text()}\n`);
      });
      await page.addInitScript(recordStoryEnd);
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/** A sticky box drawn in place for the picture, with its own inline values to put back. */
interface StickyBox {
  element: HTMLElement;
  position: string;
  inset: string;
}

/** The CSF file (story title) whose stories the worker's document is showing, if any. */
let documentTitle: string | undefined;
/** The story the worker's document is showing, for what its console says. */
let shownStoryId: string | undefined;

/**
 * Shows the story and waits for its play's end and for the page to rest. The first story of a CSF
 * file gets a fresh document; the file's later stories are switched to in that document, in file
 * order, the way Storybook itself and its Vitest project play a file (storage and cookies cleared
 * between them, the fake backend reset by the preview's `beforeEach`). `VISUAL_FRESH=1` loads every
 * story into a fresh document, for a story that is suspected to depend on the one before it.
 */
async function showStory(page: Page, story: IndexEntry) {
  const { id } = story;
  shownStoryId = id;
  const switchTo = !process.env.VISUAL_FRESH && documentTitle === story.title;
  documentTitle = story.title;
  if (switchTo) {
    await page.context().clearCookies();
    await page.evaluate(
      ({ storyId, overridesId }) => {
        const w = window as unknown as PreviewWindow & { __STORYBOOK_ADDONS_CHANNEL__: unknown };
        w.__visualStory__ = { errors: [] };
        // Undo what the last picture needed (showStory, below), then select the story like the manager.
        document.getElementById(overridesId)?.remove();
        for (const { element, position, inset } of w.__visualSticky__ ?? []) {
          element.style.position = position;
          element.style.inset = inset;
        }
        w.__visualSticky__ = [];
        window.scrollTo(0, 0);
        const channel = w.__STORYBOOK_ADDONS_CHANNEL__ as { emit(event: string, payload: unknown): void };
        channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
      },
      { storyId: id, overridesId: OVERRIDES_ID },
    );
  } else {
    // The worker's first story starts from about:blank, which has no storage of the origin to clear.
    if (page.url() !== 'about:blank') {
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
    }
    await page.context().clearCookies();
    await page.goto(`/iframe.html?id=${id}&viewMode=story`);
  }
  const handle = await page.waitForFunction(
    (storyId) => {
      const end = (window as PreviewWindow).__visualStory__;
      if (end?.errors.length) return end;
      return end?.finished === storyId ? end : false;
    },
    id,
    { timeout: 0 },
  );
  const end = (await handle.jsonValue()) as StoryEnd;
  expect(end.errors, `the story ${id} broke while rendering, playing or in axe`).toEqual([]);
  // Rows a page leaves unrendered off screen (`content-visibility: auto`, the listing grid past its
  // first page) are drawn when scrolled to; the full-page picture shows them as a shopper sees them.
  await page.evaluate((styleId) => {
    const style = document.createElement('style');
    style.id = styleId;
    style.textContent = '* { content-visibility: visible !important; }';
    document.head.append(style);
  }, OVERRIDES_ID);
  // A sticky box (the checkout's summary, the header) is a layer of its own, and Chromium keeps the
  // raster it drew while the play scrolled the page: at a fractional position (the checkout's column
  // starts at x 620.797) its text then lands a pixel off in some runs and not in others. The full-page
  // picture is taken at scroll 0, where a sticky box sits where a relative one would, so it is drawn
  // as one: same place, drawn afresh.
  await page.evaluate(() => {
    const changed: StickyBox[] = [];
    (window as unknown as PreviewWindow).__visualSticky__ = changed;
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (getComputedStyle(element).position !== 'sticky') continue;
      changed.push({ element, position: element.style.position, inset: element.style.inset });
      // Relative without offsets: the sticky's own `top` would move a relative box.
      element.style.setProperty('position', 'relative', 'important');
      element.style.setProperty('inset', 'auto', 'important');
    }
  });
  const busy = await page.evaluate(settle, SETTLE_TIMEOUT);
  expect(busy, `the story ${id} never came to rest`).toBeNull();
}

/**
 * The tallest picture kept, from the top of the page. The longest listing story is 9,285 px; a story
 * with a 10,000-character name (#42) is up to 120,000 px of one wrapped word, which would be a 10 MB
 * baseline saying nothing more than its first screens (its play checks the whole page's width).
 */
const MAX_PICTURE_HEIGHT = 10_000;

/**
 * The story's full-page picture (up to {@link MAX_PICTURE_HEIGHT}) against its baseline. Chromium encodes the same pixels into the same
 * PNG bytes, so a picture byte for byte equal to its baseline passes without decoding either: most
 * do (657 of 777 in one run), and decoding two PNGs and comparing them pixel by pixel in Node cost
 * about 60 s of CPU over the whole run. Any other picture goes to Playwright's comparison
 * (`toMatchSnapshot`, with the thresholds of `playwright.config.ts`), which writes the actual
 * picture and the diff when it fails and writes the baseline under `--update-snapshots`.
 */
async function matchBaseline(page: Page, name: string) {
  const size = await page.evaluate(() => ({
    width: document.documentElement.scrollWidth,
    height: document.documentElement.scrollHeight,
  }));
  // A clip's picture is Chromium's media pipeline's, not ours: paused at 0 s with its first frame
  // presented (the play checks both), the full-page picture still caught an earlier frame of the
  // clip in 1 of 20 runs with a busy core (the card's "With Video", hog run 151). So the picture
  // leaves clips out: the picture under one shows, as it does before a clip plays, and the
  // controls, badges and layout over and around it are compared as before. A camera's stream (the
  // try-on's, `srcObject`: the stories' fake camera draws a still) stays in the picture.
  await page.evaluate(() => {
    for (const video of document.querySelectorAll('video'))
      if (video.srcObject === null) video.style.setProperty('visibility', 'hidden', 'important');
  });
  // No deadline of its own (a full-page picture of a long listing, 96 cards and 9,000 px, takes
  // seconds on a busy machine): like every wait of this run, the test's timeout ends it.
  const picture = await page.screenshot({
    fullPage: true,
    ...(size.height > MAX_PICTURE_HEIGHT
      ? { clip: { x: 0, y: 0, width: size.width, height: MAX_PICTURE_HEIGHT } }
      : {}),
    animations: 'disabled',
    caret: 'hide',
    timeout: 0,
  });
  const info = test.info();
  const baseline = info.snapshotPath(name, { kind: 'screenshot' });
  if (info.config.updateSnapshots !== 'all' && existsSync(baseline) && readFileSync(baseline).equals(picture))
    return;
  expect(picture).toMatchSnapshot(name);
}

/**
 * The stories by CSF file, in the file's own order, or backwards with `VISUAL_ORDER=reverse`: each
 * story then follows the one it preceded, which shows whether it depends on the story before it.
 */
const files = new Map<string, IndexEntry[]>();
for (const story of stories) files.set(story.title, [...(files.get(story.title) ?? []), story]);
if (process.env.VISUAL_ORDER === 'reverse') for (const list of files.values()) list.reverse();

for (const [title, fileStories] of files) {
  test.describe(() => {
    // One file's stories run in order in one worker (the files still spread over the workers); after a
    // failure the rest of the file goes on in a new worker, from a fresh document.
    test.describe.configure({ mode: 'default' });
    for (const story of fileStories) {
      test(`${title} / ${story.name}`, async ({ storyPage: page }) => {
        const name = viewports[story.id];
        await page.setViewportSize((name && VIEWPORTS[name]) || DEFAULT_VIEWPORT);
        await showStory(page, story);
        if (story.tags?.includes('no-visual')) return;
        await matchBaseline(page, `${story.id}.png`);
      });
    }
  });
}
