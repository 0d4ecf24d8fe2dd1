import { useTranslate } from '../../../i18n/context';
import type { SiteSearchGroup } from '../../../shop/siteSearch';
import {
  SITE_SEARCH_GROUP_TITLE_KEYS,
  siteSearchGroupLayout,
  siteSearchGroupMeta,
} from '../../../shop/siteSearchDisplay';
import { ProductHitCard } from './ProductHitCard';
import { SiteSearchHitRow } from './SiteSearchHitRow';
import {
  ProductGrid,
  RowLink,
  RowList,
  Section,
  SectionHeader,
  SectionMeta,
  SectionTitle,
} from './SiteSearchResults.styles';

/** Props of {@link SiteSearchPageGroup}. */
export interface SiteSearchPageGroupProps {
  /** The group to show, from `groupSiteSearchResults`. */
  group: SiteSearchGroup;
  /** Id of the group's heading, which names the section. */
  headingId: string;
}

/** One group of the search page: heading, count, and its hits as links (product cards or rows). */
export function SiteSearchPageGroup({ group, headingId }: SiteSearchPageGroupProps) {
  const t = useTranslate();
  const layout = siteSearchGroupLayout(group.key);
  return (
    <Section aria-labelledby={headingId} data-group={group.key}>
      <SectionHeader>
        <SectionTitle id={headingId}>{t(SITE_SEARCH_GROUP_TITLE_KEYS[group.key])}</SectionTitle>
        <SectionMeta>{siteSearchGroupMeta(group, t)}</SectionMeta>
      </SectionHeader>
      {layout === 'cards' ? (
        <ProductGrid>
          {group.items.map((item) =>
            item.kind === 'product' ? (
              <li key={item.key}>
                <ProductHitCard article={item.article} href={item.href} />
              </li>
            ) : null,
          )}
        </ProductGrid>
      ) : (
        <RowList $columns={layout === 'columns'}>
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
