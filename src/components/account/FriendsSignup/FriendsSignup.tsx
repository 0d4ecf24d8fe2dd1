import { useState } from 'react';
import { useTranslate } from '../../../i18n/context';
import { useGlimt } from '../../../shop/GlimtProvider';
import { FRIENDS_PERK_KEYS, needsLogin } from '../../../shop/account/friends';
import { buildPath } from '../../../shop/routes';
import { Button } from '../../primitives/Button';
import { Skeleton } from '../../primitives/Skeleton';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { ButtonLink } from '../../shell/ButtonLink';
import { withAccountTexts } from '../accountTexts';
import { FriendsMemberCard } from './FriendsMemberCard';
import { Lead, Notice, Panel, Perks, Root, Title } from './FriendsSignup.styles';
import { FriendsSignupForm } from './FriendsSignupForm';
import { useFriendsMembership } from './useFriendsMembership';

/** Props of {@link FriendsSignup}. */
export interface FriendsSignupProps {
  /** A referral code to fill in (for example from a shared link's `?kode=`). */
  initialReferralCode?: string;
}

function Perk() {
  const t = useTranslate();
  return (
    <Panel aria-labelledby="friends-perks">
      <h2 id="friends-perks">{t('account.content.friends.perksTitle')}</h2>
      <Perks>
        {FRIENDS_PERK_KEYS.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </Perks>
    </Panel>
  );
}

function FriendsSignupView({ initialReferralCode }: FriendsSignupProps) {
  const t = useTranslate();
  const { brandName } = useGlimt();
  const { membership, error, isLoading, retry, set } = useFriendsMembership();
  const [welcome, setWelcome] = useState(false);

  let body;
  if (error && needsLogin(error)) {
    body = (
      <Panel>
        <p>{t('account.content.friends.loginNeeded')}</p>
        <ButtonLink href={buildPath('login')}>{t('account.content.friends.login')}</ButtonLink>
      </Panel>
    );
  } else if (error) {
    body = (
      <Notice $tone="danger" role="alert">
        <p>{t('account.content.friends.loadFailed')}</p>
        <Button variant="secondary" onPress={retry}>
          {t('account.content.retry')}
        </Button>
      </Notice>
    );
  } else if (isLoading || membership === undefined) {
    body = (
      <div aria-busy="true">
        <VisuallyHidden role="status">{t('account.content.loading')}</VisuallyHidden>
        <Skeleton height={260} radius="lg" />
      </div>
    );
  } else if (membership) {
    body = (
      <>
        {welcome ? (
          <Notice $tone="success" role="status">
            <p>{t('account.content.friends.welcome')}</p>
          </Notice>
        ) : null}
        <FriendsMemberCard membership={membership} />
      </>
    );
  } else {
    body = (
      <FriendsSignupForm
        initialReferralCode={initialReferralCode}
        onMember={(created) => {
          setWelcome(true);
          set(created);
        }}
        onAlreadyMember={retry}
      />
    );
  }

  return (
    <Root aria-labelledby="friends-title" data-testid="friends-membership">
      <Title id="friends-title">{t('account.content.friends.title', { brand: brandName })}</Title>
      <Lead>{t('account.content.friends.lead')}</Lead>
      {body}
      <Perk />
    </Root>
  );
}

/**
 * Glimt Friends for the logged-in customer (`/min-konto/friends`): the signup (terms must be
 * accepted; an optional referral code, checked to show whose it is), or the membership with the
 * member's own code to share (copy button, result announced; the friend gets 2 free months, the
 * referrer 1), and the perks. A guest sees a link to log in.
 */
export const FriendsSignup = /* @__PURE__ */ withAccountTexts(FriendsSignupView);
