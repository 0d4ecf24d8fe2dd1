import { lazy, Suspense, useEffect, useState } from 'react';
import { styled } from 'styled-components';
import { Button } from '@glimt/ui';
import type { MockMessage } from '@glimt/ui/mocks';
import { forgetDemoData, readMockMailbox } from './mockBackend';

// The dialog (with the overlay machinery, react-aria's focus scope) loads on the first press: it is
// not in every page's first chunk for a demo-only panel.
const loadDialog = () => import('./DevMailboxDialog');
const DevMailboxDialog = /* @__PURE__ */ lazy(() =>
  loadDialog().then((module) => ({ default: module.DevMailboxDialog })),
);
// The test accounts (the fake backend's fixtures) load the same way, on the first press.
const loadAccounts = () => import('./DemoAccountsDialog');
const DemoAccountsDialog = /* @__PURE__ */ lazy(() =>
  loadAccounts().then((module) => ({ default: module.DemoAccountsDialog })),
);

// In the page's flow at the end of the main content, never over it: a fixed corner button covered
// swatches, prices and radios on a phone, and sat above modal overlays. After the page in the tab
// order, so the skip link stays the first stop.
const Strip = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[1.5]} ${({ theme }) => theme.space[2]};
  border-top: 1px dashed ${({ theme }) => theme.colors.divider};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  p {
    margin: 0;
  }
`;

/**
 * A dialog whose code loads on the first press: `open(prepare)` runs `prepare` (the chunk, and what
 * the dialog shows), then mounts the dialog closed and opens it on the next render, so every open is
 * the same closed-to-open change, which moves focus in. It stays mounted afterwards, so it animates
 * out and gives focus back when it closes.
 */
function useDialogLoadedOnPress() {
  const [isOpen, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [opening, setOpening] = useState(false);
  useEffect(() => {
    if (!loaded || !opening) return;
    setOpening(false);
    setOpen(true);
  }, [loaded, opening]);
  const open = async (prepare: () => Promise<unknown>) => {
    await prepare();
    setLoaded(true);
    setOpening(true);
  };
  return { isOpen, setOpen, loaded, open };
}

/**
 * Demo only: a strip at the end of every page's content that says the shop is a demo, with
 * "Testkontoer" (the accounts to log in with) and "Testpost", the fake backend's mailbox (verification and reset links) in a dialog, so a
 * person or an e2e journey can follow a link (in-app, through the navigation adapter). The
 * mailbox is read from the backend worker when the dialog opens. "Tilbakestill demodata" forgets
 * what the backend keeps across reloads and starts the shop afresh.
 */
export function DevMailbox() {
  const { isOpen, setOpen, loaded, open } = useDialogLoadedOnPress();
  const [messages, setMessages] = useState<MockMessage[]>([]);
  const openMailbox = () =>
    open(async () => {
      const [mail] = await Promise.all([readMockMailbox(), loadDialog()]);
      setMessages(mail.reverse().slice(0, 20));
    });
  return (
    <Strip aria-label="Demo">
      <p>
        Dette er en demobutikk: ingen ekte kjøp eller betaling. Det du gjør, huskes i denne nettleseren til du
        tilbakestiller.
      </p>
      <Button size="sm" variant="secondary" onPress={() => void openMailbox()} data-testid="dev-mailbox-open">
        Testpost
      </Button>
      {loaded ? (
        <Suspense fallback={null}>
          <DevMailboxDialog isOpen={isOpen} onOpenChange={setOpen} messages={messages} />
        </Suspense>
      ) : null}
      <DemoAccounts />
      <Button size="sm" variant="secondary" onPress={() => void forgetDemoData()} data-testid="demo-reset">
        Tilbakestill demodata
      </Button>
    </Strip>
  );
}

/**
 * Demo only: "Testkontoer", the fake backend's accounts with their passwords, in a dialog. Without
 * it a visitor could not know them, and the store user's password is not the customers' one.
 */
function DemoAccounts() {
  const { isOpen, setOpen, loaded, open } = useDialogLoadedOnPress();
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        onPress={() => void open(loadAccounts)}
        data-testid="demo-accounts-open"
      >
        Testkontoer
      </Button>
      {loaded ? (
        <Suspense fallback={null}>
          <DemoAccountsDialog isOpen={isOpen} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
