import { useTranslate } from '../../../i18n/context';
import type { SiteSearchPagerView } from '../../../shop/siteSearchDisplay';
import { ChevronLeftIcon, ChevronRightIcon } from '../../primitives/icons';
import { PagerLink, PagerNav, PagerStatus } from './SiteSearchPage.styles';

/** Props of {@link SiteSearchPager}. */
export interface SiteSearchPagerProps {
  /** The pages of product hits, from `siteSearchPageView`. */
  pager: SiteSearchPagerView;
}

/**
 * The links to the pages of product hits before and after the one shown, with where it stands
 * ("Side 2 av 4"), so every hit can be reached. The links go through the navigation adapter and
 * scroll to the top of the new page.
 */
export function SiteSearchPager({ pager }: SiteSearchPagerProps) {
  const t = useTranslate();
  return (
    <PagerNav aria-label={t('siteSearchPage.pager')}>
      {pager.previousHref !== null && (
        <PagerLink href={pager.previousHref} variant="standalone" navigateOptions={{ scroll: true }}>
          <ChevronLeftIcon size={18} />
          {t('siteSearchPage.previousPage')}
        </PagerLink>
      )}
      <PagerStatus>{pager.label}</PagerStatus>
      {pager.nextHref !== null && (
        <PagerLink href={pager.nextHref} variant="standalone" navigateOptions={{ scroll: true }}>
          {t('siteSearchPage.nextPage')}
          <ChevronRightIcon size={18} />
        </PagerLink>
      )}
    </PagerNav>
  );
}
