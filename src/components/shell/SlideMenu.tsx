import { forwardRef, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { mergeProps, useButton, useFocusRing, useObjectRef } from 'react-aria';
import { styled } from 'styled-components';
import type { Translate } from '../../i18n/translate';
import { useGlimt, useLocation, useTranslate } from '../../shop/GlimtProvider';
import { SHOP_ROUTES } from '../../shop/routes';
import { Drawer } from '../primitives/Drawer';
import { ChevronLeftIcon, ChevronRightIcon } from '../primitives/icons';
import { Link } from '../primitives/Link';
import { isCurrentPath } from './headerRules';
import { createShopMenu, type MenuLabel, type MenuSection, type MenuSectionId } from './menuData';
import { ChatIcon, EyeIcon, GiftIcon, PinIcon, UserIcon } from './shellIcons';

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

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Row = styled.button<{ $focusVisible: boolean }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 56px;
  margin: 0 -${({ theme }) => theme.space[1]};
  width: calc(100% + ${({ theme }) => theme.space[2]});
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[1]}`};
  border: 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  text-align: start;
  cursor: pointer;
  outline: ${({ $focusVisible, theme }) => ($focusVisible ? `3px solid ${theme.colors.focus}` : 'none')};
  outline-offset: -3px;
  transition: background-color ${({ theme }) => theme.durations.fast}ms
    ${({ theme }) => theme.easings.standard};
  &:hover {
    background: ${({ theme }) => theme.colors.subtle};
  }
  & > svg {
    flex: none;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const BackRow = styled.button<{ $focusVisible: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[0.5]};
  min-height: 44px;
  margin-left: -${({ theme }) => theme.space[1]};
  padding: 0 ${({ theme }) => theme.space[1.5]} 0 ${({ theme }) => theme.space[0.5]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.accent};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
  outline: ${({ $focusVisible, theme }) => ($focusVisible ? `3px solid ${theme.colors.focus}` : 'none')};
  outline-offset: 0;
  &:hover {
    background: ${({ theme }) => theme.colors.subtle};
  }
`;

const DetailHeading = styled.h3`
  margin: ${({ theme }) => `${theme.space[1]} 0 ${theme.space[2]}`};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const Group = styled.div`
  margin-top: ${({ theme }) => theme.space[3]};
`;

const GroupHeading = styled.h4`
  margin-bottom: ${({ theme }) => theme.space[0.5]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.02em;
  text-transform: uppercase;
`;

const MenuLink = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1.5]};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[1]};
  margin: 0 -${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  outline-offset: -3px;
  &:hover {
    color: ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.subtle};
  }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.accent};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  & > svg {
    flex: none;
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const AllLink = styled(MenuLink)`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.accent};
`;

const Shortcuts = styled.nav`
  margin-top: ${({ theme }) => theme.space[3]};
  padding-top: ${({ theme }) => theme.space[1]};
`;

interface RowButtonProps {
  children: ReactNode;
  onPress: () => void;
  'data-testid'?: string;
}

const RowButton = forwardRef<HTMLButtonElement, RowButtonProps & { variant: 'section' | 'back' }>(
  function RowButton({ children, onPress, variant, 'data-testid': testId }, forwardedRef) {
    const ref = useObjectRef(forwardedRef);
    const { buttonProps } = useButton({ onPress }, ref);
    const { focusProps, isFocusVisible } = useFocusRing();
    const Styled = variant === 'section' ? Row : BackRow;
    return (
      <Styled
        {...mergeProps(buttonProps, focusProps)}
        ref={ref}
        data-testid={testId}
        $focusVisible={isFocusVisible}
      >
        {children}
      </Styled>
    );
  },
);

function labelText(label: MenuLabel, t: Translate): string {
  return 'key' in label ? t(label.key) : label.text;
}

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
  const [active, setActive] = useState<MenuSectionId | null>(null);
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (wasOpen !== isOpen) {
    // Every opening starts at the list of sections.
    setWasOpen(isOpen);
    if (isOpen) setActive(null);
  }

  const sectionButtons = useRef(new Map<MenuSectionId, HTMLButtonElement>());
  const backButton = useRef<HTMLButtonElement>(null);
  const focusAfterRender = useRef<'back' | MenuSectionId | null>(null);
  useEffect(() => {
    const target = focusAfterRender.current;
    if (target === null) return;
    focusAfterRender.current = null;
    const element = target === 'back' ? backButton.current : sectionButtons.current.get(target);
    element?.focus();
  }, [active]);

  const openSection = (id: MenuSectionId) => {
    focusAfterRender.current = 'back';
    setActive(id);
  };
  const goBack = () => {
    focusAfterRender.current = active;
    setActive(null);
  };
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
          <RowButton variant="back" ref={backButton} onPress={goBack} data-testid="menu-back">
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
                  <li key={item.href}>{link(item.href, labelText(item.label, t))}</li>
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
                    ref={(element: HTMLButtonElement | null) => {
                      if (element) sectionButtons.current.set(item.id, element);
                      else sectionButtons.current.delete(item.id);
                    }}
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
              <li>
                {link(
                  SHOP_ROUTES.bookExam.pattern,
                  <>
                    <EyeIcon size={20} />
                    {t('shell.nav.bookExam')}
                  </>,
                )}
              </li>
              <li>
                {link(
                  SHOP_ROUTES.storeFinder.pattern,
                  <>
                    <PinIcon size={20} />
                    {t('shell.nav.findStore')}
                  </>,
                )}
              </li>
              <li>
                {link(
                  SHOP_ROUTES.account.pattern,
                  <>
                    <UserIcon size={20} />
                    {t('shell.nav.account')}
                  </>,
                )}
              </li>
              <li>
                {link(
                  SHOP_ROUTES.giftCard.pattern,
                  <>
                    <GiftIcon size={20} />
                    {t('shell.nav.giftCard')}
                  </>,
                )}
              </li>
              <li>
                {link(
                  SHOP_ROUTES.contactUs.pattern,
                  <>
                    <ChatIcon size={20} />
                    {t('shell.nav.contactUs')}
                  </>,
                )}
              </li>
            </List>
          </Shortcuts>
        </>
      )}
    </Drawer>
  );
}
