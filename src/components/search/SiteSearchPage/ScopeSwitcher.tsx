import { useTranslate } from '../../../i18n/context';
import { buildSearchHref, type SearchScope } from '../../../shop/routes';
import { SITE_SEARCH_SCOPES } from '../../../shop/siteSearch';
import { SITE_SEARCH_SCOPE_LABEL_KEYS } from '../../../shop/siteSearchDisplay';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { ScopeCount, ScopeLink, ScopeList, ScopeNav } from './SiteSearchPage.styles';

const SCOPES: ReadonlyArray<SearchScope | 'all'> = /* @__PURE__ */ (
  ['all'] as Array<SearchScope | 'all'>
).concat(SITE_SEARCH_SCOPES);

/** Props of {@link ScopeSwitcher}. */
export interface ScopeSwitcherProps {
  /** The searched query the links keep. */
  query: string;
  /** The current result type (`null`: all). */
  scope: SearchScope | null;
  /** Hits per result type, once there is an answer. */
  counts: Readonly<Record<SearchScope | 'all', number>> | null;
}

/**
 * The result type switcher: links that change `s` through the navigation adapter, the current one
 * with `aria-current="page"`, each with its count (read out as "n treff").
 */
export function ScopeSwitcher({ query, scope, counts }: ScopeSwitcherProps) {
  const t = useTranslate();
  return (
    <ScopeNav aria-label={t('siteSearchPage.scopeNav')}>
      <ScopeList>
        {SCOPES.map((entry) => {
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
                {t(SITE_SEARCH_SCOPE_LABEL_KEYS[entry])}
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
  );
}
