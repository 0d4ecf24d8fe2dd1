import { styled } from 'styled-components';
import { useTranslate } from '../../i18n/context';
import { useLocation } from '../../navigation/context';
import { SHOP_ROUTES } from '../../shop/routes';
import { ButtonLink } from './ButtonLink';
import { isCurrentPath } from '../../shop/header';
import { EyeIcon, PinIcon } from '../primitives/icons';
import { useMobileBarSlot } from './mobileBarSlot';

/** Height of the mobile bar in px, without the safe area of notched phones. */
export const MOBILE_BAR_HEIGHT = 72;

/** Props of {@link MobileBar}. */
export interface MobileBarProps {
  className?: string;
  /** Used by test tools and analytics selectors. */
  'data-testid'?: string;
}

/** Keeps the end of the page (the footer) clear of the fixed bar. */
const Spacer = styled.div`
  height: calc(${MOBILE_BAR_HEIGHT}px + env(safe-area-inset-bottom, 0px));
  ${({ theme }) => theme.media.tablet} {
    display: none;
  }
`;

const Bar = styled.div`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndices.mobileBar};
  min-height: ${MOBILE_BAR_HEIGHT}px;
  padding: ${({ theme }) => `${theme.space[1.5]} ${theme.space[2]}`};
  padding-bottom: max(${({ theme }) => theme.space[1.5]}, env(safe-area-inset-bottom, 0px));
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.divider};
  box-shadow: 0 -4px 16px rgba(18, 20, 22, 0.06);
  ${({ theme }) => theme.media.tablet} {
    display: none;
  }
`;

const Shortcuts = styled.nav`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[1]};
  /* Two buttons side by side fit a 320 px screen: a little less padding, and wrap if they must. */
  & > a {
    min-width: 0;
    min-height: 48px;
    gap: 6px;
    padding: 0 ${({ theme }) => theme.space[1]};
    font-size: 0.9375rem;
    white-space: normal;
  }
`;

/** Where a page's action goes (`MobileBarAction`); empty, and no box, while the shortcuts show. */
const PageAction = styled.div`
  &:empty {
    display: none;
  }
  /* As tall as the shortcuts: the bar keeps its height when a page takes it (no layout shift). */
  & > a,
  & > button {
    min-height: 48px;
  }
`;

/**
 * The bottom bar on phones (shop spec, section 2 "Shell"): "Finn butikk" and "Bestill synstest",
 * always within reach of the thumb. It is fixed to the bottom of the screen below 768 px and not
 * rendered at all from tablets up; a spacer keeps the end of the page clear of it. The link to the
 * page being shown is marked with `aria-current`. Pages opt out with `ShopLayout`'s `hideMobileBar`.
 * A page inside `ShopLayout` may put its own action there instead (`MobileBarAction`): the product
 * page puts "Legg i handlekurven" where the thumb is.
 */
export function MobileBar({ className, 'data-testid': testId }: MobileBarProps) {
  const t = useTranslate();
  const { pathname } = useLocation();
  const current = (href: string) => (isCurrentPath(pathname, href) ? 'page' : undefined);
  const storeFinder = SHOP_ROUTES.storeFinder.pattern;
  const bookExam = SHOP_ROUTES.bookExam.pattern;
  const slot = useMobileBarSlot();
  return (
    <>
      <Spacer aria-hidden="true" />
      <Bar className={className} data-testid={testId}>
        {!slot?.taken && (
          <Shortcuts aria-label={t('shell.mobileBar.label')}>
            <ButtonLink
              href={storeFinder}
              variant="standalone"
              $variant="secondary"
              aria-current={current(storeFinder)}
            >
              <PinIcon size={18} />
              {t('shell.nav.findStore')}
            </ButtonLink>
            <ButtonLink
              href={bookExam}
              variant="standalone"
              $variant="primary"
              aria-current={current(bookExam)}
            >
              <EyeIcon size={18} />
              {t('shell.nav.bookExam')}
            </ButtonLink>
          </Shortcuts>
        )}
        <PageAction ref={slot?.setElement} />
      </Bar>
    </>
  );
}
