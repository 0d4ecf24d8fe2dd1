import { useId, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { Link } from '../primitives/Link';
import { useGlimt } from '../../shop/GlimtProvider';
import { useTranslate } from '../../i18n/context';
import { SHOP_ROUTES, contentPageHref } from '../../shop/routes';

/** Props of {@link NotFound}. */
export interface NotFoundProps {
  /** The level of the page heading ('Fant ikke siden'). It is the page's main heading. @default 1 */
  headingLevel?: 1 | 2;
  /** Where the link back to the start page goes. @default '/' */
  homeHref?: string;
  /** Show the second link, to the contact page. @default true */
  showContactLink?: boolean;
  /** Extra content below the text, e.g. a search field. */
  children?: ReactNode;
  className?: string;
  /** Used by test tools. */
  'data-testid'?: string;
}

const Wrapper = styled.section`
  max-width: 560px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[2]};
  text-align: center;
  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space[10]} ${({ theme }) => theme.space[3]};
  }
`;

const Code = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const Heading = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  ${({ theme }) => theme.media.tablet} {
    font-size: ${({ theme }) => theme.fontSizes.display};
  }
`;

const Text = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

const Links = styled.ul`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.tablet} {
    flex-direction: row;
    justify-content: center;
    gap: ${({ theme }) => theme.space[4]};
  }
`;

const Extra = styled.div`
  margin-top: ${({ theme }) => theme.space[4]};
`;

/**
 * The page for an unknown path (shop spec, section 2: "An unknown page shows a not-found message with
 * a link back to the start page"): a heading, a short explanation, a link to the start page and one to
 * the contact page. It leaves `document.title` and the HTTP status to the host (a `matchRoute()` result
 * with `status: 404` says which).
 */
export function NotFound({
  headingLevel = 1,
  homeHref = SHOP_ROUTES.home.pattern,
  showContactLink = true,
  children,
  className,
  'data-testid': testId,
}: NotFoundProps) {
  const t = useTranslate();
  const { brandName } = useGlimt();
  const titleId = useId();
  return (
    <Wrapper aria-labelledby={titleId} className={className} data-testid={testId}>
      <Code>{t('notFound.code')}</Code>
      <Heading as={headingLevel === 1 ? 'h1' : 'h2'} id={titleId}>
        {t('notFound.title')}
      </Heading>
      <Text>{t('notFound.text')}</Text>
      <Links>
        <li>
          <Link href={homeHref} variant="standalone">
            {t('notFound.home')}
          </Link>
        </li>
        {showContactLink && (
          <li>
            <Link href={contentPageHref('contactUs', { brandName })} variant="standalone">
              {t('notFound.contact')}
            </Link>
          </li>
        )}
      </Links>
      {children && <Extra>{children}</Extra>}
    </Wrapper>
  );
}
