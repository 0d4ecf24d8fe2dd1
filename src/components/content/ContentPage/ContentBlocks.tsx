import { Fragment } from 'react';
import { useTranslate } from '../../../i18n/context';
import { useGlimt } from '../../../shop/GlimtProvider';
import { emailHref, phoneHref, resolveContentLink } from '../../../shop/content';
import type {
  ContentCallToAction,
  ContentContact,
  ContentFaqItem,
  ContentLink,
} from '../../../shop/schemas/content';
import { ButtonLink } from '../../shell/ButtonLink';
import { Collapsible } from '../../primitives/Collapsible';
import { Link } from '../../primitives/Link';
import { Box, Facts, LinkList, Section } from './ContentPage.styles';
import { RichText } from './RichText';

/** The FAQ: each question a disclosure (Enter or Space opens it), its answer rich text. */
export function FaqList({ items, headingId }: { items: readonly ContentFaqItem[]; headingId: string }) {
  const t = useTranslate();
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('account.content.faqTitle')}</h2>
      {items.map((item, index) => (
        <Collapsible key={index} title={item.question} headingLevel={3} data-testid="content-faq-item">
          <RichText blocks={item.answer} headingLevel={4} />
        </Collapsible>
      ))}
    </Section>
  );
}

/** The contact block: phone and e-mail as links, opening hours as a list of facts. */
export function ContactBlock({ contact, headingId }: { contact: ContentContact; headingId: string }) {
  const t = useTranslate();
  const tel = phoneHref(contact.phone);
  const mail = emailHref(contact.email);
  return (
    <Box $tone="subtle" aria-labelledby={headingId}>
      <h2 id={headingId}>{contact.heading}</h2>
      {contact.text ? <p>{contact.text}</p> : null}
      <Facts>
        {contact.phone ? (
          <>
            <dt>{t('account.content.contactPhone')}</dt>
            <dd>{tel ? <Link href={tel}>{contact.phone}</Link> : contact.phone}</dd>
          </>
        ) : null}
        {contact.email ? (
          <>
            <dt>{t('account.content.contactEmail')}</dt>
            <dd>{mail ? <Link href={mail}>{contact.email}</Link> : contact.email}</dd>
          </>
        ) : null}
        {contact.hours.map((row, index) => (
          <Fragment key={index}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </Fragment>
        ))}
      </Facts>
    </Box>
  );
}

/** The call to action: a heading, a sentence and a button-styled link. */
export function CallToAction({ action, headingId }: { action: ContentCallToAction; headingId: string }) {
  const { brandName } = useGlimt();
  const link = resolveContentLink(action.link, { brandName });
  return (
    <Box $tone="accent" aria-labelledby={headingId}>
      <h2 id={headingId}>{action.heading}</h2>
      {action.text ? <p>{action.text}</p> : null}
      {link ? <ButtonLink href={link.href}>{action.link.label}</ButtonLink> : null}
    </Box>
  );
}

/** Related links, each through the route table or the URL gate. */
export function RelatedLinks({ links, headingId }: { links: readonly ContentLink[]; headingId: string }) {
  const t = useTranslate();
  const { brandName } = useGlimt();
  return (
    <Section as="nav" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('account.content.relatedTitle')}</h2>
      <LinkList>
        {links.map((item, index) => {
          const link = resolveContentLink(item, { brandName });
          return (
            <li key={index}>
              {link ? (
                <Link href={link.href} variant="standalone" external={link.external}>
                  {item.label}
                </Link>
              ) : (
                item.label
              )}
            </li>
          );
        })}
      </LinkList>
    </Section>
  );
}
