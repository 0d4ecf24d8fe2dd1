import { useRef, type ReactNode } from 'react';
import { mergeProps, useButton, useFocusRing } from 'react-aria';
import { styled } from 'styled-components';
import { useMediaQuery } from '../../hooks/useMediaQuery';
import type { MessageKey } from '../../i18n/nb';
import { useGlimt, useTranslate } from '../../shop/GlimtProvider';
import { SHOP_ROUTES, buildPath, contentPageHref, type ShopRouteOptions } from '../../shop/routes';
import { Collapsible } from '../primitives/Collapsible';
import { Link } from '../primitives/Link';
import { ButtonLink } from './ButtonLink';
import { PaymentIcons } from './PaymentIcons';
import { EyeIcon } from './shellIcons';

/** One link of a footer section. */
export interface FooterLink {
  /** What the link says (`{brand}` is filled with the brand name). */
  label: MessageKey;
  /** A path of the route table, or an external URL. */
  href: string;
  /** Opens in a new tab (the jobs site, the PDF). */
  external?: boolean;
}

/** A titled footer section. */
export interface FooterSection {
  /** Which of the four sections it is. */
  id: 'customerService' | 'shop' | 'services' | 'about';
  /** The section's heading (`{brand}` is filled with the brand name). */
  title: MessageKey;
  /** The section's links, in the order they are listed. */
  links: readonly FooterLink[];
}

/** Options of {@link createFooterSections}. */
export interface FooterSectionOptions extends ShopRouteOptions {
  /** The external jobs site; without it there is no jobs link. */
  jobsUrl?: string;
  /** The conformity declaration (a PDF); without it there is no link. */
  conformityDeclarationUrl?: string;
}

/**
 * The footer's four link sections: customer service, the range, subscriptions and membership, and
 * about the brand. Content pages link through `contentPageHref`, the rest through the route table.
 */
export function createFooterSections(options: FooterSectionOptions = {}): FooterSection[] {
  const route = { brandName: options.brandName };
  const about: FooterLink[] = [
    { label: 'shell.footer.link.about', href: buildPath('aboutBrand', {}, route) },
    { label: 'shell.footer.link.press', href: buildPath('press') },
    { label: 'shell.footer.link.sustainability', href: buildPath('sustainability') },
    { label: 'shell.footer.link.transparencyAct', href: buildPath('transparencyAct') },
  ];
  if (options.jobsUrl) about.push({ label: 'shell.footer.link.jobs', href: options.jobsUrl, external: true });
  if (options.conformityDeclarationUrl) {
    about.push({
      label: 'shell.footer.link.conformity',
      href: options.conformityDeclarationUrl,
      external: true,
    });
  }
  return [
    {
      id: 'customerService',
      title: 'shell.footer.section.customerService',
      links: [
        { label: 'shell.nav.contactUs', href: contentPageHref('contactUs', route) },
        { label: 'shell.nav.findStore', href: buildPath('storeFinder') },
        {
          label: 'shell.footer.link.purchaseTerms',
          href: contentPageHref('purchaseAndDeliveryTerms', route),
        },
        { label: 'shell.footer.link.giftCardBalance', href: buildPath('giftCard') },
        { label: 'shell.nav.account', href: buildPath('account') },
      ],
    },
    {
      id: 'shop',
      title: 'shell.footer.section.shop',
      links: [
        { label: 'shell.menu.section.glasses', href: contentPageHref('glasses', route) },
        { label: 'shell.menu.section.sunglasses', href: contentPageHref('sunglasses', route) },
        { label: 'shell.menu.section.contactLenses', href: contentPageHref('contactLenses', route) },
        { label: 'shell.menu.section.sportsGlasses', href: contentPageHref('sportsGlasses', route) },
        { label: 'shell.footer.link.eyeHealth', href: contentPageHref('eyeHealth', route) },
      ],
    },
    {
      id: 'services',
      title: 'shell.footer.section.services',
      links: [
        { label: 'shell.menu.glassesSubscription', href: contentPageHref('glassesSubscription', route) },
        { label: 'shell.menu.lensSubscription', href: buildPath('lensSubscriptionInfo', {}, route) },
        { label: 'shell.footer.link.friends', href: buildPath('friends', {}, route) },
        { label: 'shell.footer.link.friendsBenefits', href: contentPageHref('friendsMemberBenefits', route) },
        { label: 'shell.footer.link.friendsTerms', href: contentPageHref('friendsMembershipTerms', route) },
        { label: 'shell.footer.link.companyAgreements', href: contentPageHref('companyAgreements', route) },
      ],
    },
    { id: 'about', title: 'shell.footer.section.about', links: about },
  ];
}

