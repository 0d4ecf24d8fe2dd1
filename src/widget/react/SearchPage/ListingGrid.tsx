import { memo, useMemo, useState, type MouseEvent, type ReactNode } from 'react';
import { css, styled } from 'styled-components';
import { toSafeHref } from '../../../components/primitives/safeHref';
import { productCardDataAttributes, type ProductCardPlacement } from '../../core/productCard';
import type { ProductDisplay } from '../../core/schemas';
import { LISTING_PAGE_SIZE } from '../../core/listing/paging';
import { space } from '../../../theme/tokens';
import { WidgetErrorBoundary } from '../ErrorBoundary';
import { ProductCardSkeleton } from '../ProductCardSkeleton';
import { skeletonGroupPulse } from '../../../components/primitives/Skeleton';
import { useCardKit, type CardKit } from '../recommendations/RecommendationCard';
import { ListingPictureOrder } from '../listingPictures';

/** The card columns: two, three from 600 px of the listing's width, four from 900 px. */
const columns = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[2]};
  @container (min-width: 600px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  @container (min-width: 900px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

/** The list: its pages one under the other, a row's gap between them. */
const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

/**
 * One page of cards (48: whole rows in two, three and four columns), a grid of its own. Pages
 * after the first are laid out and painted only when near the viewport (`content-visibility`): a
 * page, not each card, so that 600 cards are 12 boxes to the browser when it hit-tests a click,
 * lays out a change above them (a new chip) and walks the page before painting, instead of 600.
 * The first page renders whole (what the shopper sees first). `auto` keeps a page's last rendered
 * height; before that, an estimate from the container's width.
 */
const Page = styled.div<{ $deferred: boolean }>`
  ${columns}
  ${({ $deferred }) =>
    $deferred &&
    css`
      content-visibility: auto;
      contain-intrinsic-block-size: auto ${estimatedPageHeight(2)};
      @container (min-width: 600px) {
        contain-intrinsic-block-size: auto ${estimatedPageHeight(3)};
      }
      @container (min-width: 900px) {
        contain-intrinsic-block-size: auto ${estimatedPageHeight(4)};
      }
    `}
`;

// The placeholder page pulses as one layer, its cards still inside it.
const SkeletonPage = styled(Page)`
  ${skeletonGroupPulse}
`;

/**
 * A page's height before it was ever rendered: its rows of cards about as tall as they are wide
 * (a square picture; the container's width is `100cqi`), and the gaps between them.
 */
function estimatedPageHeight(columnCount: number): string {
  const rows = Math.ceil(LISTING_PAGE_SIZE / columnCount);
  // The default theme's gaps: only an estimate, replaced by the page's own height once shown.
  return `calc(${rows} * (100cqi - ${columnCount - 1} * ${space[2]}) / ${columnCount} + ${rows - 1} * ${space[3]})`;
}

const CardLink = styled.a`
  display: block;
  height: 100%;
  border-radius: ${({ theme }) => theme.radii.md};
  color: inherit;
  text-decoration: none;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

interface ListingCardProps {
  display: ProductDisplay;
  href: string | undefined;
  index: number;
  placement: Extract<ProductCardPlacement, 'search' | 'listing'>;
  kit: CardKit;
  onFollow: (display: ProductDisplay) => void;
}

/** One product of a listing: a link with the tracking attributes around the card template. */
const ListingCard = memo(function ListingCard({
  display,
  href,
  index,
  placement,
  kit,
  onFollow,
}: ListingCardProps) {
  const { widget, template: Template } = kit;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onFollow(display);
    if (href && widget.navigate(href, { event })) event.preventDefault();
  };
  return (
    <CardLink href={href} onClick={onClick} {...productCardDataAttributes(display, placement)}>
      <WidgetErrorBoundary
        message={widget.t('productCardFailed')}
        reportError={widget.env.reportError}
        compact
      >
        <Template
          display={display}
          placement={placement}
          index={index}
          t={widget.t}
          formatPrice={kit.formatPrice}
          getImage={kit.getImage}
        />
      </WidgetErrorBoundary>
    </CardLink>
  );
});

type ListingItemsProps = Pick<ListingGridProps, 'displays' | 'hrefs' | 'placement' | 'kit' | 'onFollow'>;

/**
 * The grid's pages of cards, memoised as a whole: a render of the page that leaves the products as
 * they are (a ticked filter while its listing loads, the busy flag, the chips) skips all 600 of
 * them instead of visiting each.
 */
const ListingItems = memo(function ListingItems({
  displays,
  hrefs,
  placement,
  kit,
  onFollow,
}: ListingItemsProps) {
  const pages: ReactNode[] = [];
  for (let start = 0; start < displays.length; start += LISTING_PAGE_SIZE) {
    pages.push(
      <Page key={start} $deferred={start > 0} data-glimt-listing-page="">
        {displays.slice(start, start + LISTING_PAGE_SIZE).map((display, offset) => {
          const index = start + offset;
          return (
            <div role="listitem" key={`${display.product_id}-${index}`}>
              <ListingCard
                display={display}
                href={hrefs?.[index] ?? toSafeHref(display.localized_page_url ?? display.page_url)}
                index={index}
                placement={placement}
                kit={kit}
                onFollow={onFollow}
              />
            </div>
          );
        })}
      </Page>,
    );
  }
  return pages;
});

/** Props of {@link ListingGrid}. */
export interface ListingGridProps {
  displays: readonly ProductDisplay[];
  hrefs: readonly string[] | null;
  placement: Extract<ProductCardPlacement, 'search' | 'listing'>;
  kit: CardKit;
  /** Placeholder cards shown after the products (the first page's, or the next page's). */
  skeletons: number;
  /** Whether the products shown are about to be replaced (a filter or sorting change loading). */
  busy?: boolean;
  /** Called before a product is followed (to store where the shopper was). */
  onFollow: (display: ProductDisplay) => void;
  labelledBy?: string;
  /** Minimum height while scroll restoration waits for the results, in px. */
  minHeight?: number;
}

/**
 * The product grid of a listing page: cards, then placeholders of the final size while loading.
 * The first cards' pictures load before the others' (`ListingPictureOrder`).
 */
export function ListingGrid({
  displays,
  hrefs,
  placement,
  kit,
  skeletons,
  busy = false,
  onFollow,
  labelledBy,
  minHeight = 0,
}: ListingGridProps) {
  // Products that do not continue the ones shown ("show more" keeps the first and adds) are another
  // listing and get a list element of their own: the old cards then leave with the old list in one
  // step instead of one by one (600 removals).
  const first = displays[0]?.product_id;
  const [listing, setListing] = useState({ first, length: displays.length, generation: 0 });
  if (listing.first !== first || listing.length !== displays.length) {
    const continues = listing.first === first && displays.length > listing.length;
    setListing({
      first,
      length: displays.length,
      generation: continues ? listing.generation : listing.generation + 1,
    });
  }
  return (
    <ListingPictureOrder cardCount={displays.length}>
      <List
        key={listing.generation}
        role="list"
        aria-labelledby={labelledBy}
        aria-busy={busy || skeletons > 0 || undefined}
        data-glimt-listing-grid=""
        style={minHeight > 0 ? { minHeight } : undefined}
      >
        <ListingItems displays={displays} hrefs={hrefs} placement={placement} kit={kit} onFollow={onFollow} />
        {skeletons > 0 && (
          // Its own page: the products before it fill whole rows (pages of 48).
          <SkeletonPage data-glimt-skeleton-group="" $deferred={false} aria-hidden="true">
            {Array.from({ length: skeletons }, (_, index) => (
              <div key={`skeleton-${index}`}>
                <ProductCardSkeleton />
              </div>
            ))}
          </SkeletonPage>
        )}
      </List>
    </ListingPictureOrder>
  );
}

/**
 * The card kit of a listing page, one object while its parts stay the same (the cards are memoised
 * on it: a filter change beside 600 cards must not re-render them all).
 */
export function useListingCardKit(...args: Parameters<typeof useCardKit>): CardKit | null {
  const kit = useCardKit(...args);
  const { widget, template, formatPrice, getImage } = kit ?? {};
  return useMemo(
    () =>
      widget && template && formatPrice && getImage ? { widget, template, formatPrice, getImage } : null,
    [widget, template, formatPrice, getImage],
  );
}
