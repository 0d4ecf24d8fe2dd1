/**
 * What the shop's footer links to (shop spec, section 2 "Shell"): four titled link sections and
 * the legal links of its last row. Plain data, built by functions so the brand from configuration
 * fills the brand's own pages and nothing runs at import.
 */
import type { MessageKey } from '../i18n/nb';
import { buildPath, contentPageHref, type ShopRouteOptions } from './routes';

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
        { label: 'shell.footer.link.hearingTest', href: buildPath('bookHearingTest') },
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
        { label: 'shell.footer.link.eyeHealthDay', href: buildPath('b2bEyeHealthDay') },
      ],
    },
    { id: 'about', title: 'shell.footer.section.about', links: about },
  ];
}

/** The legal links of the footer's last row: privacy, cookies, the cookie list, terms of My pages and accessibility. */
export function createLegalLinks(route: ShopRouteOptions = {}): FooterLink[] {
  return [
    { label: 'shell.footer.link.privacy', href: contentPageHref('privacyPolicy', route) },
    { label: 'shell.footer.link.cookies', href: contentPageHref('cookies', route) },
    { label: 'shell.footer.link.cookieList', href: buildPath('cookieList') },
    { label: 'shell.footer.link.myPagesTerms', href: contentPageHref('myPagesTerms', route) },
    { label: 'shell.footer.link.accessibility', href: buildPath('accessibility') },
  ];
}
