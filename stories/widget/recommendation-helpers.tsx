/**
 * Helpers of the recommendation, page replacer and surface stories: the slider or grid inside the
 * provider as the demo shop sets it up, a small host page with its own markup for the page
 * replacer and the surfaces, and product ids from the fake catalogue. Public entries only.
 */
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { Button, useNavigation } from '@glimt/ui';
import {
  PageReplacer,
  RecommendationGrid,
  RecommendationSlider,
  Surfaces,
  type PageReplacerProps,
  type RecommendationViewProps,
  type Surface,
} from '@glimt/ui/widget';
import { DEFAULT_WIDGET_API_HOST, MOCK_IMAGE_RESIZE_URL, mockCatalogue } from '@glimt/ui/mocks';
import { LocationReadout, NOK_PRICE_FORMAT, StoryWidgetProvider } from './modal-helpers';

/** Every recommendation call of the fake backend (for faults). */
export const RECOMMEND_URL = `${DEFAULT_WIDGET_API_HOST}/v2/recommend/products/:kind`;

const [first, second, third] = mockCatalogue.entries;
/** Products of the fake catalogue the stories recommend for. */
export const STORY_PRODUCT_ID = first?.productId ?? '';
export const STORY_CART_IDS = [second?.productId ?? '', third?.productId ?? ''];
/** A category of the fake catalogue. */
export const STORY_CATEGORY_ID = '/solbriller';

/** Props of {@link RecommendationsDemo}. */
export interface RecommendationsDemoProps extends RecommendationViewProps {
  /** A slider or a grid. @default 'slider' */
  view?: 'slider' | 'grid';
  /** Render without a provider (the not-configured message). @default false */
  withoutProvider?: boolean;
}

/** A slider or grid in the demo shop's provider, with NOK prices and the image service. */
export function RecommendationsDemo({
  view = 'slider',
  withoutProvider = false,
  ...props
}: RecommendationsDemoProps) {
  const View = view === 'grid' ? RecommendationGrid : RecommendationSlider;
  const element = <View priceFormat={NOK_PRICE_FORMAT} imageServiceUrl={MOCK_IMAGE_RESIZE_URL} {...props} />;
  if (withoutProvider) return element;
  return <StoryWidgetProvider>{element}</StoryWidgetProvider>;
}

const HostPage = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

const HostBlock = styled.section`
  padding: ${({ theme }) => theme.space[2]};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
  }
`;

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
`;

/** Buttons that move the shop's router between the host's pages. */
function HostNav({ links }: { links: [string, string][] }) {
  const navigation = useNavigation();
  return (
    <Nav aria-label="Sider">
      {links.map(([label, href]) => (
        <Button key={href} variant="secondary" onPress={() => navigation.navigate(href)}>
          {label}
        </Button>
      ))}
    </Nav>
  );
}

/** Props of {@link PageReplacerDemo}. */
export type PageReplacerDemoProps = Omit<PageReplacerProps, 'children' | 'isPageToReplace' | 'selector'>;

/**
 * A host page whose `<main id="host-content">` the page replacer takes over on `/kampanje`, with
 * widget recommendations in its place.
 */
export function PageReplacerDemo(props: PageReplacerDemoProps) {
  return (
    <StoryWidgetProvider>
      <HostPage>
        <HostNav
          links={[
            ['Forsiden', '/'],
            ['Kampanje', '/kampanje'],
          ]}
        />
        <LocationReadout />
        <HostBlock id="host-content" data-testid="host-content">
          <h2>Vertens egen side</h2>
          <p>Dette innholdet tilhører butikken, ikke widgeten.</p>
        </HostBlock>
        <PageReplacer
          isPageToReplace={({ pathname }) => pathname === '/kampanje'}
          selector="#host-content"
          title="Kampanje – Glimt"
          {...props}
        >
          <RecommendationGrid kind="general" limit={4} title="Kampanje" priceFormat={NOK_PRICE_FORMAT} />
        </PageReplacer>
      </HostPage>
    </StoryWidgetProvider>
  );
}

/** Props of {@link SurfacesDemo}. */
export interface SurfacesDemoProps {
  surfaces: readonly Surface[];
  onDecision?: (decision: 'wait' | 'keep' | 'restore') => void;
  children?: ReactNode;
}

/** A host product page with its own "related" block that surfaces replace. */
export function SurfacesDemo({ surfaces, onDecision }: SurfacesDemoProps) {
  return (
    <StoryWidgetProvider>
      <HostPage>
        <HostBlock>
          <h2>Produktside</h2>
          <p>Vertens produktinformasjon.</p>
        </HostBlock>
        <HostBlock id="host-related" data-testid="host-related">
          <h2>Vertens egne anbefalinger</h2>
          <p>Vises når widgeten ikke har noe å vise.</p>
        </HostBlock>
        <Surfaces surfaces={surfaces} onDecision={onDecision} />
      </HostPage>
    </StoryWidgetProvider>
  );
}
