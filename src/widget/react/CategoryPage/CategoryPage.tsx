import { useEffect, useId, type MouseEvent, type ReactNode } from 'react';
import { toSafeHref } from '../../../components/primitives/safeHref';
import type { PriceFormat } from '../../core/price';
import type { ProductCardTemplateComponent } from '../ProductCardTemplate';
import { WidgetNotConfigured } from '../WidgetProvider/WidgetNotConfigured';
import { useWidget, useWidgetLocation } from '../WidgetProvider/useWidget';
import { useCategoryPageState, type ListingStatus } from '../listing';
import { ListingLayout } from '../SearchPage/ListingLayout';
import { useListingCardKit } from '../SearchPage/ListingGrid';
import { Message, VisuallyHidden } from '../SearchPage/ListingLayout.styles';
import { Count, Header, Page } from '../SearchPage/SearchPage.styles';
import { Crumbs, CrumbsSkeleton, QuickLinks, QuickLinksSkeleton, TitleSkeleton } from './CategoryPage.styles';

/** Props of {@link CategoryPage}. */
export interface CategoryPageProps {
  /** The category's shop path, e.g. `/solbriller/ray-ban`. @default the current path */
  categoryPath?: string;
  /** The category's listing id, when the host knows it. */
  listingId?: string;
  /** Tells category pages on one document apart (`uniqueInstanceKeyForState`). @default '' */
  instanceKey?: string;
  /** The heading until the listing's own title arrives (else a placeholder of its size). */
  title?: string;
  /** The card template of the grid. @default ProductCardTemplate */
  productCard?: ProductCardTemplateComponent;
  /** How prices are written. @default 2 decimals, '.' decimal and ',' thousands delimiters */
  priceFormat?: PriceFormat;
  /** The image resize service; see `SearchModal`'s `imageServiceUrl`. */
  imageServiceUrl?: string;
  /** Hosts images may load from without a service. @default DEFAULT_WIDGET_IMAGE_HOSTS */
  allowedImageHosts?: readonly string[];
  /**
   * Shown in place of the page when the listing fails (e.g. the path is no category: the host
   * tries it as a product). @default the failed message
   */
  fallback?: ReactNode;
  /** Called when the page's loading state changes (the host's route progress, analytics). */
  onStatusChange?: (status: ListingStatus) => void;
  /** Shown under the title (e.g. the host's search field). */
  children?: ReactNode;
  className?: string;
}

/**
 * A category page of the widget (widget spec, sections 2 to 9): the listing of a category path
 * from `/v2/product-listing`, with breadcrumb, quick links to related categories, the title (and
 * `metaTitleSuffix` in `document.title`), filters (a sidebar on desktop, a sheet on mobile),
 * sorting and "show more". Filters and sorting live in the URL (an override query id is read
 * from it unless `disableOverrideQueryId`); coming back from a product lands where the shopper
 * was. Cards carry `data-product-listing-result-id`. One per instance key; needs a configured
 * `WidgetProvider`.
 * @example <CategoryPage categoryPath="/solbriller/ray-ban" priceFormat={NOK} />
 */
export function CategoryPage(props: CategoryPageProps) {
  const { onStatusChange } = props;
  const widget = useWidget();
  const page = useCategoryPageState({
    categoryPath: props.categoryPath,
    listingId: props.listingId,
    instanceKey: props.instanceKey,
  });
  const kit = useListingCardKit(widget, props);
  const headingId = useId();
  const location = useWidgetLocation();
  const { status } = page;
  useEffect(() => onStatusChange?.(status), [onStatusChange, status]);

  if (!widget || !kit) return <WidgetNotConfigured component="categoryPage" className={props.className} />;
  if (status === 'failed' && props.fallback !== undefined) return <>{props.fallback}</>;
  const { t } = widget;
  const follow = (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (widget.navigate(href, { event })) event.preventDefault();
  };
  const links = (items: readonly { title: string; page_url: string }[]) =>
    items
      .map((item) => ({ title: item.title, href: toSafeHref(item.page_url) }))
      .filter((item): item is { title: string; href: string } => !!item.href);
  const crumbs = links(page.breadcrumb);
  const quickLinks = links(page.quickLinks);
  const title = page.title ?? props.title;
  const none = status === 'ready' && page.total === 0;
  // Until the first answer, the trail and the quick links keep the room they will take, so the
  // listing below does not move down when they arrive (layout shift). Below the top level a
  // category has a trail; the quick links' row is what most categories have.
  const waiting = status === 'loading' && page.answer === null;
  const depth = (props.categoryPath ?? location.pathname).split('/').filter(Boolean).length;

  return (
    <Page aria-labelledby={headingId} className={props.className} data-glimt-category-page={status}>
      <Header>
        {waiting && depth > 1 && <CrumbsSkeleton aria-hidden="true" />}
        {crumbs.length > 1 && (
          <Crumbs aria-label={t('breadcrumb')}>
            <ol>
              {crumbs.map((crumb, index) => (
                <li key={crumb.href}>
                  <a
                    href={crumb.href}
                    onClick={follow(crumb.href)}
                    aria-current={index === crumbs.length - 1 ? 'page' : undefined}
                  >
                    {crumb.title}
                  </a>
                </li>
              ))}
            </ol>
          </Crumbs>
        )}
        {/* Focusable from script (not by Tab): focus goes here when the last filter is removed. */}
        <h1 id={headingId} tabIndex={-1}>
          {title ?? (
            <>
              <TitleSkeleton aria-hidden="true" />
              <VisuallyHidden>{t('loading')}</VisuallyHidden>
            </>
          )}
        </h1>
        <Count role="status">
          {status === 'ready' || status === 'loading-more' ? t('productCount', { count: page.total }) : ''}
        </Count>
        {waiting && (
          <QuickLinksSkeleton aria-hidden="true">
            <span />
            <span />
            <span />
          </QuickLinksSkeleton>
        )}
        {quickLinks.length > 0 && (
          <nav aria-label={t('relatedCategories')}>
            <QuickLinks>
              {quickLinks.map((link) => (
                <li key={link.href}>
                  <a href={link.href} onClick={follow(link.href)}>
                    {link.title}
                  </a>
                </li>
              ))}
            </QuickLinks>
          </nav>
        )}
        {props.children}
      </Header>
      <ListingLayout
        page={page}
        placement="listing"
        kit={kit}
        t={t}
        labelledBy={headingId}
        instead={
          status === 'failed' ? (
            <Message role="alert">
              <p>{t('listingFailed')}</p>
            </Message>
          ) : none ? (
            <Message>
              <p>{t('noProducts')}</p>
            </Message>
          ) : undefined
        }
      />
    </Page>
  );
}
