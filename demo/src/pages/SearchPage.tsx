import { SiteSearchPage } from '@glimt/ui';

/**
 * `/search?q={text}` with an optional `s=stores|products|articles`: the library's search page, which
 * reads the query from the location itself.
 */
export function SearchPage() {
  return <SiteSearchPage />;
}
