import { useState } from 'react';
import { useTranslate } from '../../../i18n/context';
import { FRIEND_FREE_MONTHS, REFERRER_FREE_MONTHS } from '../../../shop/account/friends';
import { formatDayNb } from '../../../shop/osloTime';
import type { FriendsMembership } from '../../../shop/schemas/friends';
import { Button } from '../../primitives/Button';
import { Code, Facts, Panel, Status } from './FriendsSignup.styles';

/** The member's facts and the referral code to share, with a copy button whose result is announced. */
export function FriendsMemberCard({ membership }: { membership: FriendsMembership }) {
  const t = useTranslate();
  const [copyResult, setCopyResult] = useState<'copied' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(membership.referralCode);
      setCopyResult('copied');
    } catch {
      setCopyResult('failed');
    }
  };
  return (
    <>
      <Panel aria-labelledby="friends-member">
        <h2 id="friends-member">{t('account.content.friends.memberTitle')}</h2>
        <Facts>
          <dt>{t('account.content.friends.memberNumber')}</dt>
          <dd>{membership.memberNumber}</dd>
          <dt>{t('account.content.friends.memberSince')}</dt>
          <dd>{formatDayNb(membership.memberSince, 'd. MMMM yyyy')}</dd>
          <dt>{t('account.content.friends.freeMonths')}</dt>
          <dd>{membership.freeMonths}</dd>
          {membership.referredBy ? (
            <>
              <dt>{t('account.content.friends.referredBy')}</dt>
              <dd>{membership.referredBy}</dd>
            </>
          ) : null}
        </Facts>
      </Panel>
      <Panel $tone="accent" aria-labelledby="friends-share">
        <h2 id="friends-share">{t('account.content.friends.shareTitle')}</h2>
        <p>
          {t('account.content.friends.shareText', {
            friendMonths: FRIEND_FREE_MONTHS,
            referrerMonths: REFERRER_FREE_MONTHS,
          })}
        </p>
        <p id="friends-code-label">{t('account.content.friends.yourCode')}</p>
        <Code aria-labelledby="friends-code-label" data-testid="friends-code">
          {membership.referralCode}
        </Code>
        <Button variant="secondary" onPress={() => void copy()}>
          {t('account.content.friends.copy')}
        </Button>
        <Status role="status" data-testid="friends-copy-status">
          {copyResult === 'copied'
            ? t('account.content.friends.copied', { code: membership.referralCode })
            : copyResult === 'failed'
              ? t('account.content.friends.copyFailed')
              : ''}
        </Status>
      </Panel>
    </>
  );
}
