import { useState } from 'react';
import { styled } from 'styled-components';
import { Button, Dialog, useNavigation } from '@glimt/ui';
import type { MockMessage } from '@glimt/ui/mocks';
import { readMockMailbox } from './mockBackend';

const Corner = styled.div`
  position: fixed;
  left: ${({ theme }) => theme.space[2]};
  bottom: ${({ theme }) => theme.space[10]};
  z-index: ${({ theme }) => theme.zIndices.raised};
`;

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: ${({ theme }) => theme.space[0.5]};
    padding-bottom: ${({ theme }) => theme.space[1.5]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
  }
  p {
    margin: 0;
  }
`;

/**
 * Demo only: "Testpost", the fake backend's mailbox (verification and reset links) in a dialog, so a
 * person or an e2e journey can follow a link. The backend lives in the page (a reload starts it
 * afresh), so a link is followed in-app through the navigation adapter, never by a page load. The
 * mailbox is read from the backend worker when the dialog opens.
 */
export function DevMailbox() {
  const navigation = useNavigation();
  const [isOpen, setOpen] = useState(false);
  const [messages, setMessages] = useState<MockMessage[]>([]);
  const open = async () => {
    setMessages((await readMockMailbox()).reverse().slice(0, 20));
    setOpen(true);
  };
  return (
    <Corner>
      <Button size="sm" variant="secondary" onPress={() => void open()} data-testid="dev-mailbox-open">
        Testpost
      </Button>
      <Dialog title="Testpost" isOpen={isOpen} onOpenChange={setOpen} data-testid="dev-mailbox">
        {messages.length === 0 ? (
          <p>Ingen e-post er sendt ennå.</p>
        ) : (
          <List>
            {messages.map((message) => (
              <li key={`${message.sentAt}-${message.token ?? message.subject}`}>
                <p>
                  <strong>{message.subject}</strong> til {message.to}
                </p>
                <p>{message.body}</p>
                {message.link?.startsWith('/') && !message.link.startsWith('//') ? (
                  <p>
                    <Button
                      size="sm"
                      onPress={() => {
                        setOpen(false);
                        navigation.navigate(message.link!);
                      }}
                    >
                      Åpne lenken
                    </Button>
                  </p>
                ) : null}
              </li>
            ))}
          </List>
        )}
      </Dialog>
    </Corner>
  );
}
