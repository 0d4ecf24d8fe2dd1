import { useId, useState, type FormEvent } from 'react';
import { styled, css } from 'styled-components';
import { useLocation, useNavigation, useTranslate } from '../../shop/GlimtProvider';
import { buildSearchHref, parseSearchParams, type SearchScope } from '../../shop/routes';
import {
  POPULAR_SEARCHES,
  SITE_SEARCH_MIN_QUERY_LENGTH,
  SITE_SEARCH_SCOPES,
  countSiteSearchHitsByScope,
  groupSiteSearchResults,
  isSearchableQuery,
  isSiteSearchEmpty,
  normalizeSearchQuery,
} from '../../shop/siteSearch';
import { Button } from '../primitives/Button';
import { SearchIcon } from '../primitives/icons';
import { Link } from '../primitives/Link';
import { TextField } from '../primitives/TextField';
import { VisuallyHidden } from '../primitives/VisuallyHidden';
import { SiteSearchCardsSkeleton, SiteSearchPageGroup } from './SiteSearchResults';
import { useSiteSearch } from './useSiteSearch';

const Page = styled.div`
  width: 100%;
  max-width: 1180px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[2]} ${theme.space[6]}`};
  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => `${theme.space[5]} ${theme.space[4]} ${theme.space[8]}`};
  }
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  overflow-wrap: anywhere;
  ${({ theme }) => theme.media.tablet} {
    font-size: ${({ theme }) => theme.fontSizes.display};
  }
`;

const Form = styled.form`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1]};
  max-width: 640px;
  margin-top: ${({ theme }) => theme.space[3]};
`;

const FieldSlot = styled.div`
  flex: 1 1 auto;
  min-width: 0;
`;

const SubmitSlot = styled.div`
  flex: none;
  /* Lines the button up with the input under the field's label (label line plus its margin). */
  padding-top: calc(${({ theme }) => theme.fontSizes.md} * ${({ theme }) => theme.lineHeights.normal} + 8px);
`;

const ScopeNav = styled.nav`
  /* Contains the links' visually hidden counts, so they cannot widen the page. */
  position: relative;
  margin-top: ${({ theme }) => theme.space[4]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
  overflow-x: auto;
  scrollbar-width: none;
`;

const ScopeList = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space[0.5]};
  margin: 0;
  padding: 0 0 0 2px;
  list-style: none;
`;

const ScopeLink = styled(Link)<{ $active: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: 48px;
  padding: ${({ theme }) => `0 ${theme.space[1.5]}`};
  margin-bottom: -1px;
  border-bottom: 3px solid transparent;
  border-radius: ${({ theme }) => `${theme.radii.sm} ${theme.radii.sm} 0 0`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  white-space: nowrap;
  outline-offset: -3px;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    border-bottom-color: ${({ theme }) => theme.colors.divider};
  }
  /* The active link is marked by its bar, not by the underline Link gives aria-current. */
  &&[aria-current]:not([aria-current='false']) {
    text-decoration-line: none;
  }
  ${({ $active, theme }) =>
    $active &&
    css`
      &,
      &:hover {
        color: ${theme.colors.text};
        font-weight: ${theme.fontWeights.semibold};
        border-bottom-color: ${theme.colors.accent};
        text-decoration: none;
      }
    `}
`;

const ScopeCount = styled.span`
  min-width: 24px;
  padding: 1px 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.stage};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-variant-numeric: tabular-nums;
  text-align: center;
`;

const Results = styled.div`
  margin-top: ${({ theme }) => theme.space[4]};
`;

const Notice = styled.div`
  max-width: 640px;
`;

const NoticeTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  overflow-wrap: anywhere;
`;

const NoticeText = styled.p`
  margin-top: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ErrorBox = styled.div`
  max-width: 640px;
  padding: ${({ theme }) => theme.space[2]};
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSubtle};
  p {
    margin-bottom: ${({ theme }) => theme.space[1.5]};
  }
`;

const Popular = styled.div`
  margin-top: ${({ theme }) => theme.space[3]};
`;

const PopularTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const PopularList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  margin: ${({ theme }) => theme.space[1.5]} 0 0;
  padding: 0;
  list-style: none;
`;

const PopularLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    background: ${({ theme }) => theme.colors.subtle};
    border-color: ${({ theme }) => theme.colors.text};
  }
  svg {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const SCOPE_LABEL_KEYS = {
  all: 'siteSearchPage.scope.all',
  products: 'siteSearchPage.scope.products',
  stores: 'siteSearchPage.scope.stores',
  articles: 'siteSearchPage.scope.articles',
} as const;

function PopularSearches() {
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
 * - States: no query (popular searches), loading (skeletons), no results, error (with a retry; the
 *   error is also logged), results. The number of hits is announced in a polite live region.
 */
export function SiteSearchPage() {
  const t = useTranslate();
  const navigation = useNavigation();
  const location = useLocation();
  const { query: rawQuery, scope } = parseSearchParams(location.search);
  const query = normalizeSearchQuery(rawQuery);
  const search = useSiteSearch(query, { debounceMs: 0 });
  const headingBase = useId();

  // The field follows the URL's query, and the visitor's edits until the next search.
  const [value, setValue] = useState(rawQuery);
  const [shownQuery, setShownQuery] = useState(rawQuery);
  const [tooShort, setTooShort] = useState(false);
  if (shownQuery !== rawQuery) {
    setShownQuery(rawQuery);
    setValue(rawQuery);
    setTooShort(false);
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = normalizeSearchQuery(value);
    if (next === '') {
      // An empty submit does nothing.
      setTooShort(false);
      return;
    }
    if (!isSearchableQuery(next)) {
      setTooShort(true);
      return;
    }
    setTooShort(false);
    navigation.navigate(buildSearchHref(next));
  };

  const hasQuery = query !== '';
  const searchable = isSearchableQuery(query);
  const response = search.status === 'success' || search.status === 'empty' ? search.response : null;
  const counts = response ? countSiteSearchHitsByScope(response) : null;
  const groups = response ? groupSiteSearchResults(response, { scope }) : [];
  const scopeEmpty = response ? isSiteSearchEmpty(response, scope) : false;
  const showTooShort = tooShort || (hasQuery && !searchable);

  const announcement =
    search.status === 'loading'
      ? t('siteSearch.searching')
      : response && counts
        ? scopeEmpty
          ? t('siteSearch.noResults', { query })
          : t('siteSearch.resultCount', { count: counts[scope ?? 'all'], query })
        : search.status === 'error'
          ? t('siteSearchPage.error')
          : '';

  const scopes: Array<SearchScope | 'all'> = ['all', ...SITE_SEARCH_SCOPES];

  return (
    <Page data-testid="site-search-page">
      <Title>{searchable ? t('siteSearchPage.resultsTitle', { query }) : t('siteSearchPage.title')}</Title>
      <Form role="search" onSubmit={submit} noValidate>
        <FieldSlot>
          <TextField
            label={t('siteSearchPage.inputLabel')}
            value={value}
            onChange={(next) => {
              setValue(next);
              if (tooShort && (normalizeSearchQuery(next) === '' || isSearchableQuery(next)))
                setTooShort(false);
            }}
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
        {announcement}
      </VisuallyHidden>

      {searchable && (
        <ScopeNav aria-label={t('siteSearchPage.scopeNav')}>
          <ScopeList>
            {scopes.map((entry) => {
              const active = (scope ?? 'all') === entry;
              const count = counts?.[entry];
              return (
                <li key={entry}>
                  <ScopeLink
                    href={entry === 'all' ? buildSearchHref(query) : buildSearchHref(query, entry)}
                    variant="standalone"
                    aria-current={active ? 'page' : undefined}
                    navigateOptions={{ scroll: true }}
                    $active={active}
                  >
                    {t(SCOPE_LABEL_KEYS[entry])}
                    {count !== undefined && (
                      <>
                        <ScopeCount aria-hidden="true">{count}</ScopeCount>
                        <VisuallyHidden>{t('siteSearchPage.groupCount', { count })}</VisuallyHidden>
                      </>
                    )}
                  </ScopeLink>
                </li>
              );
            })}
          </ScopeList>
        </ScopeNav>
      )}

      <Results aria-busy={search.status === 'loading' || undefined}>
        {!hasQuery && (
          <Notice>
            <NoticeText>{t('siteSearchPage.emptyText')}</NoticeText>
            <PopularSearches />
          </Notice>
        )}
        {hasQuery && !searchable && <PopularSearches />}
        {search.status === 'loading' && <SiteSearchCardsSkeleton cards={8} />}
        {search.status === 'error' && (
          <ErrorBox data-testid="site-search-error">
            <p>{t('siteSearchPage.error')}</p>
            <Button variant="secondary" onPress={search.retry}>
              {t('siteSearchPage.retry')}
            </Button>
          </ErrorBox>
        )}
        {response && scopeEmpty && (
          <Notice data-testid="site-search-no-results">
            <NoticeTitle>{t('siteSearch.noResults', { query })}</NoticeTitle>
            <NoticeText>{t('siteSearch.noResultsHint')}</NoticeText>
            <PopularSearches />
          </Notice>
        )}
        {response &&
          !scopeEmpty &&
          groups.map((group) => (
            <SiteSearchPageGroup key={group.key} group={group} headingId={`${headingBase}-${group.key}`} />
          ))}
      </Results>
    </Page>
  );
}
