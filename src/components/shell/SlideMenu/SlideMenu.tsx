import { useId, useMemo, type ComponentType, type ReactNode } from 'react';
import { useGlimt } from '../../../shop/GlimtProvider';
import { useTranslate } from '../../../i18n/context';
import { useLocation } from '../../../navigation/context';
import { isCurrentPath } from '../../../shop/header';
import {
  createMenuShortcuts,
  createShopMenu,
  menuLabelText,
  type MenuSection,
  type MenuShortcutIcon,
} from '../../../shop/menu';
import { Drawer } from '../../primitives/Drawer';
import {
  ChatIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  EyeIcon,
  GiftIcon,
  PinIcon,
  UserIcon,
  type IconProps,
} from '../../primitives/icons';
import { RowButton } from './RowButton';
import { AllLink, DetailHeading, Group, GroupHeading, List, MenuLink, Shortcuts } from './SlideMenu.styles';
import { useSlideMenu } from './useSlideMenu';

/** Props of {@link SlideMenu}. */
export interface SlideMenuProps {
  /** Whether the menu is open (controlled). */
  isOpen: boolean;
  /** Called with `false` when the visitor closes it (Escape, close button, scrim, a link) and `true` on open. */
  onOpenChange: (isOpen: boolean) => void;
  /**
   * The sections and their detail lists.
   * @default createShopMenu({ brandName }) with the provider's brand: Briller, Solbriller,
   * Kontaktlinser, Sportsbriller, Pleieprodukter
   */
  sections?: readonly MenuSection[];
  /** Used by test tools and analytics selectors. */
  'data-testid'?: string;
}

/** The icon drawn beside each shortcut. */
const SHORTCUT_ICONS: Readonly<Record<MenuShortcutIcon, ComponentType<IconProps>>> = {
  eye: EyeIcon,
  pin: PinIcon,
  user: UserIcon,
  gift: GiftIcon,
  chat: ChatIcon,
};

/**
 * The slide-in menu (shop spec, section 2 "Shell"): a modal drawer from the left with the five
 * sections Briller, Solbriller, Kontaktlinser, Sportsbriller and Pleieprodukter, and shortcuts to
 * booking, the store finder, the account, gift cards and customer service.
 *
 * A section button opens its detail list (types, brands, accessories and services) in place, with
 * a back button: focus moves to the back button, and back on the section's button on return. Every
 * link goes to a category, brand or accessory path of the route table, marks the page being shown
 * with `aria-current`, and closes the menu. Escape, the close button and the scrim close it, and
 * focus goes back to the menu toggle. It opens at the section list every time.
 */
export function SlideMenu({ isOpen, onOpenChange, sections, 'data-testid': testId }: SlideMenuProps) {
  const t = useTranslate();
  const { brandName } = useGlimt();
  const { pathname } = useLocation();
  const menu = useMemo(() => sections ?? createShopMenu({ brandName }), [sections, brandName]);
  const shortcuts = useMemo(() => createMenuShortcuts(), []);
  const { active, openSection, goBack, sectionButtonRef, backButtonRef } = useSlideMenu(isOpen);
  const close = () => onOpenChange(false);

  const headingId = useId();
  const section = active === null ? undefined : menu.find((candidate) => candidate.id === active);

  const link = (href: string, children: ReactNode, Component: typeof MenuLink = MenuLink) => (
    <Component
      href={href}
      variant="standalone"
      aria-current={isCurrentPath(pathname, href) ? 'page' : undefined}
      onPress={close}
    >
      {children}
    </Component>
  );

  return (
    <Drawer
      title={t('shell.menu.title')}
      placement="left"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      data-testid={testId}
    >
      {section ? (
        <nav aria-labelledby={headingId} data-section={section.id}>
          <RowButton variant="back" ref={backButtonRef} onPress={goBack} data-testid="menu-back">
            <ChevronLeftIcon size={20} />
            {t('shell.menu.back')}
          </RowButton>
          <DetailHeading id={headingId}>{t(section.title)}</DetailHeading>
          {link(section.href, t(section.allLabel), AllLink)}
          {section.groups.map((group) => (
            <Group key={group.title}>
              <GroupHeading>{t(group.title)}</GroupHeading>
              <List>
                {group.links.map((item) => (
                  <li key={item.href}>{link(item.href, menuLabelText(item.label, t))}</li>
                ))}
              </List>
            </Group>
          ))}
        </nav>
      ) : (
        <>
          <nav aria-label={t('shell.menu.categories')}>
            <List>
              {menu.map((item) => (
                <li key={item.id}>
                  <RowButton
                    variant="section"
                    ref={sectionButtonRef(item.id)}
                    onPress={() => openSection(item.id)}
                  >
                    {t(item.title)}
                    <ChevronRightIcon size={20} />
                  </RowButton>
                </li>
              ))}
            </List>
          </nav>
          <Shortcuts aria-label={t('shell.menu.shortcuts')}>
            <List>
              {shortcuts.map(({ label, href, icon }) => {
                const Icon = SHORTCUT_ICONS[icon];
                return (
                  <li key={href}>
                    {link(
                      href,
                      <>
                        <Icon size={20} />
                        {t(label)}
                      </>,
                    )}
                  </li>
                );
              })}
            </List>
          </Shortcuts>
        </>
      )}
    </Drawer>
  );
}
