import { styled } from 'styled-components';
import { useTranslate } from '../../i18n/context';
import { useShopSession } from '../session/ShopSessionProvider';
import { StoreIcon } from '../primitives/icons';

/** Props of {@link StoreBanner}. */
export interface StoreBannerProps {
  className?: string;
  /** Used by test tools and analytics selectors. */
  'data-testid'?: string;
}

const Region = styled.section`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: 32px;
  padding: ${({ theme }) => `${theme.space[0.5]} ${theme.space[2]}`};
  background: ${({ theme }) => theme.colors.accentStrong};
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  text-align: center;
  & > svg {
    flex: none;
  }
`;

const Text = styled.p`
  min-width: 0;
  overflow-wrap: anywhere;
`;

/**
 * The banner shown on every page to store staff ("Innlogget som butikk: Glimt Oslo City"), so
 * nobody forgets the shop is in store mode. Renders nothing for guests and customers, and nothing
 * while the user lookup is still running. A plain named region at the top of the page, not a live
 * region: it is not news, it is the state of the page.
 *
 * Needs a `ShopSessionProvider` above it.
 */
export function StoreBanner({ className, 'data-testid': testId }: StoreBannerProps) {
  const t = useTranslate();
  const { user, isStoreUser } = useShopSession();
  if (!isStoreUser || !user) return null;
  return (
    <Region aria-label={t('shell.storeBanner.label')} className={className} data-testid={testId}>
      <StoreIcon size={16} />
      <Text>{t('shell.storeBanner.text', { name: user.name })}</Text>
    </Region>
  );
}
