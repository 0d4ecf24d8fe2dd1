import { http, HttpResponse, type HttpHandler } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { mockGlassesSubscriptions } from '@glimt/ui/mocks';

/** Tabs forward until `element` has focus (at most `limit` presses). */
export async function tabTo(element: HTMLElement, limit = 40) {
  for (let press = 0; press < limit && element.ownerDocument.activeElement !== element; press += 1) {
    await userEvent.tab();
  }
  await expect(element).toHaveFocus();
}

/** The whole document (dialogs render in a portal). */
export const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The phone viewport (375 px). */
export const phone = { viewport: { value: 'mobile', isRotated: false } };

/** The fixture subscription under notice (B-30002, ends 10 December 2026, winback offered). */
export const endingFixture = mockGlassesSubscriptions.find(
  (entry) => entry.subscription.id === 'B-30002',
)!.subscription;

/** The token of the stories' cancellation e-mail link. */
export const STORY_WINBACK_TOKEN = 'winback-story';

/**
 * The cancellation e-mail's link without a login: the winback answers for {@link STORY_WINBACK_TOKEN}
 * only (any other token is 410 `WinbackLinkInvalid`), and accepting with it withdraws the notice.
 * (The fake backend hands out tokens only when a subscription is terminated, which a story's first
 * render cannot wait for.)
 */
export const tokenWinbackHandlers: HttpHandler[] = [
  http.get('*/api/subscriptions/glasses/winback', ({ request }) => {
    const token = new URL(request.url).searchParams.get('token');
    if (token !== STORY_WINBACK_TOKEN) {
      return HttpResponse.json(
        { success: false, error: { code: 'WinbackLinkInvalid', message: 'Unknown link' } },
        { status: 410 },
      );
    }
    return HttpResponse.json({
      success: true,
      data: { subscription: endingFixture, offer: endingFixture.winback },
    });
  }),
  http.post('*/api/subscriptions/glasses/winback/accept', async ({ request }) => {
    const body = (await request.json()) as { subscriptionId?: string; token?: string };
    if (body.token !== STORY_WINBACK_TOKEN || body.subscriptionId !== endingFixture.id) {
      return HttpResponse.json(
        { success: false, error: { code: 'WinbackNotAvailable', message: 'No offer' } },
        { status: 409 },
      );
    }
    return HttpResponse.json({
      success: true,
      data: {
        ...endingFixture,
        noticeDate: null,
        terminationDate: null,
        winback: null,
        nextInvoiceDate: '2027-02-17',
      },
    });
  }),
];
