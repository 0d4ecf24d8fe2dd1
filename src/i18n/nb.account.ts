/**
 * The Norwegian texts of the account area (issue 19): login, Mobile BankID, registration, e-mail
 * verification, password reset, the account pages, orders and returns, payment and invoices,
 * friends, gift card, the cookie list and the content pages, plus the form rules only those forms
 * use. Joined to the shop's catalogue inside those views only (`components/account/accountTexts.tsx`),
 * so a product or listing page does not carry them. One section per part: add keys under yours.
 */
export const nbAccount = {
  // --- form rules of the account forms (src/shop/validation) ---
  'validation.personalNumber': 'Skriv fødselsnummeret som DDMMÅÅ-XXXXX, for eksempel 010190-12345.',
  'validation.birthDate': 'Skriv fødselsdatoen som DDMMÅÅÅÅ, for eksempel 01011990.',
  'validation.passwordLength': 'Passordet må ha minst 8 tegn.',
  'validation.passwordMismatch': 'Passordene er ikke like. Skriv det samme passordet to ganger.',
  'validation.acceptTerms': 'Du må godta vilkårene for å fortsette.',
  'validation.giftCardNumber': 'Skriv gavekortnummeret med 16 siffer.',
  'validation.giftCardPin': 'Skriv PIN-koden med 4 siffer.',

  // --- login, BankID, register, verify e-mail, reset password, logout, the login guard ---

  // --- account overview, my details, orders and returns, payment and invoices ---

  // --- content pages, cookie list, consent, gift card, friends ---
  'account.content.loading': 'Laster siden …',
  'account.content.error': 'Vi fikk ikke hentet siden. Sjekk nettforbindelsen og prøv igjen.',
  'account.content.retry': 'Prøv igjen',
  'account.content.updatedOn': 'Sist oppdatert {date}',
  'account.content.faqTitle': 'Spørsmål og svar',
  'account.content.relatedTitle': 'Les også',
  'account.content.contactPhone': 'Telefon',
  'account.content.contactEmail': 'E-post',
  'account.content.contactHours': 'Åpningstider',
  'account.content.contents': 'Innhold på siden',
  'account.content.cookies.title': 'Informasjonskapsler i bruk',
  'account.content.cookies.lead':
    'Her er alle informasjonskapslene nettstedet kan sette, sortert etter kategori. Du bestemmer selv hvilke kategorier utenom de strengt nødvendige du godtar.',
  'account.content.cookies.name': 'Navn',
  'account.content.cookies.provider': 'Leverandør',
  'account.content.cookies.purpose': 'Formål',
  'account.content.cookies.duration': 'Varighet',
  'account.content.cookies.count': {
    one: '{count} informasjonskapsel',
    other: '{count} informasjonskapsler',
  },
  'account.content.cookies.alwaysOn': 'Alltid på',
  'account.content.cookies.on': 'Godtatt',
  'account.content.cookies.off': 'Ikke godtatt',
  'account.content.cookies.change': 'Endre samtykke',
  'account.content.cookies.error': 'Vi fikk ikke hentet listen over informasjonskapsler.',
  'account.content.consent.title': 'Innstillinger for informasjonskapsler',
  'account.content.consent.description':
    'Strengt nødvendige informasjonskapsler er alltid på. Velg hvilke andre kategorier vi får bruke.',
  'account.content.consent.C0001': 'Strengt nødvendige',
  'account.content.consent.C0001.description':
    'Innlogging, handlekurv, betaling og sikkerhet. Kan ikke slås av.',
  'account.content.consent.C0002': 'Ytelse',
  'account.content.consent.C0002.description':
    'Anonym statistikk som hjelper oss å forstå hvordan siden brukes.',
  'account.content.consent.C0003': 'Funksjonelle og personlig tilpasning',
  'account.content.consent.C0003.description':
    'Husker valgene dine og anbefaler produkter ut fra det du ser på.',
  'account.content.consent.C0004': 'Målretting',
  'account.content.consent.C0004.description': 'Relevante tilbud fra oss på andre nettsteder.',
  'account.content.consent.save': 'Lagre valgene',
  'account.content.consent.acceptAll': 'Godta alle',
  'account.content.consent.rejectAll': 'Bare nødvendige',
  'account.content.consent.saved': 'Valgene dine er lagret.',
  'account.content.consent.listLink': 'Se alle informasjonskapslene',
  'account.content.giftCard.title': 'Sjekk saldo på gavekort',
  'account.content.giftCard.lead': 'Skriv inn gavekortnummeret og PIN-koden som står på baksiden av kortet.',
  'account.content.giftCard.number': 'Gavekortnummer',
  'account.content.giftCard.numberHint': '16 siffer, for eksempel 6001 0000 0000 1234',
  'account.content.giftCard.pin': 'PIN-kode',
  'account.content.giftCard.pinHint': '4 siffer',
  'account.content.giftCard.submit': 'Sjekk saldo',
  'account.content.giftCard.resultTitle': 'Gavekort {number}',
  'account.content.giftCard.balance': 'Saldo',
  'account.content.giftCard.expiresOn': 'Gyldig til',
  'account.content.giftCard.expiredOn': 'Gikk ut',
  'account.content.giftCard.status': 'Status',
  'account.content.giftCard.status.active': 'Aktivt',
  'account.content.giftCard.status.used': 'Brukt opp',
  'account.content.giftCard.status.expired': 'Utløpt',
  'account.content.giftCard.activeText': 'Du kan bruke gavekortet i alle butikker og i nettbutikken.',
  'account.content.giftCard.usedText': 'Hele beløpet på gavekortet er brukt.',
  'account.content.giftCard.expiredText': 'Gavekortet har gått ut og kan ikke brukes lenger.',
  'account.content.giftCard.notFound':
    'Vi fant ikke noe gavekort med dette nummeret og denne PIN-koden. Sjekk at du har skrevet riktig.',
  'account.content.giftCard.failed': 'Vi fikk ikke sjekket saldoen akkurat nå. Prøv igjen om litt.',
  'account.content.friends.title': '{brand} Friends',
  'account.content.friends.lead':
    'Som medlem får du fordeler hver gang du handler briller, og gratis måneder når du verver venner.',
  'account.content.friends.perksTitle': 'Dette får du som medlem',
  'account.content.friends.perk.frame': '50 % på innfatning når du tar synstest',
  'account.content.friends.perk.accident': '365 dagers skadegaranti',
  'account.content.friends.perk.exchange': '100 dagers bytterett',
  'account.content.friends.perk.revisit': 'Gratis kontroll i ett år',
  'account.content.friends.signupTitle': 'Bli medlem',
  'account.content.friends.acceptTerms': 'Jeg godtar medlemsvilkårene',
  'account.content.friends.termsLink': 'Les medlemsvilkårene',
  'account.content.friends.referralCode': 'Vervekode (valgfritt)',
  'account.content.friends.referralCodeHint':
    'Har du fått en kode av en venn? Da får du {months} gratis måneder.',
  'account.content.friends.checkCode': 'Sjekk koden',
  'account.content.friends.codeFrom':
    'Koden er fra {name}. Du får {months} gratis måneder når du blir medlem.',
  'account.content.friends.codeUnknown': 'Vi fant ingen medlem med denne vervekoden.',
  'account.content.friends.codeInvalid': 'En vervekode har 6 til 10 bokstaver og siffer.',
  'account.content.friends.submit': 'Bli medlem',
  'account.content.friends.alreadyMember': 'Du er allerede medlem i {brand} Friends.',
  'account.content.friends.failed': 'Vi fikk ikke meldt deg inn akkurat nå. Prøv igjen om litt.',
  'account.content.friends.loadFailed': 'Vi fikk ikke hentet medlemskapet ditt.',
  'account.content.friends.welcome': 'Velkommen som medlem!',
  'account.content.friends.memberTitle': 'Ditt medlemskap',
  'account.content.friends.memberNumber': 'Medlemsnummer',
  'account.content.friends.memberSince': 'Medlem siden',
  'account.content.friends.freeMonths': 'Gratis måneder opptjent',
  'account.content.friends.referredBy': 'Vervet med koden',
  'account.content.friends.shareTitle': 'Verv en venn',
  'account.content.friends.shareText':
    'Del koden din. Vennen din får {friendMonths} gratis måneder, og du får {referrerMonths} gratis måned for hver venn som blir medlem.',
  'account.content.friends.yourCode': 'Din vervekode',
  'account.content.friends.copy': 'Kopier koden',
  'account.content.friends.copied': 'Vervekoden {code} er kopiert.',
  'account.content.friends.copyFailed': 'Kunne ikke kopiere. Marker koden og kopier den selv.',
  'account.content.friends.loginNeeded': 'Logg inn for å se medlemskapet ditt eller bli medlem.',
  'account.content.friends.login': 'Logg inn',
} as const;
