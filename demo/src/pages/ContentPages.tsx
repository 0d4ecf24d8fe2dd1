import { ConsentSettings, ContentPage, CookieList, FriendsSignup, GiftCardLookup } from '@glimt/ui';
import type { ConsentSettingsProps } from '@glimt/ui';
import type { DemoPageProps } from '../routes';

/** A content route (`/om-glimt`, `/personvernpolicy`, `/sporsmal-og-svar` …): its page from the content API. */
export function ContentRoutePage({ match }: DemoPageProps) {
  return <ContentPage key={match.name} contentKey={match.name} />;
}

/** `/cookieliste`: the cookie list and the consent settings. */
export function CookieListPage() {
  return <CookieList />;
}

/** `/gavekort`: the gift card balance lookup. */
export function GiftCardPage() {
  return <GiftCardLookup />;
}

/** `/min-konto/friends`: Glimt Friends; a shared link's `?kode=` fills in the referral code. */
export function FriendsSignupPage({ search }: DemoPageProps) {
  return <FriendsSignup initialReferralCode={new URLSearchParams(search).get('kode') ?? undefined} />;
}

/** The consent settings the footer's cookie-settings button opens (its chunk loads on first open). */
export function DemoConsentSettings(props: ConsentSettingsProps) {
  return <ConsentSettings {...props} />;
}
