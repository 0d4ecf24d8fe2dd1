import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FriendsSignup } from '@glimt/ui';
import { faults, setMockShopperAccount } from '@glimt/ui/mocks';
import { untilState } from '../../../test-support/untilState';
import { tabTo } from '../booking/bookingStoryHelpers';
import { freshCache, mobile } from '../content/contentStoryHelpers';

const meta = {
  title: 'Account/Friends signup',
  component: FriendsSignup,
  decorators: [freshCache],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FriendsSignup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Logged in as Lars, who is not a member. */
const asNonMember = () => {
  setMockShopperAccount('lars');
  return () => setMockShopperAccount(null);
};

const codeField = (canvasElement: HTMLElement) =>
  untilState('within(canvasElement).getByRole("textbox", { name: /Vervekode/ })', () =>
    within(canvasElement).getByRole('textbox', { name: /Vervekode/ }),
  );

/** The signup: terms, an optional referral code, and the perks. */
export const Signup: Story = {
  beforeEach: asNonMember,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tabTo(await codeField(canvasElement));
    await expect(canvas.getByText('365 dagers skadegaranti')).toBeVisible();
  },
};

/** A friend's code is checked (whose it is), the terms accepted, and the customer is a member. */
export const SignupWithReferralCode: Story = {
  beforeEach: asNonMember,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tabTo(await codeField(canvasElement));
    await userEvent.keyboard('kari2026');
    await tabTo(canvas.getByRole('button', { name: 'Sjekk koden' }));
    await userEvent.keyboard('{Enter}');
    await expect(
      await untilState('canvas.getByText(/Koden er fra Kari\\. Du får 2 gratis måneder/, {})', () =>
        canvas.getByText(/Koden er fra Kari\. Du får 2 gratis måneder/, {}),
      ),
    ).toBeVisible();
    await tabTo(canvas.getByRole('checkbox', { name: /Jeg godtar medlemsvilkårene/ }));
    await userEvent.keyboard(' ');
    await tabTo(canvas.getByRole('button', { name: 'Bli medlem' }));
    await userEvent.keyboard('{Enter}');
    await expect(
      await untilState('canvas.getByText("Velkommen som medlem!", {})', () =>
        canvas.getByText('Velkommen som medlem!', {}),
      ),
    ).toBeVisible();
    await expect(canvas.getByText('KARI2026')).toBeVisible();
  },
};

/** The terms must be accepted: the checkbox gets focus and says so. */
export const TermsRequired: Story = {
  beforeEach: asNonMember,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await codeField(canvasElement);
    await tabTo(canvas.getByRole('button', { name: 'Bli medlem' }));
    await userEvent.keyboard('{Enter}');
    const terms = canvas.getByRole('checkbox', { name: /Jeg godtar medlemsvilkårene/ });
    await expect(terms).toHaveFocus();
    await expect(
      await untilState('canvas.getByText("Du må godta vilkårene for å fortsette.")', () =>
        canvas.getByText('Du må godta vilkårene for å fortsette.'),
      ),
    ).toBeVisible();
  },
};

/** An unknown referral code: the message sits on the code field. */
export const ReferralCodeUnknown: Story = {
  beforeEach: asNonMember,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tabTo(await codeField(canvasElement));
    await userEvent.keyboard('FINNES123');
    await tabTo(canvas.getByRole('button', { name: 'Sjekk koden' }));
    await userEvent.keyboard('{Enter}');
    await expect(
      await untilState('canvas.getByText("Vi fant ingen medlem med denne vervekoden.", {})', () =>
        canvas.getByText('Vi fant ingen medlem med denne vervekoden.', {}),
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Vervekode/ })).toHaveFocus();
  },
};

/** The backend says the customer is a member already (another tab signed up): the membership shows. */
export const AlreadyMember: Story = {
  beforeEach: asNonMember,
  parameters: {
    msw: {
      handlers: {
        faults: [
          faults.status(
            'POST',
            '/api/friends/signup',
            409,
            { success: false, error: { code: 'AlreadyMember', message: 'The customer is already a member' } },
            { once: true },
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await codeField(canvasElement);
    await tabTo(canvas.getByRole('checkbox', { name: /Jeg godtar medlemsvilkårene/ }));
    await userEvent.keyboard(' ');
    await tabTo(canvas.getByRole('button', { name: 'Bli medlem' }));
    await userEvent.keyboard('{Enter}');
    await expect(
      await untilState('canvas.getByText("Du er allerede medlem i Glimt Friends.", {})', () =>
        canvas.getByText('Du er allerede medlem i Glimt Friends.', {}),
      ),
    ).toBeVisible();
  },
};

/** A member: facts, the code to share and the copy button, whose result is announced. */
export const Member: Story = {
  beforeEach: () => {
    setMockShopperAccount('customer');
    // The clipboard answers as a browser that allows the write: the real one depends on whether the
    // test browser's window has focus.
    const clipboard = Object.getOwnPropertyDescriptor(Navigator.prototype, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.resolve() },
    });
    return () => {
      setMockShopperAccount(null);
      delete (navigator as { clipboard?: unknown }).clipboard;
      if (clipboard) Object.defineProperty(Navigator.prototype, 'clipboard', clipboard);
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const code = await untilState("the member's code", () => canvas.getByTestId('friends-code'));
    await expect(code).toHaveTextContent('KARI2026');
    await tabTo(canvas.getByRole('button', { name: 'Kopier koden' }));
    await userEvent.keyboard('{Enter}');
    // The status is there from the start, empty; the copy's answer fills it.
    await untilState('the copy announced', () =>
      expect(canvas.getByTestId('friends-copy-status')).toHaveTextContent('Vervekoden KARI2026 er kopiert.'),
    );
  },
};

/** A guest: a link to log in. */
export const Guest: Story = {
  beforeEach: () => setMockShopperAccount(null),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const login = await untilState('canvas.getByRole("link", { name: "Logg inn" })', () =>
      canvas.getByRole('link', { name: 'Logg inn' }),
    );
    await tabTo(login);
    await expect(login).toHaveAttribute('href', '/min-konto/logg-inn');
  },
};

/** A member on a phone. */
export const Phone: Story = {
  beforeEach: () => {
    setMockShopperAccount('customer');
    return () => setMockShopperAccount(null);
  },
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await untilState('canvas.getByTestId("friends-code", {})', () => canvas.getByTestId('friends-code', {}));
    await tabTo(canvas.getByRole('button', { name: 'Kopier koden' }));
  },
};
