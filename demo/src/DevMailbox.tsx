import { lazy, Suspense, useEffect, useState } from 'react';
import { styled } from 'styled-components';
import { Button } from '@glimt/ui';
import type { MockMessage } from '@glimt/ui/mocks';
import { readMockMailbox } from './mockBackend';

// The dialog (with the overlay machinery, react-aria's focus scope) loads on the first press: it is
// not in every page's first chunk for a demo-only panel.
const loadDialog = () => import('./DevMailboxDialog');
const DevMailboxDialog = /* @__PURE__ */ lazy(() =>
  loadDialog().then((module) => ({ default: module.DevMailboxDialog })),
);

const Corner = styled.div`
  position: fixed;
  left: ${({ theme }) => theme.space[2]};
  bottom: ${({ theme }) => theme.space[10]};
  z-index: ${({ theme }) => theme.zIndices.raised};
`;

/**
 * Demo only: "Testpost", the fake backend's mailbox (verification and reset links) in a dialog, so a
 * person or an e2e journey can follow a link. The backend lives in the page (a reload starts it
 * afresh), so a link is followed in-app through the navigation adapter, never by a page load. The
 * mailbox is read from the backend worker when the dialog opens.
 */
export function DevMailbox() {
  const [isOpen, setOpen] = useState(false);
  // Mounted closed once its code is in, then opened (every open is the same closed-to-open change,
  // which moves focus in), and kept mounted so it animates out and gives focus back when it closes.
  const [loaded, setLoaded] = useState(false);
  const [opening, setOpening] = useState(false);
  const [messages, setMessages] = useState<MockMessage[]>([]);
  const open = async () => {
    const [mail] = await Promise.all([readMockMailbox(), loadDialog()]);
    setMessages(mail.reverse().slice(0, 20));
    setLoaded(true);
    setOpening(true);
  };
  useEffect(() => {
    if (!loaded || !opening) return;
    setOpening(false);
    setOpen(true);
  }, [loaded, opening]);
  return (
    <Corner>
      <Button size="sm" variant="secondary" onPress={() => void open()} data-testid="dev-mailbox-open">
        Testpost
      </Button>
      {loaded ? (
        <Suspense fallback={null}>
          <DevMailboxDialog isOpen={isOpen} onOpenChange={setOpen} messages={messages} />
        </Suspense>
      ) : null}
    </Corner>
  );
}
