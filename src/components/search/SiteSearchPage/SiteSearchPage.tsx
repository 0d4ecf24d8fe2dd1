import { useId } from 'react';
import { useTranslate } from '../../../i18n/context';
import { useLocation } from '../../../navigation/context';
import { parseSearchParams } from '../../../shop/routes';
import { SITE_SEARCH_MIN_QUERY_LENGTH, normalizeSearchQuery } from '../../../shop/siteSearch';
import { siteSearchPageRequest, siteSearchPageView } from '../../../shop/siteSearchDisplay';
import { Button } from '../../primitives/Button';
import { SearchIcon } from '../../primitives/icons';
import { TextField } from '../../primitives/TextField';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { SiteSearchCardsSkeleton, SiteSearchPageGroup } from '../SiteSearchResults';
import { useSiteSearch } from '../useSiteSearch';
import { PopularSearches } from './PopularSearches';
import { ScopeSwitcher } from './ScopeSwitcher';
import { SiteSearchPager } from './SiteSearchPager';
import {
  ErrorBox,
  FieldSlot,
  Form,
  Notice,
  NoticeText,
  NoticeTitle,
  Page,
  Results,
  SubmitSlot,
  Title,
} from './SiteSearchPage.styles';
import { useSearchPageForm } from './useSearchPageForm';

/**
 * The search page, `/search?q={text}` with an optional `s=stores`, `s=products` or `s=articles`
 * (shop spec, section 2). It reads `q` and `s` from the current location (`useLocation()`), so it
 * follows the router.
 *
 * - A search form at the top (at least 2 characters; a shorter query shows a message, an empty
 *   submit does nothing) that goes to `/search?q=…`.
 * - Hits in groups (products, categories, stores, cities, content pages) with their counts, and a
 *   switcher of links that narrows the page to one result type by changing `s` through the
 *   navigation adapter; the active one has `aria-current="page"`.
 * - Product hits come 24 a page, with links to the pages before and after ("Side 2 av 4"), so
 *   every hit the counts promise can be reached.
 * - States: no query (popular searches), loading (skeletons), no results, error (with a retry; the
 *   error is also logged), results. The number of hits is announced in a polite live region.
 */
export function SiteSearchPage() {
  const t = useTranslate();
  const location = useLocation();
  const { query: rawQuery, scope, page } = parseSearchParams(location.search);
  const query = normalizeSearchQuery(rawQuery);
  const search = useSiteSearch(query, { debounceMs: 0, page: siteSearchPageRequest(page) });
  const headingBase = useId();
  const form = useSearchPageForm(rawQuery);
  const view = siteSearchPageView(
    { query, scope, page, status: search.status, response: search.response },
    t,
  );
  const showTooShort = form.tooShort || view.showPopularOnly;

  return (
    <Page data-testid="site-search-page">
      <Title>{view.title}</Title>
      <Form role="search" onSubmit={form.submit} noValidate>
        <FieldSlot>
          <TextField
            label={t('siteSearchPage.inputLabel')}
            value={form.value}
            onChange={form.change}
            type="text"
            inputMode="search"
            enterKeyHint="search"
            autoComplete="off"
            name="q"
            isInvalid={showTooShort}
            errorMessage={t('siteSearch.minLength', { min: SITE_SEARCH_MIN_QUERY_LENGTH })}
          />
        </FieldSlot>
        <SubmitSlot>
          <Button type="submit" icon={<SearchIcon size={18} />}>
            {t('siteSearch.submit')}
          </Button>
        </SubmitSlot>
      </Form>

      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {view.announcement}
      </VisuallyHidden>

      {view.searchable && <ScopeSwitcher query={query} scope={scope} counts={view.counts} />}

      <Results aria-busy={search.status === 'loading' || undefined}>
        {view.showIntro && (
          <Notice>
            <NoticeText>{t('siteSearchPage.emptyText')}</NoticeText>
            <PopularSearches />
          </Notice>
        )}
        {view.showPopularOnly && <PopularSearches />}
        {view.showSkeleton && <SiteSearchCardsSkeleton cards={8} />}
        {view.showError && (
          <ErrorBox data-testid="site-search-error">
            <p>{t('siteSearchPage.error')}</p>
            <Button variant="secondary" onPress={search.retry}>
              {t('siteSearchPage.retry')}
            </Button>
          </ErrorBox>
        )}
        {view.showNoResults && (
          <Notice data-testid="site-search-no-results">
            <NoticeTitle>{t('siteSearch.noResults', { query })}</NoticeTitle>
            <NoticeText>{t('siteSearch.noResultsHint')}</NoticeText>
            <PopularSearches />
          </Notice>
        )}
        {view.groups.map((group) => (
          <SiteSearchPageGroup key={group.key} group={group} headingId={`${headingBase}-${group.key}`} />
        ))}
        {view.pager && <SiteSearchPager pager={view.pager} />}
      </Results>
    </Page>
  );
}
