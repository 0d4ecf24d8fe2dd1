// The looks of site search hits, shared by the overlay (as listbox options) and the search page (as
// links): product rows and cards, store, city, category and page rows, group sections and the
// loading skeletons. Internal to the search folder; only the overlay and the page are public.
import { useState, type ReactNode } from 'react';
import { styled, css } from 'styled-components';
import { useTranslate } from '../../shop/GlimtProvider';
import type { MessageKey } from '../../i18n/nb';
import type { Article } from '../../shop/schemas/article';
import {
  siteSearchImageSrc,
  siteSearchThumbnailSrc,
  type SiteSearchGroup,
  type SiteSearchGroupKey,
  type SiteSearchItem,
} from '../../shop/siteSearch';
import { Link } from '../primitives/Link';
import { Price } from '../primitives/Price';
import { Skeleton, SkeletonText } from '../primitives/Skeleton';

/** The message key of a group's heading. */
export const GROUP_TITLE_KEYS: Readonly<Record<SiteSearchGroupKey, MessageKey>> = {
  products: 'siteSearch.group.products',
  categories: 'siteSearch.group.categories',
  stores: 'siteSearch.group.stores',
  cities: 'siteSearch.group.cities',
  pages: 'siteSearch.group.pages',
};

// -----------------------------------------------------------------------------------------------
// Small pictures: a thumbnail, or a glyph on the stage grey when there is none
// -----------------------------------------------------------------------------------------------

function Glyph({ kind }: { kind: 'store' | 'city' | 'page' | 'category' }) {
  const paths: Record<typeof kind, ReactNode> = {
    store: (
      <>
        <path d="M4 10v9h16v-9" />
        <path d="M3 10l2-5h14l2 5a3 3 0 0 1-6 0 3 3 0 0 1-6 0 3 3 0 0 1-6 0z" />
        <path d="M10 19v-4h4v4" />
      </>
    ),
    city: (
      <>
        <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z" />
        <circle cx="12" cy="10" r="2.5" />
      </>
    ),
    page: (
      <>
        <path d="M7 3h7l4 4v14H7z" />
        <path d="M14 3v4h4M10 12h5M10 16h5" />
      </>
    ),
    category: (
      <>
        <circle cx="7" cy="14" r="3.5" />
        <circle cx="17" cy="14" r="3.5" />
        <path d="M10.5 14h3M3.5 14l1-5M20.5 14l-1-5" />
      </>
    ),
  };
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {paths[kind]}
    </svg>
  );
}

const ThumbFrame = styled.span<{ $size: number; $round: boolean }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  overflow: hidden;
  border-radius: ${({ $round, theme }) => ($round ? theme.radii.pill : theme.radii.md)};
  background: ${({ theme }) => theme.colors.stage};
  color: ${({ theme }) => theme.colors.textMuted};

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

/** A decorative picture of a hit (the text beside it names the hit): the image, else a glyph. */
function Thumb({
  src,
  size,
  glyph,
  round = false,
}: {
  src: string | null;
  size: number;
  glyph: 'store' | 'city' | 'page' | 'category';
  round?: boolean;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const show = src !== null && failed !== src;
  return (
    <ThumbFrame $size={size} $round={round} aria-hidden="true">
      {show ? (
        <img
          src={src}
          alt=""
          width={size}
          height={size}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(src)}
        />
      ) : (
        <Glyph kind={glyph} />
      )}
    </ThumbFrame>
  );
}

// -----------------------------------------------------------------------------------------------
// Hit rows (overlay options and page list links)
// -----------------------------------------------------------------------------------------------

const RowLayout = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1.5]};
  min-width: 0;
  width: 100%;
`;

const RowText = styled.span`
  display: flex;
  flex-direction: column;
  flex: 1 1 auto;
  min-width: 0;
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const Primary = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;

const Secondary = styled.span`
  margin-top: 2px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const Brand = styled.span`
  margin-bottom: 2px;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const PriceSlot = styled.span`
  flex: none;
  margin-left: auto;
  padding-left: ${({ theme }) => theme.space[1]};
  text-align: right;
`;

