import { useEffect, useRef } from 'react';
import { layoutSendsPageView } from '../../shop/pageView';
import { useShopAnalytics } from '../session/useShopAnalytics';

/**
 * One `page_view` for each path the shopper arrives at, through the shop's analytics and its consent
 * gate. A path, not a URL: a size, a filter or a sort in the query is the same page (a colour is a
 * path of its own). The product page sends its own, with its product's name; here the title is left
 * to the tag manager (the page sets `document.title` when its content arrives).
 */
export function usePageViews(location: { pathname: string; search: string }): void {
  const analytics = useShopAnalytics();
  const latest = useRef({ analytics, search: location.search });
  latest.current = { analytics, search: location.search };
  const { pathname } = location;
  useEffect(() => {
    if (!layoutSendsPageView(pathname)) return;
    latest.current.analytics.pageView({
      path: `${pathname}${latest.current.search}`,
      location: window.location.href,
    });
  }, [pathname]);
}
