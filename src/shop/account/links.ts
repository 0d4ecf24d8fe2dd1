/**
 * The links the shop e-mails (shop spec section 4: "register, confirm the e-mail link, then log in"):
 * the e-mail verification link (`/min-konto/logg-inn?verifiser=<token>`) and the password reset link
 * (`/min-konto/glemt-passord?token=<token>`). A token comes from the URL, so it is read with a bound
 * and a narrow alphabet before it is ever sent anywhere.
 */

/** The query parameter of the verification link on the login page. */
export const VERIFY_EMAIL_PARAM = 'verifiser';
/** The query parameter of the reset link on the reset password page. */
export const RESET_TOKEN_PARAM = 'token';
/** The longest token read from a link. */
export const LINK_TOKEN_MAX_LENGTH = 256;

/** A link's token when it looks like one (letters, digits, `-`, `_`, `.`, at most 256), else `null`. */
export function linkToken(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const token = value.trim();
  if (token === '' || token.length > LINK_TOKEN_MAX_LENGTH) return null;
  return /^[A-Za-z0-9._-]+$/.test(token) ? token : null;
}

/**
 * What a link's parameter holds: absent (`null`, the page shows its form), a usable token, or
 * `'invalid'` (present but not a token: the page says the link does not work).
 */
export function linkTokenFromSearch(search: string, param: string): string | 'invalid' | null {
  const raw = new URLSearchParams(search).get(param);
  if (raw === null) return null;
  return linkToken(raw) ?? 'invalid';
}