/** The legal links of the footer's last row. */
function legalLinks(route: ShopRouteOptions): FooterLink[] {
  return [
    { label: 'shell.footer.link.privacy', href: contentPageHref('privacyPolicy', route) },
    { label: 'shell.footer.link.cookies', href: contentPageHref('cookies', route) },
    { label: 'shell.footer.link.cookieList', href: buildPath('cookieList') },
    { label: 'shell.footer.link.myPagesTerms', href: contentPageHref('myPagesTerms', route) },
    { label: 'shell.footer.link.accessibility', href: buildPath('accessibility') },
  ];
}

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

const Root = styled.footer`
  background: ${({ theme }) => theme.colors.stage};
  color: ${({ theme }) => theme.colors.text};
`;

const Inner = styled.div`
  max-width: 1280px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[2]} ${theme.space[3]}`};
  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => `${theme.space[6]} ${theme.space[3]} ${theme.space[4]}`};
  }
  ${({ theme }) => theme.media.desktop} {
    padding-left: ${({ theme }) => theme.space[4]};
    padding-right: ${({ theme }) => theme.space[4]};
  }
`;

const Cta = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  justify-items: start;
  padding-bottom: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[1]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 1fr auto;
    align-items: center;
    gap: ${({ theme }) => theme.space[4]};
    margin-bottom: ${({ theme }) => theme.space[4]};
  }
`;

const CtaTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const CtaText = styled.p`
  margin-top: ${({ theme }) => theme.space[1]};
  max-width: 36rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Sections = styled.nav`
  ${({ theme }) => theme.media.tablet} {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => `${theme.space[4]} ${theme.space[3]}`};
  }
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const SectionTitle = styled.h2`
  margin-bottom: ${({ theme }) => theme.space[1.5]};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const LinkList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[0.5]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const FooterLinkStyled = styled(Link)`
  min-height: 32px;
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  &:hover {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const Bottom = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[4]};
  padding-top: ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.colors.divider};
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: auto 1fr;
    align-items: center;
  }
`;

const Legal = styled.nav`
  ${({ theme }) => theme.media.desktop} {
    justify-self: end;
  }
`;

const LegalList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[0.5]} ${theme.space[2]}`};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const TextButton = styled.button<{ $focusVisible: boolean }>`
  min-height: 32px;
  padding: 0;
  border: 0;
  border-radius: 2px;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: inherit;
  text-align: start;
  text-decoration-line: none;
  text-underline-offset: 0.18em;
  cursor: pointer;
  outline: ${({ $focusVisible, theme }) => ($focusVisible ? `3px solid ${theme.colors.focus}` : 'none')};
  outline-offset: 2px;
  &:hover {
    color: ${({ theme }) => theme.colors.accent};
    text-decoration-line: underline;
  }
`;

const Signature = styled.p`
  margin-top: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

function CookieSettingsButton({ onPress }: { onPress?: () => void }) {
  const t = useTranslate();
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps } = useButton({ onPress }, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <TextButton {...mergeProps(buttonProps, focusProps)} ref={ref} $focusVisible={isFocusVisible}>
      {t('shell.footer.cookieSettings')}
    </TextButton>
  );
}

function Links({ links }: { links: readonly FooterLink[] }) {
  const t = useTranslate();
  const { brandName } = useGlimt();
  return (
    <LinkList>
      {links.map((link) => (
        <li key={link.href}>
          <FooterLinkStyled href={link.href} variant="standalone" external={link.external}>
            {t(link.label, { brand: brandName })}
          </FooterLinkStyled>
        </li>
      ))}
    </LinkList>
  );
}

function Section({ title, isWide, children }: { title: string; isWide: boolean; children: ReactNode }) {
  if (isWide) {
    return (
      <div>
        <SectionTitle>{title}</SectionTitle>
        {children}
      </div>
    );
  }
  return (
    <Collapsible title={title} headingLevel={2}>
      {children}
    </Collapsible>
  );
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
  const legal = legalLinks({ brandName });
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
            <Section key={section.id} title={t(section.title, { brand: brandName })} isWide={isWide}>
              <Links links={section.links} />
            </Section>
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
