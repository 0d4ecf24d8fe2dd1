import { useEffect } from 'react';
import { styled } from 'styled-components';
import { WidgetNotConfigured } from '../WidgetProvider/WidgetNotConfigured';
import { useWidget } from '../WidgetProvider/useWidget';
import { ProductCardSkeleton } from '../ProductCardSkeleton';
import { RecommendationCard, useCardKit } from '../recommendations/RecommendationCard';
import type { RecommendationViewProps } from '../recommendations/types';
import { useFetchRecommendations } from '../recommendations/useFetchRecommendations';

const Root = styled.section`
  container-type: inline-size;
  min-width: 0;
`;

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: ${({ theme }) => theme.colors.text};
  /* The host's title can carry data (a category's name): a word longer than the line breaks (#42). */
  overflow-wrap: anywhere;
`;

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  @container (min-width: 600px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  @container (min-width: 900px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[3]};
  }
`;

/** Props of {@link RecommendationGrid}. */
export type RecommendationGridProps = RecommendationViewProps;

/**
 * Recommended products in a grid: 2 columns on a phone, 3 from 600 px and 4 from 900 px of the
 * grid's own width. Each card is a link with `data-recommendation-id`; while loading, as many
 * placeholder cards as were asked for (so nothing moves when the cards come); no results render
 * nothing (no empty heading); a failure renders `fallback`. Without a configured provider it
 * shows 'Recommendations are not configured. Wrap your app in a WidgetProvider.'
 * @example <RecommendationGrid kind="general" limit={8} />
 */
export function RecommendationGrid(props: RecommendationGridProps) {
  const { title, headingLevel = 2, fallback = null, onStateChange, className } = props;
  const widget = useWidget();
  const { view, displays, hrefs, request } = useFetchRecommendations(props);
  const kit = useCardKit(widget, props);

  useEffect(() => onStateChange?.(view), [onStateChange, view]);

  if (view === 'not-configured') return <WidgetNotConfigured className={className} />;
  if (view === 'failed') return <>{fallback}</>;
  if (!widget || !kit || (view !== 'loading' && view !== 'results')) return null;

  const busy = view === 'loading';
  const name = title ?? widget.t('recommended');
  return (
    <Root
      aria-label={name}
      aria-busy={busy || undefined}
      className={className}
      data-testid={props['data-testid']}
      data-glimt-recommendations={view}
    >
      <Heading as={`h${headingLevel}`}>{name}</Heading>
      <List>
        {busy
          ? Array.from({ length: request?.limit ?? 0 }, (_, index) => (
              <li key={`skeleton-${index}`}>
                <ProductCardSkeleton />
              </li>
            ))
          : displays.map((display, index) => (
              <li key={`${display.product_id}-${index}`}>
                <RecommendationCard
                  display={display}
                  href={hrefs?.[index] ?? display.page_url}
                  index={index}
                  kit={kit}
                />
              </li>
            ))}
      </List>
    </Root>
  );
}
