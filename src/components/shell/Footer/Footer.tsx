import { useMediaQuery } from '../../../hooks/useMediaQuery';
import { useGlimt } from '../../../shop/GlimtProvider';
import { useTranslate } from '../../../i18n/context';
import { createFooterSections, createLegalLinks } from '../../../shop/footer';
import { SHOP_ROUTES } from '../../../shop/routes';
import { EyeIcon } from '../../primitives/icons';
import { ButtonLink } from '../ButtonLink';
import { PaymentIcons } from '../PaymentIcons';
import {
  Bottom,
  Cta,
  CtaText,
  CtaTitle,
  FooterLinkStyled,
  Inner,
  Legal,
  LegalList,
  Root,
  Sections,
  Signature,
} from './Footer.styles';
import { CookieSettingsButton, FooterLinks, FooterSectionBlock } from './FooterParts';

/** Props of {@link Footer}. */
export interface FooterProps {
  /**
   * Called when "Innstillinger for informasjonskapsler" is pressed: open the host's consent
   * manager. Without it the button is still a real, focusable button, but pressing it does
   * nothing: wire it wherever the shop's cookie banner lives.
   */
  onCookieSettings?: () => void;
  /** The external jobs site, listed under "Om {brand}" (opens in a new tab). Left out when not given. */
  jobsUrl?: string;
  /** The conformity declaration PDF, listed under "Om {brand}" (opens in a new tab). Left out when not given. */
  conformityDeclarationUrl?: string;
  /** The payment marks' locale. @default the provider's locale ('nb': no American Express) */
  locale?: string;
  className?: string;
  /** Used by test tools and analytics selectors. */
  'data-testid'?: string;
}

/**
 * The shop's footer (shop spec, section 2 "Shell"): a book-exam call to action, four link sections
 * (customer service, range, subscriptions and membership, about the brand) that are collapsible
 * on phones and always open from 768 px up, the payment marks, the legal links and a button for
 * the cookie settings. Content pages link through `contentPageHref`, the rest through the route
 * table, and all go through the app's router.
 */
export function Footer({
  onCookieSettings,
  jobsUrl,
  conformityDeclarationUrl,
  locale,
  className,
  'data-testid': testId,
}: FooterProps) {
  const t = useTranslate();
  const { brandName } = useGlimt();
  const isWide = useMediaQuery('(min-width: 768px)');
  const sections = createFooterSections({ brandName, jobsUrl, conformityDeclarationUrl });
  const legal = createLegalLinks({ brandName });
  return (
    <Root className={className} data-testid={testId}>
      <Inner>
        <Cta>
          <div>
            <CtaTitle>{t('shell.footer.ctaTitle')}</CtaTitle>
            <CtaText>{t('shell.footer.ctaText')}</CtaText>
          </div>
          <ButtonLink href={SHOP_ROUTES.bookExam.pattern} variant="standalone" $size="lg">
            <EyeIcon size={20} />
            {t('shell.nav.bookExam')}
          </ButtonLink>
        </Cta>
        <Sections aria-label={t('shell.footer.sections')} data-layout={isWide ? 'open' : 'collapsible'}>
          {sections.map((section) => (
            <FooterSectionBlock
              key={section.id}
              title={t(section.title, { brand: brandName })}
              isWide={isWide}
            >
              <FooterLinks links={section.links} />
            </FooterSectionBlock>
          ))}
        </Sections>
        <Bottom>
          <PaymentIcons locale={locale} />
          <Legal aria-label={t('shell.footer.legal')}>
            <LegalList>
              {legal.map((link) => (
                <li key={link.href}>
                  <FooterLinkStyled href={link.href} variant="standalone">
                    {t(link.label)}
                  </FooterLinkStyled>
                </li>
              ))}
              <li>
                <CookieSettingsButton onPress={onCookieSettings} />
              </li>
            </LegalList>
          </Legal>
        </Bottom>
        <Signature>{t('shell.footer.copyright', { brand: brandName })}</Signature>
      </Inner>
    </Root>
  );
}
