import { styled } from 'styled-components';
import { Dialog } from '@glimt/ui';
import { mockAccounts } from '@glimt/ui/mocks';

const List = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[1.5]};
  margin: 0;

  div {
    display: grid;
    gap: ${({ theme }) => theme.space[0.5]};
    padding-bottom: ${({ theme }) => theme.space[1.5]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[2]};
`;

/** Props of {@link DemoAccountsDialog}. */
export interface DemoAccountsDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * Demo only: the fake backend's test accounts, each with its e-mail, its password and what it shows.
 * The store user and the business accounts have passwords of their own, so each account says its
 * own instead of one shared password being assumed. A chunk of its own, loaded on the first press.
 */
export function DemoAccountsDialog({ isOpen, onOpenChange }: DemoAccountsDialogProps) {
  return (
    <Dialog title="Testkontoer" isOpen={isOpen} onOpenChange={onOpenChange} data-testid="demo-accounts">
      <Intro>Logg inn med e-post og passord. Hver konto har sitt eget passord.</Intro>
      <List>
        {mockAccounts.map((account) => (
          <div key={account.key} data-account={account.key}>
            <dt>{account.description}</dt>
            <dd>
              E-post: <code data-testid="demo-account-email">{account.customer.email}</code>
            </dd>
            <dd>
              Passord: <code data-testid="demo-account-password">{account.password}</code>
            </dd>
            {account.personalNumber ? <dd>BankID: fødselsnummer {account.personalNumber}</dd> : null}
          </div>
        ))}
      </List>
    </Dialog>
  );
}
