import { expect, test, type Page, type Request } from '@playwright/test';
import { isSubscriptionRoute } from './accountSteps';
import { goInside } from './inAppNavigation';
import { nb } from '../src/i18n/nb';
import { createShopMenu } from '../src/shop/menu';
import { SHOP_ROUTES, matchRoute, type ShopRouteName } from '../src/shop/routes';

// Issue #35, "every screen reachable": from the home page a shopper reaches every route of the route
// table by following links. A crawl, logged in with a cart, reads every link a page renders (on the
// home page also the slide-in menu, each of its sections, and the cart drawer), opens one page of each
// route it finds, and lists the routes it never found. Crawls from the home page share the work, each
// opening the pages of its part of the route table (one crawl of all of it takes about 30 s, the length
// of a journey's timeout): the range in three parts, the content and the service pages, and the account.

/**
 * Routes a real shop reaches another way than by a link on its pages, each with where it is walked.
 * Anything else the crawl does not find is a screen nothing links to.
 */
const REACHED_OTHERWISE: Partial<Record<ShopRouteName, string>> = {
  login: "a guest's way in: the account gate sends a guest from /min-konto to it (auth.e2e)",
  register: 'linked from the login page, which a logged-in customer never sees (auth.e2e)',
  resetPassword: 'linked from the login page, which a logged-in customer never sees (auth.e2e)',
  staffTools: "a store user's header link (staff.e2e)",
  search: 'the site search form sends its query there (searches-agree.e2e)',
  booking: 'an old path of the booking, kept for links from outside the shop',
  storeById: 'a redirect for links from outside the shop (a store id), to the store page',
  orderConfirmation: 'after paying (checkout.e2e)',
  paymentRequest: "the store's SMS with a payment link (staff.e2e)",
  requisition: "the manager's e-mail (booking.e2e)",
  winbackConfirmation: 'after taking back a cancellation on the winback page',
};

/**
 * Routes outside the account area that only the customer's own pages link to (a booking from Mine
 * timer, the winback page from a cancelled subscription): the account crawl finds them.
 */
const LINKED_FROM_THE_ACCOUNT = new Set<ShopRouteName>(['bookExamDetails', 'winback']);

/**
 * Routes whose pages link on for only some of their items: every one found is opened (only a
 * delivered order can be returned, only a cancelled subscription offers the winback).
 */
const OPEN_EVERY_ONE = new Set<ShopRouteName>(['order', 'glassesSubscription']);

/**
 * Content pages that the service crawl opens too: the only way to a service page (the B2B agreement
 * form is linked from the company agreements page).
 */
const THROUGH_CONTENT = new Set<ShopRouteName>(['companyAgreements']);

/** Pages the crawl must not open: they act on opening (logging out). Found is enough. */
const NOT_OPENED = new Set<ShopRouteName>(['logout']);

/**
 * Counts the page's requests in flight (the fake backend's answers, the route chunks), so a page is
 * read once everything it asked for has come and rendered, never after a fixed time. Pictures,
 * fonts and videos are left out: no link waits for them.
 */
function trackRequests(page: Page) {
  let inFlight = 0;
  const counted = (request: Request) => !['image', 'font', 'media'].includes(request.resourceType());
  page.on('request', (request) => {
    if (counted(request)) inFlight += 1;
  });
  const done = (request: Request) => {
    if (counted(request)) inFlight -= 1;
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return () => inFlight;
}

/**
 * Waits until the page has settled: no request in flight across two animation frames (an answer
 * that renders and asks for more is waited for too), and nothing in the main content busy.
 */
async function settled(page: Page, inFlight: () => number) {
  for (;;) {
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const busy = await page.evaluate(() => Boolean(document.querySelector('main [aria-busy="true"]')));
    if (inFlight() === 0 && !busy) return;
    await page.waitForTimeout(50); // a poll interval, not a deadline: the loop ends on the state
  }
}

/** The shop paths of every link on the page (same origin, without query and hash). */
async function shopLinks(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
      .map((link) => new URL(link.href, window.location.href))
      .filter((url) => url.origin === window.location.origin)
      .map((url) => decodeURI(url.pathname)),
  );
}

/** The routes of some areas of the route table. */
function routesOf(areas: readonly string[]): ShopRouteName[] {
  return (Object.keys(SHOP_ROUTES) as ShopRouteName[]).filter((name) =>
    areas.includes(SHOP_ROUTES[name].area),
  );
}

/**
 * Crawls from the home page, logged in with a cart: reads the links of the home page (and, with
 * `overlays`, of its menu and cart drawer), then opens each page `opens` accepts and reads its links,
 * until no new route turns up. Answers the routes found.
 */
