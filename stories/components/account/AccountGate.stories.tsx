import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AccountGate, Link, useLocation } from '@glimt/ui';
import { setMockShopperAccount } from '@glimt/ui/mocks';
import { tabTo, withSession } from './authStoryHelpers';
import { untilState } from '../../../test-support/untilState';

/** Where the story's memory navigation is, so the story shows where a guest was sent. */
function Where() {
  const { pathname, search } = useLocation();
  return (
    <p>
      Adresse: <code data-testid="where">{`${pathname}${search}`}</code>
    </p>
  );
}

const meta = {
  title: 'Account/Account gate',
  component: AccountGate,
  decorators: [withSession],
  parameters: { layout: 'padded', initialPath: '/min-konto/ordrer?side=2' },
  render: () => (
    <>
      <Where />
      <AccountGate>
        <h1>Mine ordrer</h1>
        <Link href="/min-konto">Til Min konto</Link>
      </AccountGate>
    </>
  ),
} satisfies Meta<typeof AccountGate>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A logged-in customer sees the account page. */
export const LoggedIn: Story = {
  beforeEach: () => {
    setMockShopperAccount('customer');
    return () => setMockShopperAccount(null);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await untilState('canvas.getByRole("heading", { name: "Mine ordrer" })', () =>
        canvas.getByRole('heading', { name: 'Mine ordrer' }),
      ),
    ).toBeVisible();
    await tabTo(canvas.getByRole('link', { name: 'Til Min konto' }));
  },
};

/** A guest is sent to the login, with the page (and its query) to come back to. */
export const GuestSentToLogin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await untilState(
      'expect(canvas.getByTestId("where")).toHaveTextContent( "/min-konto/logg-inn?returnTo=%2…',
      () =>
        expect(canvas.getByTestId('where')).toHaveTextContent(
          '/min-konto/logg-inn?returnTo=%2Fmin-konto%2Fordrer%3Fside%3D2',
        ),
    );
    await expect(canvas.queryByRole('heading', { name: 'Mine ordrer' })).toBeNull();
  },
};
