import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslate } from '../../../i18n/context';
import { useLocation } from '../../../navigation/context';
import { accountNavItems, currentAccountNavRoute } from '../../../shop/account/navigation';
import { buildPath } from '../../../shop/routes';
import { ChevronDownIcon, Link } from '../../primitives';
import { withAccountTexts } from '../accountTexts';
import { AreaTitle, Columns, Main, Nav, NavList, NavToggle, Root, Top } from './AccountLayout.styles';

/** Props of {@link AccountLayout}. */
export interface AccountLayoutProps {
  /** The account page shown beside the navigation. */
  children?: ReactNode;
  /** The path whose page is current; the navigation adapter's location when left out. */
  pathname?: string;
}

function AccountLayoutView({ children, pathname }: AccountLayoutProps) {
  const t = useTranslate();
  const location = useLocation();
  const path = pathname ?? location.pathname;
  const current = currentAccountNavRoute(path);
  const items = accountNavItems();
  const currentItem = items.find((item) => item.route === current);
  const [open, setOpen] = useState(false);
  const listId = useId();
  // A new page closes the phone's navigation.
  useEffect(() => setOpen(false), [path]);
  return (
    <Root>
      <Top>
        <AreaTitle>{t('account.pages.title')}</AreaTitle>
        <Link href={buildPath('logout')} variant="standalone">
          {t('account.pages.logout')}
        </Link>
      </Top>
      <Columns>
        <Nav aria-label={t('account.pages.nav.label')}>
          <NavToggle
            type="button"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen((value) => !value)}
          >
            <span>
              {t('account.pages.nav.choose')}: {currentItem ? t(currentItem.label) : t('account.pages.title')}
            </span>
            <ChevronDownIcon size={20} />
          </NavToggle>
          <NavList id={listId} $open={open}>
            {items.map((item) => (
              <li key={item.route}>
                <Link
                  href={item.href}
                  variant="standalone"
                  aria-current={item.route === current ? (item.href === path ? 'page' : 'true') : undefined}
                >
                  {t(item.label)}
                </Link>
              </li>
            ))}
          </NavList>
        </Nav>
        <Main>{children}</Main>
      </Columns>
    </Root>
  );
}

/**
 * The frame of the logged-in account area: its name, a navigation between the account pages (the
 * current one marked with `aria-current`; on a phone folded behind a disclosure button), a link to
 * log out (`/min-konto/logg-ut`) and the page beside it.
 */
export const AccountLayout = /* @__PURE__ */ withAccountTexts(AccountLayoutView);