async function crawl(
  page: Page,
  opens: (name: ShopRouteName) => boolean,
  { overlays = true }: { overlays?: boolean } = {},
): Promise<Set<ShopRouteName>> {
  const inFlight = trackRequests(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/?mockAccount=customer&mockCart=usual');
  // The app is up (the fake backend starts before it renders), then its first answers are in.
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await settled(page, inFlight);
  const found = new Map<ShopRouteName, string[]>([['home', ['/']]]);
  const queue: string[] = [];
  const collect = async () => {
    for (const path of await shopLinks(page)) {
      const match = matchRoute(path);
      if (!match.found) continue;
      const paths = found.get(match.name) ?? [];
      const visits = OPEN_EVERY_ONE.has(match.name) ? Infinity : 1;
      if (paths.includes(path) || paths.length >= visits) continue;
      found.set(match.name, [...paths, path]);
      if (opens(match.name) && !NOT_OPENED.has(match.name)) queue.push(path);
    }
  };
  await collect();
  if (overlays) await collectOverlays(page, collect);
  while (queue.length > 0) {
    await goInside(page, queue.shift() as string);
    await settled(page, inFlight);
    await collect();
  }
  return new Set(found.keys());
}

/** The links of the home page's overlays: the slide-in menu (each section) and the cart drawer. */
async function collectOverlays(page: Page, collect: () => Promise<void>) {
  // The slide-in menu renders its links when it opens, a section's when the section opens.
  await page.getByRole('banner').getByRole('button', { name: 'Meny' }).first().click();
  const menu = page.getByRole('dialog', { name: 'Meny' });
  await collect();
  for (const section of createShopMenu()) {
    await menu
      .getByRole('button', { name: (nb as Record<string, string>)[section.title], exact: true })
      .click();
    await expect(menu.getByRole('button', { name: /Tilbake/ })).toBeVisible();
    await collect();
    await menu.getByRole('button', { name: /Tilbake/ }).click();
  }
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  // The cart drawer holds the way to the checkout.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Handlekurv/ })
    .click();
  const drawer = page.getByRole('dialog', { name: /Handlekurv/ });
  await expect(drawer.getByRole('link', { name: 'Til kassen' })).toBeVisible();
  await collect();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
}

/** What a crawl must have found of `routes`: all but those reached otherwise, and none of those. */
function expectReached(found: Set<ShopRouteName>, routes: readonly ShopRouteName[]) {
  const unreachable = routes.filter((name) => !found.has(name) && !(name in REACHED_OTHERWISE));
  expect(unreachable, 'routes no link leads to').toEqual([]);
  // An exception that a link now reaches is no exception: drop it from the list.
  const linkedAnyway = routes.filter((name) => name in REACHED_OTHERWISE && found.has(name));
  expect(linkedAnyway, 'listed as reached otherwise, but linked').toEqual([]);
}

/**
 * The range in three crawls, each opening the pages of its part (one crawl of all of it took 25-32 s
 * beside a busy core at benchmark index 1,519). Every shop route but those only the account links to
 * belongs to exactly one part.
 */
const RANGE_PARTS: ReadonlyArray<readonly [string, readonly ShopRouteName[]]> = [
  [
    'glasses, sunglasses and sports glasses',
    [
      'glasses',
      'glassesSubcategory',
      'sunglasses',
      'sunglassesSubcategory',
      'sportsGlasses',
      'sportsGlassesSubcategory',
    ],
  ],
  [
    'contact lenses, eye health and accessories',
    [
      'contactLenses',
      'contactLensesSubcategory',
      'eyeHealth',
      'eyeHealthSubcategory',
      'glassesAccessories',
      'sportsGlassesAccessories',
      'contactLensAccessories',
    ],
  ],
  ['products and the checkout', ['home', 'product', 'checkout', 'orderConfirmation', 'booking', 'search']],
];

test('the parts of the range crawls hold every shop route once', () => {
  const shop = routesOf(['shop']).filter((name) => !LINKED_FROM_THE_ACCOUNT.has(name));
  const parts = RANGE_PARTS.flatMap(([, routes]) => routes);
  expect([...parts].sort()).toEqual([...shop].sort());
});

for (const [what, routes] of RANGE_PARTS) {
  test(`the range's ${what} are reachable from the home page`, async ({ page }) => {
    expectReached(await crawl(page, (name) => routes.includes(name)), routes);
  });
}

// The content and service pages in two crawls, each within a third of a journey's time on a busy machine.
for (const [area, what] of [
  ['content', 'content page (about, legal, membership, B2B)'],
  ['service', 'service page (booking, stores, gift card, customer service)'],
] as const) {
  test(`every ${what} is reachable from the home page`, async ({ page }) => {
    const routes = routesOf([area]).filter((name) => !LINKED_FROM_THE_ACCOUNT.has(name));
    const opens = (name: ShopRouteName) => SHOP_ROUTES[name].area === area || THROUGH_CONTENT.has(name);
    expectReached(
      await crawl(page, area === 'service' ? opens : (name) => SHOP_ROUTES[name].area === area),
      routes,
    );
  });
}

// The account in two crawls: the subscriptions (reached from the overview), and the rest with what
// the customer's own pages link to outside the account.
test('every subscription page of the account is reachable from the home page', async ({ page }) => {
  const subscriptions = (name: ShopRouteName) => isSubscriptionRoute(name) && name !== 'winback';
  const opens = (name: ShopRouteName) => name === 'account' || subscriptions(name) || name === 'winback';
  const found = await crawl(page, opens, { overlays: false });
  expectReached(found, [...routesOf(['account']).filter(subscriptions), 'winback']);
});

test("every other account page, and what the customer's own pages link to, is reachable from the home page", async ({
  page,
}) => {
  const opens = (name: ShopRouteName) =>
    (SHOP_ROUTES[name].area === 'account' && !isSubscriptionRoute(name)) || LINKED_FROM_THE_ACCOUNT.has(name);
  // The header's account link leads in; the menu and the cart drawer lead to no account page.
  const found = await crawl(page, opens, { overlays: false });
  expectReached(found, [
    ...routesOf(['account']).filter((name) => !isSubscriptionRoute(name)),
    ...[...LINKED_FROM_THE_ACCOUNT].filter((name) => !isSubscriptionRoute(name)),
  ]);
});