/** The price of a product hit: the unit part, with a campaign's ordinary price and "fra". */
function HitPrice({ article, size, className }: { article: Article; size: 'sm' | 'md'; className?: string }) {
  const unit = article.price.unit;
  return (
    <Price
      className={className}
      amount={unit.amount}
      ordinaryAmount={unit.isCampaign ? unit.ordinaryPrice : undefined}
      from={unit.fromPrice}
      size={size}
    />
  );
}

/** The brand above the name, unless the name already starts with it. */
function brandOf(article: Article): string | null {
  return article.brand && !article.name.startsWith(article.brand) ? article.brand : null;
}

/**
 * One hit as a row: a product with picture, brand, name and price; a store with name and address;
 * a category or page with its picture and title; a city as "Butikker i {city}".
 */
export function SiteSearchHitRow({ item }: { item: SiteSearchItem }) {
  const t = useTranslate();
  switch (item.kind) {
    case 'product': {
      const brand = brandOf(item.article);
      return (
        <RowLayout>
          <Thumb src={siteSearchThumbnailSrc(item.article)} size={56} glyph="category" />
          <RowText>
            {brand && <Brand>{brand}</Brand>}
            <Primary>{item.article.name}</Primary>
          </RowText>
          <PriceSlot>
            <HitPrice article={item.article} size="sm" />
          </PriceSlot>
        </RowLayout>
      );
    }
    case 'store':
      return (
        <RowLayout>
          <Thumb src={null} size={40} glyph="store" round />
          <RowText>
            <Primary>{item.store.name}</Primary>
            <Secondary>{item.store.address}</Secondary>
          </RowText>
        </RowLayout>
      );
    case 'city':
      return (
        <RowLayout>
          <Thumb src={null} size={40} glyph="city" round />
          <RowText>
            <Primary>{t('siteSearch.cityStores', { city: item.city.city })}</Primary>
          </RowText>
        </RowLayout>
      );
    case 'category':
      return (
        <RowLayout>
          <Thumb src={siteSearchImageSrc(item.category.imageUrl)} size={40} glyph="category" />
          <RowText>
            <Primary>{item.category.title}</Primary>
          </RowText>
        </RowLayout>
      );
    case 'page':
      return (
        <RowLayout>
          <Thumb src={siteSearchImageSrc(item.page.imageUrl)} size={40} glyph="page" />
          <RowText>
            <Primary>{item.page.title}</Primary>
          </RowText>
        </RowLayout>
      );
  }
}

// -----------------------------------------------------------------------------------------------
// The search page's groups
// -----------------------------------------------------------------------------------------------

const Section = styled.section`
  & + & {
    margin-top: ${({ theme }) => theme.space[5]};
  }
`;

const SectionHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  column-gap: ${({ theme }) => theme.space[1.5]};
  row-gap: ${({ theme }) => theme.space[0.5]};
  margin-bottom: ${({ theme }) => theme.space[2]};
`;

const SectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const SectionMeta = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ProductGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[3]};
  }
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const linkReset = css`
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  font-weight: inherit;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const CardLink = styled(Link)`
  ${linkReset}
  display: flex;
  flex-direction: column;
  align-items: stretch;
  text-align: left;
  gap: ${({ theme }) => theme.space[1]};
  height: 100%;
  border-radius: ${({ theme }) => theme.radii.lg};
  &:hover [data-card-name] {
    text-decoration: underline;
  }
`;

const CardImage = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: 4 / 3;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.stage};
  color: ${({ theme }) => theme.colors.textMuted};
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

const CardText = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: 0 2px;
`;

const CardName = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  overflow-wrap: anywhere;
`;

function CardPicture({ src }: { src: string | null }) {
  const [failed, setFailed] = useState<string | null>(null);
  const show = src !== null && failed !== src;
  return (
    <CardImage aria-hidden="true">
      {show ? (
        <img
          src={src}
          alt=""
          width={285}
          height={214}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(src)}
        />
      ) : (
        <Glyph kind="category" />
      )}
    </CardImage>
  );
}

