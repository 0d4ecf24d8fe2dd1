/**
 * The Norwegian texts of the subscription pages (issue 20): the lens subscription and the Lifestyle
 * glasses subscription, their actions and the winback pages. Joined to the shop's catalogue inside
 * those views only (`components/subscription/subscriptionTexts.tsx`), so other pages do not carry
 * them. One section per part: add keys under yours.
 */
export const nbSubscription = {
  // --- states ---
  'subscription.lens.state.active': 'Aktivt',
  'subscription.lens.state.paused': 'Pauset',
  'subscription.lens.state.frozen': 'Fryst',
  'subscription.lens.state.cancelled': 'Avsluttet',
  'subscription.glasses.state.created': 'Opprettet',
  'subscription.glasses.state.active': 'Aktivt',
  'subscription.glasses.state.ending': 'Oppsagt',
  'subscription.glasses.state.terminated': 'Avsluttet',
  // --- temporary delivery address (rules in src/shop/subscriptions/lens.ts) ---
  'subscription.temporaryAddress.fromRequired': 'Velg fra hvilken dag adressen skal brukes.',
  'subscription.temporaryAddress.toRequired': 'Velg til hvilken dag adressen skal brukes.',
  'subscription.temporaryAddress.fromInPast': 'Fra-datoen kan ikke være tilbake i tid.',
  'subscription.temporaryAddress.toBeforeFrom': 'Til-datoen må være etter fra-datoen.',
  'subscription.temporaryAddress.tooLong':
    'En midlertidig adresse kan brukes i høyst ett år. Endre leveringsadressen i stedet.',

  // --- lens subscription pages (list, lens subscription, add product, payment method) ---

  // --- glasses subscription pages (Lifestyle, perks, documents, connect, winback) ---
  'subscription.glasses.pageTitle': 'Brilleabonnement',
  'subscription.glasses.title': 'Brilleabonnement {plan}',
  'subscription.glasses.perks.loading': 'Henter fordelene …',
  'subscription.glasses.documents.loading': 'Henter dokumentene …',
  'subscription.glasses.document.loading': 'Henter dokumentet …',
  'subscription.glasses.loading': 'Henter brilleabonnementet …',
  'subscription.glasses.number': 'Abonnementsnummer',
  'subscription.glasses.status': 'Status',
  'subscription.glasses.status.created': 'Opprettet, ikke startet ennå',
  'subscription.glasses.status.active': 'Aktivt',
  'subscription.glasses.status.ending': 'Oppsagt, avsluttes {date}',
  'subscription.glasses.status.terminated': 'Avsluttet',
  'subscription.glasses.plan': 'Abonnement',
  'subscription.glasses.frame': 'Innfatning',
  'subscription.glasses.lenses': 'Glass',
  'subscription.glasses.monthlyPrice': 'Månedspris',
  'subscription.glasses.perMonth': '{price} per måned',
  'subscription.glasses.startDate': 'Startdato',
  'subscription.glasses.bindingPeriodEnd': 'Bindingstid til',
  'subscription.glasses.nextInvoice': 'Neste faktura',
  'subscription.glasses.notSet': 'Ikke satt',
  'subscription.glasses.links': 'Mer om abonnementet',
  'subscription.glasses.perksLink': 'Fordeler',
  'subscription.glasses.documentsLink': 'Avtale og dokumenter',
  'subscription.glasses.invoicesLink': 'Betaling og fakturaer',
  'subscription.glasses.backToSubscription': 'Tilbake til abonnementet',
  'subscription.glasses.backToSubscriptions': 'Til abonnementene',
  'subscription.glasses.terminate': 'Si opp abonnementet',
  'subscription.glasses.terminateIntro': 'Oppsigelsestiden er {days} dager.',
  'subscription.glasses.terminateConfirmTitle': 'Vil du si opp brilleabonnementet?',
  'subscription.glasses.terminateConfirmText':
    'Oppsigelsestiden er {days} dager. Sier du opp i dag, avsluttes abonnementet {date}. Du betaler som vanlig fram til da.',
  'subscription.glasses.terminateConfirm': 'Ja, si opp',
  'subscription.glasses.keep': 'Behold abonnementet',
  'subscription.glasses.terminated':
    'Abonnementet er sagt opp. Det avsluttes {date}. Vi har sendt deg en bekreftelse på e-post.',
  'subscription.glasses.winbackTitle': 'Ombestemt deg?',
  'subscription.glasses.winbackOffer':
    'Angrer du oppsigelsen innen {deadline}, får du {months} måneder gratis. De faktureres etterskuddsvis.',
  'subscription.glasses.winbackLink': 'Angre oppsigelsen',
  'subscription.glasses.noActions': 'Abonnementet kan ikke endres nå.',
  'subscription.glasses.createdNote': 'Abonnementet starter når brillene dine er klare i butikken.',
  // errors (rules in src/shop/subscriptions/glassesPages.ts)
  'subscription.glasses.error.generic': 'Noe gikk galt. Prøv igjen, eller kontakt kundeservice.',
  'subscription.glasses.error.load': 'Vi kunne ikke hente abonnementet. Prøv igjen.',
  'subscription.glasses.error.notFound': 'Vi fant ikke dette abonnementet.',
  'subscription.glasses.error.loginRequired': 'Logg inn for å se abonnementet ditt.',
  'subscription.glasses.error.invalidTransition':
    'Abonnementet kunne ikke sies opp nå. Siden viser abonnementet slik det er registrert hos oss.',
  'subscription.glasses.error.terminateFailed':
    'Oppsigelsen ble ikke registrert. Abonnementet er fortsatt aktivt. Prøv igjen, eller kontakt kundeservice.',
  'subscription.glasses.error.connectionFailed':
    'Vi kunne ikke koble til Lifestyle-abonnementet. Du må ha et eksisterende brilleabonnement med dette nummeret.',
  'subscription.glasses.error.winbackNotAvailable':
    'Tilbudet om å angre oppsigelsen gjelder ikke lenger. Abonnementet avsluttes som planlagt.',
  'subscription.glasses.error.winbackLinkInvalid':
    'Lenken er ugyldig eller har utløpt. Logg inn for å se abonnementet ditt.',
  'subscription.glasses.error.notFoundLink': 'Til Min konto',
  'subscription.glasses.retry': 'Prøv igjen',
  // perks and documents
  'subscription.glasses.perks.title': 'Fordeler',
  'subscription.glasses.perks.empty': 'Fordelene blir tilgjengelige når abonnementet starter.',
  'subscription.glasses.perks.used': 'Brukt',
  'subscription.glasses.perks.validUntil': 'Gyldig til {date}',
  'subscription.glasses.perks.expired': 'Utløpt {date}',
  'subscription.glasses.perks.always': 'Gjelder hele abonnementsperioden',
  'subscription.glasses.documents.title': 'Avtale og dokumenter',
  'subscription.glasses.documents.empty': 'Abonnementet har ingen dokumenter ennå.',
  'subscription.glasses.documents.created': 'Laget {date}',
  'subscription.glasses.documents.pdf': 'Last ned PDF: {title}',
  'subscription.glasses.documents.read': 'Les {title}',
  'subscription.glasses.documents.notFound': 'Vi fant ikke dette dokumentet.',
  'subscription.glasses.documents.backToList': 'Tilbake til dokumentene',
  'subscription.glasses.documentKind.agreement': 'Avtale',
  'subscription.glasses.documentKind.terms': 'Vilkår',
  'subscription.glasses.documentKind.prescription': 'Synsresultat',
  'subscription.glasses.documentKind.receipt': 'Kvittering',
  // connect Lifestyle
  'subscription.connect.title': 'Koble til brilleabonnement',
  'subscription.connect.intro':
    'Har du tegnet Lifestyle brilleabonnement i butikk? Skriv inn abonnementsnummeret, så finner du det på Min konto.',
  'subscription.connect.number': 'Abonnementsnummer',
  'subscription.connect.numberHint': 'Står på avtalen din, for eksempel LS-123456.',
  'subscription.connect.submit': 'Koble til',
  'subscription.connect.success': 'Brilleabonnementet {number} er koblet til kontoen din.',
  'subscription.connect.open': 'Se abonnementet',
  'subscription.connect.invalidNumber': 'Skriv abonnementsnummeret som LS-NNNNNN, for eksempel LS-123456.',
  // winback
  'subscription.winback.title': 'Angre oppsigelsen',
  'subscription.winback.loading': 'Henter tilbudet …',
  'subscription.winback.intro': 'Brilleabonnementet {plan} ({number}) avsluttes {date}.',
  'subscription.winback.offer': 'Fortsett abonnementet og få {months} måneder gratis.',
  'subscription.winback.whatHappens': 'Dette skjer når du angrer',
  'subscription.winback.noticeWithdrawn': 'Oppsigelsen trekkes tilbake, og abonnementet fortsetter som før.',
  'subscription.winback.freeMonths': 'Du får {months} måneder gratis. De faktureres etterskuddsvis.',
  'subscription.winback.nextInvoice': 'Neste faktura kommer {date}.',
  'subscription.winback.deadline': 'Tilbudet gjelder til {date}.',
  'subscription.winback.accept': 'Angre oppsigelsen',
  'subscription.winback.noOffer': 'Du har ingen oppsigelse som kan angres.',
  'subscription.winback.linkInvalidTitle': 'Lenken virker ikke',
  'subscription.winback.toAccount': 'Til Min konto',
  'subscription.winback.acceptFailed':
    'Vi kunne ikke angre oppsigelsen. Abonnementet er fortsatt oppsagt. Prøv igjen, eller kontakt kundeservice.',
  'subscription.winback.confirmationTitle': 'Oppsigelsen er angret',
  'subscription.winback.confirmationIntro': 'Brilleabonnementet {plan} ({number}) fortsetter.',
  'subscription.winback.changed': 'Dette er endret',
  'subscription.winback.changedNotice': 'Oppsigelsen er trukket tilbake.',
  'subscription.winback.changedFree': 'Du får {months} måneder gratis, fakturert etterskuddsvis.',
  'subscription.winback.changedNextInvoice': 'Neste faktura: {date}.',
  'subscription.winback.noConfirmation': 'Vi finner ingen angret oppsigelse å vise.',
  'subscription.winback.openSubscription': 'Se abonnementet',
} as const;
