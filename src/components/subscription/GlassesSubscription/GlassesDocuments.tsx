import { useTranslate } from '../../../i18n/context';
import { buildPath } from '../../../shop/routes';
import {
  GLASSES_DOCUMENTS_MAX,
  GLASSES_DOCUMENT_PARAGRAPHS_MAX,
  documentKindKey,
  glassesFailureMessage,
} from '../../../shop/subscriptions/glassesPages';
import { toSafeUrl } from '../../../utils/url';
import { Link } from '../../primitives';
import { withSubscriptionTexts } from '../subscriptionTexts';
import { glassesDay } from './GlassesFacts';
import { Card, LinkList, Muted, Notice, Page, Title } from './GlassesSubscription.styles';
import { GlassesPageFailure, GlassesPageSkeleton } from './PageStates';
import { useGlassesRead } from './useGlassesData';

/** Props of {@link GlassesDocuments}. */
export interface GlassesDocumentsProps {
  /** The subscription's id (`/min-konto/abonnement/briller/:subscriptionId/avtale`). */
  subscriptionId: string;
}

function GlassesDocumentsView({ subscriptionId }: GlassesDocumentsProps) {
  const t = useTranslate();
  const read = useGlassesRead('documents', [subscriptionId], (client, [id]) =>
    client.getGlassesDocuments(id ?? ''),
  );
  const back = {
    href: buildPath('glassesSubscription', { subscriptionId }),
    label: t('subscription.glasses.backToSubscription'),
  };
  if (read.failure) {
    return (
      <GlassesPageFailure
        title={t('subscription.glasses.documents.title')}
        message={glassesFailureMessage('load', read.failure)}
        onRetry={read.notFound ? undefined : read.retry}
        back={back}
      />
    );
  }
  if (!read.data) return <GlassesPageSkeleton label={t('subscription.glasses.documents.loading')} rows={3} />;
  const documents = read.data.slice(0, GLASSES_DOCUMENTS_MAX);
  return (
    <Page aria-labelledby="documents-title">
      <Title id="documents-title">{t('subscription.glasses.documents.title')}</Title>
      {documents.length === 0 ? (
        <Notice $tone="info">
          <p>{t('subscription.glasses.documents.empty')}</p>
        </Notice>
      ) : (
        <LinkList aria-labelledby="documents-title">
          {documents.map((document) => {
            // The PDF address is data: through the URL gate, or no link.
            const pdf = toSafeUrl(document.pdfUrl);
            return (
              <Card key={document.id}>
                <h2>{document.title}</h2>
                <Muted>
                  {t(documentKindKey(document.kind))} ·{' '}
                  {t('subscription.glasses.documents.created', { date: glassesDay(document.createdDate) })}
                </Muted>
                <Link
                  href={buildPath('glassesSubscriptionDocument', { subscriptionId, documentId: document.id })}
                  variant="standalone"
                >
                  {t('subscription.glasses.documents.read', { title: document.title })}
                </Link>
                {pdf ? (
                  <Link href={pdf} variant="standalone" download>
                    {t('subscription.glasses.documents.pdf', { title: document.title })}
                  </Link>
                ) : null}
              </Card>
            );
          })}
        </LinkList>
      )}
      <div>
        <Link href={back.href} variant="standalone">
          {back.label}
        </Link>
      </div>
    </Page>
  );
}

/** The glasses subscription's documents (`…/avtale`): each with its kind, date, text and PDF. */
export const GlassesDocuments = /* @__PURE__ */ withSubscriptionTexts(GlassesDocumentsView);

/** Props of {@link GlassesDocument}. */
export interface GlassesDocumentProps {
  /** The subscription's id. */
  subscriptionId: string;
  /** The document's id (`…/avtale/:documentId`). */
  documentId: string;
}

function GlassesDocumentView({ subscriptionId, documentId }: GlassesDocumentProps) {
  const t = useTranslate();
  const read = useGlassesRead('document', [subscriptionId, documentId], (client, [id, documentKey]) =>
    client.getGlassesDocument(id ?? '', documentKey ?? ''),
  );
  const back = {
    href: buildPath('glassesSubscriptionDocuments', { subscriptionId }),
    label: t('subscription.glasses.documents.backToList'),
  };
  if (read.failure) {
    return (
      <GlassesPageFailure
        title={t('subscription.glasses.documents.title')}
        message={
          read.notFound
            ? 'subscription.glasses.documents.notFound'
            : glassesFailureMessage('load', read.failure)
        }
        onRetry={read.notFound ? undefined : read.retry}
        back={back}
      />
    );
  }
  if (!read.data) return <GlassesPageSkeleton label={t('subscription.glasses.document.loading')} rows={3} />;
  const document = read.data;
  const pdf = toSafeUrl(document.pdfUrl);
  return (
    <Page aria-labelledby="document-title">
      <Title id="document-title">{document.title}</Title>
      <Muted>
        {t(documentKindKey(document.kind))} ·{' '}
        {t('subscription.glasses.documents.created', { date: glassesDay(document.createdDate) })}
      </Muted>
      <div>
        {document.paragraphs.slice(0, GLASSES_DOCUMENT_PARAGRAPHS_MAX).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      {pdf ? (
        <div>
          <Link href={pdf} variant="standalone" download>
            {t('subscription.glasses.documents.pdf', { title: document.title })}
          </Link>
        </div>
      ) : null}
      <div>
        <Link href={back.href} variant="standalone">
          {back.label}
        </Link>
      </div>
    </Page>
  );
}

/** One document of the glasses subscription (`…/avtale/:documentId`): its paragraphs and its PDF. */
export const GlassesDocument = /* @__PURE__ */ withSubscriptionTexts(GlassesDocumentView);
