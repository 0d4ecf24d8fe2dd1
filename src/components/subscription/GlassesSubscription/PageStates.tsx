import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useTranslate } from '../../../i18n/context';
import { buildPath } from '../../../shop/routes';
import type { GlassesMessageKey } from '../../../shop/subscriptions/glassesPages';
import { Button, Link, Skeleton, SkeletonText, VisuallyHidden } from '../../primitives';
import { Facts, Notice, Page, Title } from './GlassesSubscription.styles';

/**
 * A glasses subscription page while it loads: the heading, the facts and the actions as grey
 * blocks of the final size, so nothing moves when the answer comes; `label` is said once.
 */
export function GlassesPageSkeleton({ label, rows = 6 }: { label: string; rows?: number }) {
  return (
    <Page aria-busy="true" data-testid="glasses-skeleton">
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      <Skeleton height="2.1rem" width="70%" radius="sm" />
      <Facts aria-hidden="true">
        {Array.from({ length: rows }, (_, row) => (
          <div key={row}>
            <SkeletonText lines={1} lastLineWidth="40%" />
            <SkeletonText lines={1} lastLineWidth="65%" />
          </div>
        ))}
      </Facts>
      <Skeleton height={48} width={220} radius="md" />
    </Page>
  );
}

/** Props of {@link GlassesPageFailure}. */
export interface GlassesPageFailureProps {
  /** The page's heading. */
  title: string;
  /** What went wrong (a key chosen by `glassesFailureMessage`). */
  message: GlassesMessageKey;
  /** Offered when asking again can help (not for "not found"). */
  onRetry?: () => void;
  /** Where to go instead. @default the account page */
  back?: { href: string; label: string };
  children?: ReactNode;
}

/** A page that could not load: the heading, what went wrong (an alert), "try again" and a way on. */
export function GlassesPageFailure({ title, message, onRetry, back, children }: GlassesPageFailureProps) {
  const t = useTranslate();
  return (
    <Page aria-labelledby="glasses-failure-title">
      <Title id="glasses-failure-title">{title}</Title>
      <Notice role="alert" $tone="danger">
        <p>{t(message)}</p>
      </Notice>
      {children}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}>
        {onRetry ? (
          <Button variant="secondary" onPress={onRetry}>
            {t('subscription.glasses.retry')}
          </Button>
        ) : null}
        <Link href={back?.href ?? buildPath('account')} variant="standalone">
          {back?.label ?? t('subscription.glasses.error.notFoundLink')}
        </Link>
      </div>
    </Page>
  );
}

/** Moves focus to `ref`'s element whenever `signal` changes to something truthy (an action's result). */
export function useFocusOnResult(ref: RefObject<HTMLElement | null>, signal: unknown) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      if (!signal) return undefined;
    }
    if (!signal) return undefined;
    // The next task: a result that arrives with a call's answer commits inside React's work loop,
    // and a focus() there (its focus event) must not re-enter it.
    const timer = setTimeout(() => ref.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [ref, signal]);
}
