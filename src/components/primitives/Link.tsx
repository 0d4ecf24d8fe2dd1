import { forwardRef, type MouseEvent, type ReactNode } from 'react';
import { mergeProps, useFocusRing, useLink, useObjectRef, type PressEvent } from 'react-aria';
import { styled, css } from 'styled-components';
import { useTranslate } from '../../i18n/context';
import { useNavigation } from '../../navigation/context';
import { shouldNavigateClientSide, type NavigateOptions } from '../../navigation/navigation';
import { ExternalIcon } from './icons';
import { toSafeHref } from './safeHref';
import { useLinkPrefetch } from './useLinkPrefetch';
import { VisuallyHidden } from './VisuallyHidden';
import { withGlimtTheme } from '../../theme/fallback';

/** How a link sits on the page. */
export type LinkVariant = 'inline' | 'standalone';

/** Props of {@link Link}. */
export interface LinkProps {
  /**
   * Where the link goes: a path (`/briller`), an `http(s)` URL, `mailto:` or `tel:`. Any other
   * scheme (such as `javascript:`) is refused and the text renders without a link.
   */
  href: string;
  children?: ReactNode;
  /**
   * `inline`: underlined, for links inside running text. `standalone`: a link on its own line
   * (lists, footers, "Se alle"), semibold and underlined on hover.
   * @default 'inline'
   */
  variant?: LinkVariant;
  /**
   * Opens in a new tab: sets `target="_blank"` and `rel="noopener noreferrer"`, shows a small icon
   * and tells screen readers "(åpnes i ny fane)".
   * @default false
   */
  external?: boolean;
  /** The browsing context, as on `<a>`. Anything but `_self` is left to the browser. */
  target?: string;
  /** Extra link relations, merged with the ones `external` adds. */
  rel?: string;
  /** Download the target instead of navigating (optionally with a file name); left to the browser. */
  download?: boolean | string;
  /** Options passed to the navigation adapter on a client-side navigation, e.g. `{ replace: true }`. */
  navigateOptions?: NavigateOptions;
  /** Called when the link is pressed (mouse, touch or Enter), before navigating. */
  onPress?: (event: PressEvent) => void;
  /** Marks the link to the page being shown, e.g. `'page'` in a menu. */
  'aria-current'?: boolean | 'true' | 'false' | 'page' | 'step' | 'location' | 'date' | 'time';
  /** A name that replaces the text for assistive technology; prefer visible text. */
  'aria-label'?: string;
  /** Ids of elements that describe the link. */
  'aria-describedby'?: string;
  className?: string;
  /** Used by test tools and analytics selectors. */
  'data-testid'?: string;
}

const StyledLink = styled.a<{ $variant: LinkVariant; $focusVisible: boolean }>`
  color: ${({ theme }) => theme.colors.accent};
  border-radius: 2px;
  cursor: pointer;
  outline: ${({ $focusVisible, theme }) => ($focusVisible ? `3px solid ${theme.colors.focus}` : 'none')};
  outline-offset: 2px;
  text-underline-offset: 0.18em;
  text-decoration-thickness: 1px;
  transition: color ${({ theme }) => theme.durations.fast}ms ${({ theme }) => theme.easings.standard};
  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
  }

  &:hover {
    color: ${({ theme }) => theme.colors.accentStrong};
    text-decoration-thickness: 2px;
  }

  ${({ $variant, theme }) =>
    $variant === 'inline'
      ? css`
          text-decoration-line: underline;
        `
      : css`
          display: inline-flex;
          align-items: center;
          gap: ${theme.space[0.5]};
          /* WCAG 2.2 target size: at least 24 px high on its own line. */
          min-height: 24px;
          font-weight: ${theme.fontWeights.semibold};
          text-decoration-line: none;
          &:hover,
          &[aria-current]:not([aria-current='false']) {
            text-decoration-line: underline;
          }
          /* The link to the page being shown (a menu's current item) keeps a firm underline. */
          &[aria-current]:not([aria-current='false']) {
            text-decoration-thickness: 2px;
          }
        `}
`;

const ExternalMark = styled(ExternalIcon)`
  display: inline-block;
  width: 0.875em;
  height: 0.875em;
  margin-inline-start: 0.25em;
  vertical-align: -0.1em;
  flex: none;
`;

/**
 * A link that goes through the app's router. A plain click or Enter on a same-origin link calls
 * `navigation.navigate(href)` from the provider's adapter without a page load; Ctrl/Meta/Shift/Alt
 * and middle clicks, `target="_blank"`, downloads, other origins, `mailto:` and `tel:` are left to
 * the browser. Only safe hrefs render: anything else shows the text without a link. When the
 * adapter prefetches (`NavigationAdapter.prefetch`), a link to a page on this origin asks for its
 * page once it comes within 200 px of the viewport and again on hover or focus.
 */
export const Link = /* @__PURE__ */ withGlimtTheme(
  forwardRef<HTMLAnchorElement, LinkProps>(function Link({ href, ...props }, ref) {
    const safeHref = toSafeHref(href);
    if (safeHref === undefined) {
      // Not a link a visitor can safely follow: keep the words, drop the link.
      return (
        <span className={props.className} data-testid={props['data-testid']}>
          {props.children}
        </span>
      );
    }
    return <SafeLink {...props} ref={ref} safeHref={safeHref} />;
  }),
);

type SafeLinkProps = Omit<LinkProps, 'href'> & { safeHref: string };

const SafeLink = forwardRef<HTMLAnchorElement, SafeLinkProps>(function SafeLink(
  {
    safeHref,
    children,
    variant = 'inline',
    external = false,
    target,
    rel,
    download,
    navigateOptions,
    onPress,
    className,
    'data-testid': testId,
    ...aria
  },
  forwardedRef,
) {
  const ref = useObjectRef(forwardedRef);
  const navigation = useNavigation();
  const t = useTranslate();
  const resolvedTarget = external ? '_blank' : target;
  const relations = new Set((rel ?? '').split(/\s+/).filter(Boolean));
  if (external) {
    relations.add('noopener');
    relations.add('noreferrer');
  }
  const resolvedRel = relations.size > 0 ? [...relations].join(' ') : undefined;

  const { linkProps } = useLink(
    { ...aria, href: safeHref, target: resolvedTarget, rel: resolvedRel, download, onPress },
    ref,
  );
  const { focusProps, isFocusVisible } = useFocusRing();
  // Only a link the router follows in this tab has a page of the shop to prefetch.
  const prefetchProps = useLinkPrefetch(
    ref,
    safeHref,
    !download && (resolvedTarget === undefined || resolvedTarget === '_self'),
  );

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const anchor = event.currentTarget;
    const clientSide = shouldNavigateClientSide(
      {
        button: event.button,
        metaKey: event.metaKey,
        ctrlKey: event.ctrlKey,
        shiftKey: event.shiftKey,
        altKey: event.altKey,
        defaultPrevented: event.isDefaultPrevented(),
      },
      safeHref,
      anchor.ownerDocument.location.href,
      anchor.getAttribute('target'),
      anchor.hasAttribute('download'),
    );
    if (!clientSide) return;
    event.preventDefault();
    navigation.navigate(safeHref, navigateOptions);
  };

  return (
    <StyledLink
      {...mergeProps(linkProps, focusProps, prefetchProps, { onClick })}
      ref={ref}
      className={className}
      data-testid={testId}
      $variant={variant}
      $focusVisible={isFocusVisible}
    >
      {children}
      {external && (
        <>
          <ExternalMark />
          <VisuallyHidden> {t('link.newTab')}</VisuallyHidden>
        </>
      )}
    </StyledLink>
  );
});
