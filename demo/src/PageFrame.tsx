import { Component, Suspense, useEffect, useRef, type ErrorInfo, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { Link } from '@glimt/ui';
import { routeProgress } from './routeProgress';

const Failure = styled.section`
  max-width: 560px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[6]} 0;
  text-align: center;
  h1 {
    margin-bottom: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
  p {
    margin-bottom: ${({ theme }) => theme.space[3]};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** What shows while a page's code loads (the route progress bar says it is loading). */
const PageLoading = styled.div`
  min-height: 100vh;
`;

/** The page's column inside the layout's `<main>`: 1180 px at most, 16 px gutters on a phone. */
const Container = styled.div`
  /* At least a screen tall: while a page loads its code and data it is shorter than it will be, and
     the footer must not come into view and then move away (layout shift). */
  min-height: 100vh;
  max-width: 1228px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[6]};
  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[3]}
      ${({ theme }) => theme.space[8]};
  }
`;

/**
 * Completes the route progress once the page has rendered. A page that completes it itself (after
 * loading its data) is left alone on its first location; a later change of only the query string
 * (the same page, re-rendered) completes here.
 */
function RouteRendered({ routeKey, completesItself }: { routeKey: string; completesItself: boolean }) {
  const firstKey = useRef(routeKey);
  useEffect(() => {
    if (!completesItself || routeKey !== firstKey.current) routeProgress.done();
  }, [routeKey, completesItself]);
  return null;
}

interface BoundaryState {
  failed: boolean;
}

/** A page that throws while rendering: the route change failed, so the progress resets. */
class PageErrorBoundary extends Component<{ children?: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('[demo] the page failed to render', error, info.componentStack);
    routeProgress.fail(error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Failure aria-labelledby="page-title">
        <h1 id="page-title">Noe gikk galt</h1>
        <p>Prøv igjen, eller kontakt kundeservice hvis det ikke går.</p>
        <Link href="/" variant="standalone">
          Gå til forsiden
        </Link>
      </Failure>
    );
  }
}

/** Props of {@link PageFrame}. */
export interface PageFrameProps {
  children?: ReactNode;
  /** The location (path and query): every change completes the route progress. */
  routeKey: string;
  /** The page completes the route progress itself, once its data is in. @default false */
  completesRouteProgress?: boolean;
}

/**
 * One page of the demo: completes the route progress when it has rendered and resets it (with an
 * error message) when it throws. Key it by the pathname so every new page starts afresh, while a
 * change of only the query string (search scope, filters) keeps the page and the focus in it.
 */
export function PageFrame({ children, routeKey, completesRouteProgress = false }: PageFrameProps) {
  return (
    <Container>
      <PageErrorBoundary>
        {/* A page's chunk loads on first visit: a screen-tall blank keeps the footer below the fold. */}
        <Suspense fallback={<PageLoading aria-busy="true" />}>
          <RouteRendered routeKey={routeKey} completesItself={completesRouteProgress} />
          {children}
        </Suspense>
      </PageErrorBoundary>
    </Container>
  );
}