/** A product hit as a card on the search page. */
function ProductCardLink({ article, href }: { article: Article; href: string }) {
  const media = article.medias[0];
  const src = siteSearchImageSrc(media?.md?.image ?? media?.sm?.image ?? media?.lg?.image);
  const brand = brandOf(article);
  return (
    <CardLink href={href} variant="standalone">
      <CardPicture src={src} />
      <CardText>
        {brand && <Brand>{brand}</Brand>}
        <CardName data-card-name="">{article.name}</CardName>
        <HitPrice article={article} size="md" />
      </CardText>
    </CardLink>
  );
}

const RowList = styled.ul<{ $columns: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ $columns, theme }) =>
    $columns &&
    css`
      ${theme.media.tablet} {
        grid-template-columns: repeat(2, minmax(0, 1fr));
      }
    `}
`;

const RowLink = styled(Link)`
  ${linkReset}
  position: relative;
  display: flex;
  align-items: center;
  min-height: 56px;
  height: 100%;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[1.5]}`};
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  transition: border-color ${({ theme }) => theme.durations.fast}ms ${({ theme }) => theme.easings.standard};
  &:hover {
    border-color: ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.subtle};
  }
  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
  }
`;

/** One group of the search page: heading, count, and its hits as links. */
export function SiteSearchPageGroup({ group, headingId }: { group: SiteSearchGroup; headingId: string }) {
  const t = useTranslate();
  return (
    <Section aria-labelledby={headingId} data-group={group.key}>
      <SectionHeader>
        <SectionTitle id={headingId}>{t(GROUP_TITLE_KEYS[group.key])}</SectionTitle>
        <SectionMeta>
          {group.limited
            ? t('siteSearchPage.shownOf', { shown: group.items.length, total: group.total })
            : t('siteSearchPage.groupCount', { count: group.total })}
        </SectionMeta>
      </SectionHeader>
      {group.key === 'products' ? (
        <ProductGrid>
          {group.items.map((item) =>
            item.kind === 'product' ? (
              <li key={item.key}>
                <ProductCardLink article={item.article} href={item.href} />
              </li>
            ) : null,
          )}
        </ProductGrid>
      ) : (
        <RowList $columns={group.key !== 'cities'}>
          {group.items.map((item) => (
            <li key={item.key}>
              <RowLink href={item.href} variant="standalone">
                <SiteSearchHitRow item={item} />
              </RowLink>
            </li>
          ))}
        </RowList>
      )}
    </Section>
  );
}

// -----------------------------------------------------------------------------------------------
// Loading skeletons (hidden from assistive technology; the live region says "Søker …")
// -----------------------------------------------------------------------------------------------

const SkeletonRows = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1.5]};
  padding: ${({ theme }) => theme.space[1]} 0;
`;

const SkeletonRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1.5]};
  padding: 0 ${({ theme }) => theme.space[1]};
`;

const SkeletonLines = styled.div`
  flex: 1 1 auto;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Placeholder rows the size of product rows, while the first answer loads. */
export function SiteSearchRowsSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <SkeletonRows aria-hidden="true" data-testid="site-search-skeleton">
      {Array.from({ length: rows }, (_, index) => (
        <SkeletonRow key={index}>
          <Skeleton width={56} height={56} />
          <SkeletonLines>
            <SkeletonText lines={2} lastLineWidth="45%" />
          </SkeletonLines>
        </SkeletonRow>
      ))}
    </SkeletonRows>
  );
}

/** Placeholder product cards for the search page. */
export function SiteSearchCardsSkeleton({ cards = 8 }: { cards?: number }) {
  return (
    <ProductGrid aria-hidden="true" data-testid="site-search-skeleton" as="div">
      {Array.from({ length: cards }, (_, index) => (
        <div key={index}>
          <Skeleton aspectRatio="4 / 3" radius="lg" />
          <SkeletonText lines={2} lastLineWidth="50%" />
        </div>
      ))}
    </ProductGrid>
  );
}
