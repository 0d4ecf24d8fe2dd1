import type { ReactNode } from 'react';
import { useTranslate } from '../../../i18n/context';
import { Button, Link, VisuallyHidden } from '../../primitives';
import { Notice } from './styles';

/** A failed read: the catalogue's "something went wrong" and a button to try again. */
export function PageError({ onRetry }: { onRetry: () => void }) {
  const t = useTranslate();
  return (
    <Notice role="alert">
      <p>{t('account.pages.error')}</p>
      <div>
        <Button variant="secondary" onPress={onRetry}>
          {t('account.pages.retry')}
        </Button>
      </div>
    </Notice>
  );
}

/** A 404: what was asked for is not this customer's, with a link back. */
export function PageNotFound({ backHref, backLabel }: { backHref: string; backLabel: string }) {
  const t = useTranslate();
  return (
    <Notice $tone="warning">
      <p>{t('account.pages.notFound')}</p>
      <p>
        <Link href={backHref}>{backLabel}</Link>
      </p>
    </Notice>
  );
}

/** The skeleton of a page while it loads: busy for assistive technology, the skeleton hidden from it. */
export function PageLoading({ children }: { children: ReactNode }) {
  const t = useTranslate();
  return (
    <div aria-busy="true">
      <VisuallyHidden role="status">{t('account.pages.loading')}</VisuallyHidden>
      {children}
    </div>
  );
}
