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
} as const;
