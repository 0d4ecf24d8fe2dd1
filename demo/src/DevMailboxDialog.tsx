import { styled } from 'styled-components';
import { Button, Dialog, useNavigation } from '@glimt/ui';
import type { MockMessage } from '@glimt/ui/mocks';

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
  /* A confirmation's lines (order lines, sums, the booking's what, when and where) keep their breaks. */
  .body {
    white-space: pre-line;
  }
`;

/** Props of {@link DevMailboxDialog}. */
export interface DevMailboxDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The newest messages first. */
  messages: MockMessage[];
}

/** Demo only: the "Testpost" dialog, a chunk of its own loaded on the first press of its button. */
export function DevMailboxDialog({ isOpen, onOpenChange, messages }: DevMailboxDialogProps) {
  const navigation = useNavigation();
  return (
    <Dialog title="Testpost" isOpen={isOpen} onOpenChange={onOpenChange} data-testid="dev-mailbox">
      {messages.length === 0 ? (
        <p>Ingen e-post er sendt ennå.</p>
      ) : (
        <List>
          {messages.map((message) => (
            <li key={`${message.sentAt}-${message.token ?? message.subject}`}>
              <p>
                <strong>{message.subject}</strong> til {message.to}
              </p>
              <p className="body">{message.body}</p>
              {message.link?.startsWith('/') && !message.link.startsWith('//') ? (
                <p>
                  <Button
                    size="sm"
                    onPress={() => {
                      onOpenChange(false);
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
  );
}
