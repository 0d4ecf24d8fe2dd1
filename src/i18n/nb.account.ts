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
  'account.auth.login.title': 'Logg inn',
  'account.auth.login.intro': 'Logg inn for å se ordrer, fakturaer, abonnementer og timebestillinger.',
  'account.auth.login.passwordTitle': 'Med e-post og passord',
  'account.auth.login.email': 'E-post',
  'account.auth.login.password': 'Passord',
  'account.auth.login.submit': 'Logg inn',
  'account.auth.login.submitting': 'Logger inn …',
  'account.auth.login.forgot': 'Glemt passord?',
  'account.auth.login.noAccount': 'Har du ikke konto?',
  'account.auth.login.register': 'Registrer deg',
  'account.auth.login.or': 'eller',
  'account.auth.login.again': 'Prøv igjen',
  'account.auth.login.loggedInTitle': 'Du er logget inn',
  'account.auth.login.loggedInText': 'Velkommen, {name}.',
  'account.auth.login.toAccount': 'Gå til Min konto',
  'account.auth.bankId.title': 'Logg inn med BankID',
  'account.auth.bankId.personalNumber': 'Fødselsnummer',
  'account.auth.bankId.personalNumberHint':
    'Valgfritt. Skriv det som DDMMÅÅ-XXXXX hvis du vil at BankID skal spørre på mobilen din med en gang.',
  'account.auth.bankId.start': 'Logg inn med BankID',
  'account.auth.bankId.starting': 'Starter BankID …',
  'account.auth.bankId.waitingTitle': 'Fullfør innloggingen i BankID-appen',
  'account.auth.bankId.instructions':
    'Åpne BankID-appen på mobilen din, kontroller at det er Glimt som ber om innlogging, og bekreft med koden din.',
  'account.auth.bankId.hint.outstandingTransaction': 'Venter på at du åpner BankID-appen …',
  'account.auth.bankId.hint.started': 'BankID-appen er startet. Venter på at du identifiserer deg …',
  'account.auth.bankId.hint.userSign': 'Skriv inn koden din i BankID-appen og trykk Bekreft.',
  'account.auth.bankId.cancel': 'Avbryt BankID',
  'account.auth.error.title': 'Du ble ikke logget inn',
  'account.auth.error.loginFailed': 'Innloggingen mislyktes. Sjekk e-post og passord og prøv igjen.',
  'account.auth.error.unavailable': 'Innlogging er midlertidig utilgjengelig. Prøv igjen om litt.',
  'account.auth.error.bankIdExpired':
    'Tiden for innlogging gikk ut, eller det ble gjort for mange forsøk. Start BankID på nytt.',
  'account.auth.error.bankIdFailed': 'Innloggingen med BankID ble avbrutt eller mislyktes.',
  'account.auth.error.bankIdProblems':
    'Vi har problemer med BankID akkurat nå. Prøv igjen senere, eller logg inn med e-post og passord.',
  'account.auth.error.sessionExpired':
    'Bekreftelsen av kontoen mislyktes. Logg inn på nytt og fullfør bekreftelsen av e-posten raskere.',
  'account.auth.error.generic': 'Noe gikk galt. Prøv igjen, eller kontakt kundeservice.',
  'account.auth.problem.terms.title': 'Godta de nyeste vilkårene',
  'account.auth.problem.terms.text':
    'Vilkårene for Min side er oppdatert. Du må godta de nyeste vilkårene for å fortsette til kontoen din.',
  'account.auth.problem.terms.link': 'Les vilkårene for Min side',
  'account.auth.problem.terms.checkbox': 'Jeg har lest og godtar de nyeste vilkårene for Min side',
  'account.auth.problem.terms.action': 'Godta og fortsett',
  'account.auth.problem.email.title': 'Bekreft e-postadressen din',
  'account.auth.problem.email.text':
    'E-postadressen din må bekreftes før du kan logge inn. Trykk på knappen, så sender vi en ny e-post med en lenke til {email}.',
  'account.auth.problem.email.action': 'Send ny e-post',
  'account.auth.problem.eidEmail.title': 'Bekreft e-postadressen din',
  'account.auth.problem.eidEmail.text':
    'Du er identifisert med BankID, men e-postadressen på kontoen er ikke bekreftet. Trykk på knappen, så sender vi en ny e-post med en lenke.',
  'account.auth.problem.email.sent':
    'Vi har sendt en ny e-post. Trykk på lenken i e-posten, og logg inn igjen etterpå.',
  'account.auth.problem.back': 'Tilbake til innlogging',
  'account.auth.register.title': 'Registrer deg',
  'account.auth.register.intro': 'Lag en konto for å følge ordrer, abonnementer og timebestillinger.',
  'account.auth.register.firstName': 'Fornavn',
  'account.auth.register.lastName': 'Etternavn',
  'account.auth.register.email': 'E-post',
  'account.auth.register.password': 'Passord',
  'account.auth.register.passwordHint': 'Minst 8 tegn.',
  'account.auth.register.passwordAgain': 'Gjenta passordet',
  'account.auth.register.mobile': 'Mobilnummer',
  'account.auth.register.street': 'Gateadresse',
  'account.auth.register.zipCode': 'Postnummer',
  'account.auth.register.city': 'Sted',
  'account.auth.register.identity': 'Fødselsnummer eller fødselsdato',
  'account.auth.register.identityPersonalNumber': 'Fødselsnummer (11 siffer)',
  'account.auth.register.identityBirthDate': 'Fødselsdato',
  'account.auth.register.personalNumber': 'Fødselsnummer',
  'account.auth.register.personalNumberHint': 'DDMMÅÅ-XXXXX',
  'account.auth.register.birthDate': 'Fødselsdato',
  'account.auth.register.birthDateHint': 'DDMMÅÅÅÅ',
  'account.auth.register.terms': 'Jeg godtar vilkårene for Min side',
  'account.auth.register.termsLink': 'Les vilkårene for Min side',
  'account.auth.register.submit': 'Registrer deg',
  'account.auth.register.customerExists':
    'Det finnes allerede en kunde med denne e-postadressen eller dette fødselsnummeret. Logg inn, eller be om nytt passord.',
  'account.auth.register.doneTitle': 'Sjekk e-posten din',
  'account.auth.register.doneText':
    'Vi har sendt en e-post til {email}. Trykk på lenken i e-posten for å bekrefte adressen, så kan du logge inn.',
  'account.auth.register.haveAccount': 'Har du allerede konto?',
  'account.auth.verify.title': 'Bekrefter e-postadressen …',
  'account.auth.verify.okTitle': 'E-postadressen er bekreftet',
  'account.auth.verify.okText': 'Takk! {email} er bekreftet. Nå kan du logge inn.',
  'account.auth.verify.failedTitle': 'Bekreftelsen mislyktes',
  'account.auth.verify.failedText':
    'Bekreftelsen av kontoen mislyktes. Logg inn på nytt og fullfør bekreftelsen av e-posten raskere.',
  'account.auth.verify.missingToken': 'Lenken mangler en kode. Bruk lenken i e-posten du fikk.',
  'account.auth.verify.toLogin': 'Gå til innlogging',
  'account.auth.reset.title': 'Glemt passord',
  'account.auth.reset.intro':
    'Skriv e-postadressen din, så sender vi deg en lenke for å lage et nytt passord.',
  'account.auth.reset.email': 'E-post',
  'account.auth.reset.send': 'Send lenke',
  'account.auth.reset.sentTitle': 'Sjekk e-posten din',
  'account.auth.reset.sentText':
    'Hvis {email} har en konto hos oss, er en lenke for å lage nytt passord på vei. Lenken virker i én time.',
  'account.auth.reset.setTitle': 'Lag nytt passord',
  'account.auth.reset.password': 'Nytt passord',
  'account.auth.reset.passwordAgain': 'Gjenta det nye passordet',
  'account.auth.reset.save': 'Lagre nytt passord',
  'account.auth.reset.doneTitle': 'Passordet er endret',
  'account.auth.reset.doneText': 'Nå kan du logge inn med det nye passordet.',
  'account.auth.reset.invalid':
    'Lenken for å lage nytt passord er ugyldig eller har gått ut. Be om en ny lenke.',
  'account.auth.reset.askAgain': 'Be om en ny lenke',
  'account.auth.logout.busy': 'Logger ut …',
  'account.auth.logout.title': 'Du er logget ut',
  'account.auth.logout.text': 'Takk for besøket. Handlekurven din er tatt vare på.',
  'account.auth.logout.failedTitle': 'Utloggingen mislyktes',
  'account.auth.logout.retry': 'Prøv igjen',
  'account.auth.logout.home': 'Til forsiden',
  'account.auth.gate.checking': 'Sjekker innloggingen …',
  'account.auth.gate.redirecting': 'Du må logge inn for å se denne siden. Sender deg til innlogging …',

  // --- account overview, my details, orders and returns, payment and invoices ---

  // --- content pages, cookie list, consent, gift card, friends ---
} as const;
