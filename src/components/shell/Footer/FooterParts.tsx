import { useRef, type ReactNode } from 'react';
import { mergeProps, useButton, useFocusRing } from 'react-aria';
import { useGlimt } from '../../../shop/GlimtProvider';
import { useTranslate } from '../../../i18n/context';
import type { FooterLink } from '../../../shop/footer';
import { Collapsible } from '../../primitives/Collapsible';
import { FooterLinkStyled, LinkList, SectionTitle, TextButton } from './Footer.styles';

/** The cookie-settings button of the legal row: a real button that looks like the links beside it. */
export function CookieSettingsButton({ onPress }: { onPress?: () => void }) {
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

/** A section's list of links, with the brand filled into their labels. */
export function FooterLinks({ links }: { links: readonly FooterLink[] }) {
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

/** A footer section: a titled block from 768 px up, a collapsible below. */
export function FooterSectionBlock({
  title,
  isWide,
  children,
}: {
  title: string;
  isWide: boolean;
  children: ReactNode;
}) {
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
