import { useId } from 'react';
import { useTranslate } from '../../../i18n/context';
import { formatDayNb } from '../../../shop/osloTime';
import type { ContentPageData } from '../../../shop/schemas/content';
import { Button } from '../../primitives/Button';
import { Skeleton, SkeletonText } from '../../primitives/Skeleton';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { NotFound } from '../../shell/NotFound';
import { withAccountTexts } from '../../account/accountTexts';
import { CallToAction, ContactBlock, FaqList, RelatedLinks } from './ContentBlocks';
import { ErrorBox, Lead, Root, Section, SkeletonStack, Title, Updated } from './ContentPage.styles';
import { RichText } from './RichText';
import { useContentPage } from './useContentPage';

/** Props of {@link ContentPage}. */
export interface ContentPageProps {
  /**
   * The page's key at the content API: the content route's name (`aboutBrand`, `privacyPolicy`,
   * `faq`…; see `CONTENT_PAGE_KEYS`).
   */
  contentKey: string;
}

/** Props of {@link ContentPageLayout}. */
export interface ContentPageLayoutProps {
  /** The page as the content API answered it (parsed by `parseContentPageResponse`). */
  page: ContentPageData;
}

function ContentPageLayoutView({ page }: ContentPageLayoutProps) {
  const t = useTranslate();
  const id = useId();
  return (
    <Root aria-labelledby={`${id}-title`} data-testid="content-page">
      <Title id={`${id}-title`}>{page.title}</Title>
      <Lead>{page.lead}</Lead>
      {page.updatedOn ? (
        <Updated>
          {t('account.content.updatedOn', { date: formatDayNb(page.updatedOn, 'd. MMMM yyyy') })}
        </Updated>
      ) : null}
      {page.sections.map((section, index) => (
        <Section key={index} aria-labelledby={`${id}-s${index}`}>
          <h2 id={`${id}-s${index}`}>{section.heading}</h2>
          <RichText blocks={section.blocks} />
        </Section>
      ))}
      {page.faq.length > 0 ? <FaqList items={page.faq} headingId={`${id}-faq`} /> : null}
      {page.callToAction ? <CallToAction action={page.callToAction} headingId={`${id}-cta`} /> : null}
      {page.contact ? <ContactBlock contact={page.contact} headingId={`${id}-contact`} /> : null}
      {page.related.length > 0 ? <RelatedLinks links={page.related} headingId={`${id}-related`} /> : null}
    </Root>
  );
}

/** The skeleton of a content page: title, lead and three sections, about the size of a short page. */
function ContentPageSkeleton() {
  const t = useTranslate();
  return (
    <Root aria-busy="true" data-testid="content-page-loading">
      <VisuallyHidden role="status">{t('account.content.loading')}</VisuallyHidden>
      <SkeletonStack aria-hidden="true">
        <Skeleton height={44} width="70%" />
        <SkeletonText lines={2} />
        {[0, 1, 2].map((index) => (
          <SkeletonStack key={index}>
            <Skeleton height={28} width="45%" />
            <SkeletonText lines={4} />
          </SkeletonStack>
        ))}
      </SkeletonStack>
    </Root>
  );
}

function ContentPageView({ contentKey }: ContentPageProps) {
  const t = useTranslate();
  const { page, notFound, error, retry } = useContentPage(contentKey);
  if (notFound) return <NotFound />;
  if (error) {
    return (
      <Root>
        <ErrorBox role="alert">
          <p>{t('account.content.error')}</p>
          <Button variant="secondary" onPress={retry}>
            {t('account.content.retry')}
          </Button>
        </ErrorBox>
      </Root>
    );
  }
  if (!page) return <ContentPageSkeleton />;
  return <ContentPageLayoutView page={page} />;
}

/**
 * A content or service page (about, contact, terms, privacy, the friends pages, the FAQ…) from the
 * content API: title, lead, rich text sections, an FAQ accordion, a call to action, the contact block
 * and related links. Loading shows a skeleton of the page's size, an unknown key the not-found page,
 * a failure a message with "Prøv igjen". Links in the text go through the route table or the URL gate.
 */
export const ContentPage = /* @__PURE__ */ withAccountTexts(ContentPageView);

/** The content page's layout for data you already hold (the same view {@link ContentPage} shows). */
export const ContentPageLayout = /* @__PURE__ */ withAccountTexts(ContentPageLayoutView);
