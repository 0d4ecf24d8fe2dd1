import {
  ConnectLifestyle,
  GlassesDocument,
  GlassesDocuments,
  GlassesPerks,
  GlassesSubscriptionPage,
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
