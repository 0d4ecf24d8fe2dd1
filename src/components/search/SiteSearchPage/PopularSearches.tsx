import { useId } from 'react';
import { useTranslate } from '../../../i18n/context';
import { buildSearchHref } from '../../../shop/routes';
import { POPULAR_SEARCHES } from '../../../shop/siteSearch';
import { SearchIcon } from '../../primitives/icons';
import { Popular, PopularLink, PopularList, PopularTitle } from './SiteSearchPage.styles';

/** The popular searches as links to their search page. */
export function PopularSearches() {
  const t = useTranslate();
  const titleId = useId();
  return (
    <Popular>
      <PopularTitle id={titleId}>{t('siteSearch.popular')}</PopularTitle>
      <PopularList aria-labelledby={titleId}>
        {POPULAR_SEARCHES.map((popular) => (
          <li key={popular}>
            <PopularLink href={buildSearchHref(popular)} variant="standalone">
              <SearchIcon size={16} />
              {popular}
            </PopularLink>
          </li>
        ))}
      </PopularList>
    </Popular>
  );
}
