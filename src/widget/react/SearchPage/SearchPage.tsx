import { useCallback, useId, useRef, type MouseEvent } from 'react';
import { toSafeHref } from '../../../components/primitives/safeHref';
import type { PriceFormat } from '../../core/price';
import type { ProductCardTemplateComponent } from '../ProductCardTemplate';
import { RecommendationGrid } from '../RecommendationGrid';
import { SearchField, type SearchFieldProps } from '../SearchField';
import { WidgetNotConfigured } from '../WidgetProvider/WidgetNotConfigured';
import { WidgetContext, useWidget } from '../WidgetProvider/useWidget';
import { useSearchPageState } from '../listing';
import { ListingLayout } from './ListingLayout';
import { useListingCardKit } from './ListingGrid';
import { Message } from './ListingLayout.styles';
import { NoResults } from './NoResults';
import { RestoreToast } from './RestoreToast';
import { ContentResults, Count, FieldSlot, Header, Page, TextButton } from './SearchPage.styles';
import { useSearchFieldOnPage } from './useSearchFieldOnPage';

/** Recommended products per row on the search page (the grid's widest column count). */
const RECOMMENDATIONS_PER_ROW = 4;

/** Props of {@link SearchPage}. */
export interface SearchPageProps {
  /** Tells search pages on one document apart (`uniqueInstanceKeyForState`). @default '' */
  instanceKey?: string;
  /** The card template of the grid. @default ProductCardTemplate */
  productCard?: ProductCardTemplateComponent;
  /** How prices are written. @default 2 decimals, '.' decimal and ',' thousands delimiters */
  priceFormat?: PriceFormat;
  /** The image resize service; see `SearchModal`'s `imageServiceUrl`. */
  imageServiceUrl?: string;
  /** Hosts images may load from without a service. @default DEFAULT_WIDGET_IMAGE_HOSTS */
  allowedImageHosts?: readonly string[];
  /** Options of the page's search field (and the modal it opens). */
  searchField?: Omit<SearchFieldProps, 'className'>;
  /** Level of the page's heading. @default 1 */
  headingLevel?: 1 | 2;
  className?: string;
}

/**
 * The widget's search page (widget spec, sections 2 to 9), for the `searchPagePath` route: the
 * search field (a new search here clears the filters and offers to restore them), the query as
 * heading, the count, content results, the products with filters (a sidebar on desktop, a sheet
 * on mobile), sorting and "show more", products related to the query when few or none are found
 * (`/v2/search/related`), and the failed state. Query, filters and sorting live in the URL, so
 * back and forward step through them and a shared link shows the same page; coming back from a
 * product lands where the shopper was. One per instance key; needs a configured `WidgetProvider`.
 * @example <SearchPage priceFormat={NOK} />
 */
export function SearchPage(props: SearchPageProps) {
  const widget = useWidget();
  const page = useSearchPageState({ instanceKey: props.instanceKey });
  const kit = useListingCardKit(widget, props);
  const fieldWidget = useSearchFieldOnPage(widget, page.newQuery, page.fieldValue, page.setFieldValue);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const focusHeading = useCallback(() => heading.current, []);

  if (!widget || !kit || !fieldWidget)
    return <WidgetNotConfigured component="searchPage" className={props.className} />;
  const { t } = widget;
  const { query, status, answer } = page;
  const Heading = props.headingLevel === 2 ? 'h2' : 'h1';
  const follow = (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (widget.navigate(href, { event })) event.preventDefault();
  };

  const failed = status === 'failed';
  const none = status === 'ready' && answer !== null && answer.n_hits === 0;
  const contentResults = page.contentResults
    .map((link) => ({ title: link.title, href: toSafeHref(link.page_url) }))
    .filter((link): link is { title: string; href: string } => !!link.href);

  return (
    <Page aria-labelledby={headingId} className={props.className} data-glimt-search-page={status}>
      <Header>
        <FieldSlot>
          <WidgetContext.Provider value={fieldWidget}>
            <SearchField priceFormat={props.priceFormat} {...props.searchField} />
          </WidgetContext.Provider>
        </FieldSlot>
        <Heading id={headingId} ref={heading} tabIndex={-1}>
          {query ? t('searchResultsFor', { query }) : t('searchLabel')}
        </Heading>
        {query && (
          <Count role="status">
            {status === 'ready' || status === 'loading-more'
              ? t('resultCount', { count: page.resultCount })
              : ''}
          </Count>
        )}
      </Header>
      {query && (
        <ListingLayout
          page={page}
          placement="search"
          kit={kit}
          t={t}
          labelledBy={headingId}
          instead={
            failed ? (
              <Message role="alert">
                <p>{t('searchFailed')}</p>
              </Message>
            ) : none ? (
              <NoResults query={query} widget={widget} />
            ) : undefined
          }
          beforeGrid={
            contentResults.length > 0 && (
              <ContentResults aria-label={t('contentResultsHeading')}>
                <h2>{t('contentResultsHeading')}</h2>
                <ul>
                  {contentResults.map((link) => (
                    <li key={link.href}>
                      <a href={link.href} onClick={follow(link.href)}>
                        {link.title}
                      </a>
                    </li>
                  ))}
                </ul>
                {page.hasMoreContentResults && (
                  <TextButton type="button" onClick={page.showMoreContentResults}>
                    {t('showMoreContentResults')}
                  </TextButton>
                )}
              </ContentResults>
            )
          }
          afterGrid={
            page.showRecommendations && (
              <>
                {/* Products related to what was searched (`/v2/search/related`), not the general ones. */}
                <RecommendationGrid
                  kind="related"
                  query={query}
                  limit={Math.min(50, page.recommendationRows * RECOMMENDATIONS_PER_ROW)}
                  title={t('fewResultsRecommendations')}
                  productCard={props.productCard}
                  priceFormat={props.priceFormat}
                  imageServiceUrl={props.imageServiceUrl}
                  allowedImageHosts={props.allowedImageHosts}
                />
                <TextButton type="button" onClick={page.showMoreRecommendations}>
                  {t('showMore')}
                </TextButton>
              </>
            )
          }
        />
      )}
      <RestoreToast
        offered={page.restoreOffered}
        onRestore={page.restore}
        onDismiss={page.dismissRestore}
        t={t}
        returnFocusTo={focusHeading}
      />
    </Page>
  );
}
