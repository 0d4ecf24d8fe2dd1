import { expect, test } from '@playwright/test';
import { goInside } from './inAppNavigation';
import { routeNeedsLogin } from '../src/shop/account/guard';
import { SHOP_ROUTES, type ShopRouteName } from '../src/shop/routes';
import { onTheFixturesDay } from './fixturesClock';
import { accountNav, isSubscriptionRoute, openAccountPage } from './accountSteps';

// Issue #35, "the account area as one place": every page behind the login guard shows the account
// navigation and the logout link, with the page it belongs to marked current. Subscriptions, their
// detail pages, Friends and the account's booking page used to lose both.

/** One page of every account-area route, with a fixture's ids, and the navigation item it belongs to. */
const ACCOUNT_PAGES: Partial<Record<ShopRouteName, { path: string; current: string }>> = {
  account: { path: '/min-konto', current: 'Oversikt' },
  myDetails: { path: '/min-konto/opplysninger', current: 'Mine opplysninger' },
  orders: { path: '/min-konto/ordrer', current: 'Mine ordrer' },
  order: { path: '/min-konto/ordrer/100152', current: 'Mine ordrer' },
  orderReturn: { path: '/min-konto/ordrer/100152/retur', current: 'Mine ordrer' },
  subscriptions: { path: '/min-konto/abonnement', current: 'Abonnementer' },
  lensSubscription: { path: '/min-konto/abonnement/linse/L-20001', current: 'Abonnementer' },
  lensSubscriptionChooseProduct: {
    path: '/min-konto/abonnement/linse/L-20001/ny-produkt',
    current: 'Abonnementer',
  },
  lensSubscriptionAddProduct: {
    path: '/min-konto/abonnement/linse/L-20001/ny-produkt/100097',
    current: 'Abonnementer',
  },
  lensSubscriptionUpdatePayment: {
    path: '/min-konto/abonnement/linse/L-20001/oppdater-betaling',
    current: 'Abonnementer',
  },
  glassesSubscription: { path: '/min-konto/abonnement/briller/B-30001', current: 'Abonnementer' },
  glassesSubscriptionDocuments: {
    path: '/min-konto/abonnement/briller/B-30001/avtale',
    current: 'Abonnementer',
  },
  glassesSubscriptionDocument: {
    path: '/min-konto/abonnement/briller/B-30001/avtale/avtale',
    current: 'Abonnementer',
  },
  glassesSubscriptionPerks: {
    path: '/min-konto/abonnement/briller/B-30001/fordeler',
    current: 'Abonnementer',
  },
  connectLifestyle: { path: '/min-konto/abonnement/koble-til-lifestyle', current: 'Abonnementer' },
  paymentsAndInvoices: { path: '/min-konto/betaling-fakturaer', current: 'Betaling og fakturaer' },
  invoice: { path: '/min-konto/betaling-fakturaer/2/inv/7003/B-30001', current: 'Betaling og fakturaer' },
  financeDetails: { path: '/min-konto/betaling-fakturaer/F-30001/B-30001', current: 'Betaling og fakturaer' },
  accountBookExam: { path: '/min-konto/bestill-synstest', current: 'Bestill synstest' },
  friendsSignup: { path: '/min-konto/friends', current: 'Glimt Friends' },
};

test('the walk covers every route behind the login guard', () => {
  const guarded = (Object.keys(SHOP_ROUTES) as ShopRouteName[]).filter(routeNeedsLogin);
  expect(Object.keys(ACCOUNT_PAGES).sort()).toEqual(guarded.sort());
});

const PARTS = [
  { name: 'the subscriptions', pages: (name: string) => isSubscriptionRoute(name) },
  {
    name: 'orders, details, invoices, bookings and Friends',
    pages: (name: string) => !isSubscriptionRoute(name),
  },
];

for (const width of [1280, 375]) {
  for (const part of PARTS) {
    test(`every account page of ${part.name} shows the account navigation and the logout link (${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/min-konto?mockAccount=customer');
      await expect(page.getByRole('heading', { level: 1, name: 'Hei, Kari!' })).toBeVisible();
      const pages = Object.entries(ACCOUNT_PAGES).filter(([name]) => part.pages(name));
      for (const [, { path, current }] of pages) {
        await test.step(path, async () => {
          await goInside(page, path);
          // The page's own heading first, so the navigation is checked on the page, not the one before.
          await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
          const nav = accountNav(page);
          if (width < 768) {
            // On a phone the navigation folds behind a button that names the current page.
            await expect(nav.getByRole('button', { name: `Gå til side: ${current}` })).toBeVisible();
          } else {
            await expect(nav.locator('[aria-current]')).toHaveText(current);
          }
          await expect(page.getByRole('link', { name: 'Logg ut', exact: true })).toBeVisible();
        });
      }
    });
  }
}

test('a customer finds their upcoming booking under Mine timer and opens it', async ({ page }) => {
  await onTheFixturesDay(page);
  await page.goto('/min-konto?mockAccount=customer');
  await openAccountPage(page, 'Bestill synstest');
  const upcoming = page.getByRole('region', { name: 'Kommende timer' });
  await expect(upcoming.getByRole('listitem')).toHaveCount(2);
  await expect(upcoming.getByRole('listitem').first()).toContainText('Glimt Bergen Sentrum');
  // The wizard for a new booking stands below the list.
  await expect(page.getByRole('heading', { level: 1, name: 'Bestill synstest' })).toBeVisible();
  await upcoming
    .getByRole('link', { name: 'Se, endre eller avbestill timen tirsdag 24. november 2026 kl. 10:00' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Din timebestilling' })).toBeVisible();
  await expect(page.getByText('Glimt Oslo City')).toBeVisible();
});
