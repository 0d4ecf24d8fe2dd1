import {
  ConnectLifestyle,
  GlassesDocument,
  GlassesDocuments,
  GlassesPerks,
  GlassesSubscriptionPage,
  AddSubscriptionProduct,
  LensSubscriptionPage,
  SubscriptionList,
  UpdatePaymentMethod,
  Winback,
  WinbackConfirmation,
} from '@glimt/ui';
import type { DemoPageProps } from '../routes';

/** A path parameter of the matched route. */
function param(match: DemoPageProps['match'], name: string): string {
  return (match.params as Record<string, string | undefined>)[name] ?? '';
}

/** `/min-konto/abonnement/briller/:subscriptionId`. */
export function GlassesSubscriptionRoute({ match }: DemoPageProps) {
  const id = param(match, 'subscriptionId');
  return <GlassesSubscriptionPage key={id} subscriptionId={id} />;
}

/** `…/fordeler`. */
export function GlassesPerksRoute({ match }: DemoPageProps) {
  return <GlassesPerks subscriptionId={param(match, 'subscriptionId')} />;
}

/** `…/avtale`. */
export function GlassesDocumentsRoute({ match }: DemoPageProps) {
  return <GlassesDocuments subscriptionId={param(match, 'subscriptionId')} />;
}

/** `…/avtale/:documentId`. */
export function GlassesDocumentRoute({ match }: DemoPageProps) {
  return (
    <GlassesDocument
      subscriptionId={param(match, 'subscriptionId')}
      documentId={param(match, 'documentId')}
    />
  );
}

/** `/min-konto/abonnement/koble-til-lifestyle`. */
export function ConnectLifestyleRoute() {
  return <ConnectLifestyle />;
}

/** `/angreoppsigelse` (reads `?token=` itself). */
export function WinbackRoute() {
  return <Winback />;
}

/** `/angreoppsigelse/bekreftelse`. */
export function WinbackConfirmationRoute() {
  return <WinbackConfirmation />;
}

/** `/min-konto/abonnement`. */
export function SubscriptionListRoute() {
  return <SubscriptionList />;
}

/** `/min-konto/abonnement/linse/:subscriptionId`. */
export function LensSubscriptionRoute({ match }: DemoPageProps) {
  const id = param(match, 'subscriptionId');
  return <LensSubscriptionPage key={id} subscriptionId={id} />;
}

/** `…/ny-produkt` and `…/ny-produkt/:articleId`. */
export function AddSubscriptionProductRoute({ match }: DemoPageProps) {
  const articleId = param(match, 'articleId');
  return (
    <AddSubscriptionProduct
      subscriptionId={param(match, 'subscriptionId')}
      articleId={articleId || undefined}
    />
  );
}

/** `…/oppdater-betaling`. */
export function UpdatePaymentMethodRoute({ match }: DemoPageProps) {
  return <UpdatePaymentMethod subscriptionId={param(match, 'subscriptionId')} />;
}
