import { useSyncExternalStore } from 'react';
import { styled } from 'styled-components';
import { useTranslate } from '../../i18n/context';
import { isBrowserSupported, type BrowserEnv } from '../../shop/browserSupport';
import { WarningIcon } from '../primitives/icons';

/** Props of {@link UnsupportedBrowserNotice}. */
export interface UnsupportedBrowserNoticeProps {
  /**
   * Overrides the detection: `false` shows the notice, `true` hides it. Leave it out to let the
   * notice check the browser itself (`isBrowserSupported`).
   */
  supported?: boolean;
  /** The scope the detection reads. @default globalThis */
  env?: BrowserEnv;
  className?: string;
  /** Used by test tools. */
  'data-testid'?: string;
}

// Written for the browsers it warns: no `inset`, no flex `gap`, no custom properties.
const Notice = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: ${({ theme }) => theme.space[1.5]} ${({ theme }) => theme.space[2]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.warningSubtle};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  ${({ theme }) => theme.media.tablet} {
    align-items: center;
  }
`;

const Icon = styled(WarningIcon)`
  flex: none;
  margin: 2px ${({ theme }) => theme.space[1]} 0 0;
  color: ${({ theme }) => theme.colors.warning};
  ${({ theme }) => theme.media.tablet} {
    margin-top: 0;
  }
`;

const Message = styled.p`
  margin: 0;
  strong {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const subscribeNever = () => () => undefined;

/**
 * The notice for browsers the shop does not support (shop spec, section 2): "Nettleseren din støttes
 * ikke. Bruk Edge, Chrome, Safari eller Firefox." It renders only when the browser lacks a feature the
 * library needs (feature detection, see `isBrowserSupported`), and nothing on the server or in a
 * supported browser. Put it first in the page, above the header. It is announced once (`role="alert"`).
 */
export function UnsupportedBrowserNotice({
  supported,
  env,
  className,
  'data-testid': testId,
}: UnsupportedBrowserNoticeProps) {
  const t = useTranslate();
  const detected = useSyncExternalStore(
    subscribeNever,
    () => (supported === undefined ? isBrowserSupported(env ?? globalThis) : supported),
    // The server cannot know the browser: it renders nothing and the client decides.
    () => true,
  );
  const isSupported = supported ?? detected;
  if (isSupported) return null;
  return (
    <Notice role="alert" className={className} data-testid={testId}>
      <Icon />
      <Message>
        <strong>{t('browser.unsupported')}</strong> {t('browser.unsupportedAdvice')}
      </Message>
    </Notice>
  );
}
