import type { ReactNode } from 'react';
import { AccountGate, AccountLayout } from '@glimt/ui';

// The login guard of the account routes, as a chunk of its own: it brings the account area's
// texts (the login prompt) and its layout, which no other page needs.
export { AccountGate as LoginGate } from '@glimt/ui';

/**
 * A page of the logged-in account area: behind the login guard, inside the account layout (its
 * navigation and logout link), so every account page, subscriptions and bookings included, keeps them.
 */
export function AccountArea({ pathname, children }: { pathname: string; children: ReactNode }) {
  return (
    <AccountGate>
      <AccountLayout pathname={pathname}>{children}</AccountLayout>
    </AccountGate>
  );
}
