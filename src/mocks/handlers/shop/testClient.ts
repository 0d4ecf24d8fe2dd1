/**
 * A small fetch client for the fake backend's tests (not part of the package's entry): absolute URLs
 * on `http://shop.test`, the CSRF header, JSON in and out.
 */

/** The origin the contract tests call. */
export const SHOP = 'http://shop.test';

/** An answer: status, parsed JSON (or the text when it is not JSON) and headers. */
export interface Reply {
  status: number;
  body: unknown;
  text: string;
  headers: Headers;
}

/** Options of {@link call}. */
export interface CallOptions {
  /** Sent as the `CSRF-TOKEN` header. */
  token?: string | null;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as is (for malformed bodies). */
  rawBody?: string;
}

/** Calls the fake backend. */
export async function call(method: 'GET' | 'POST', path: string, options: CallOptions = {}): Promise<Reply> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.token) headers['CSRF-TOKEN'] = options.token;
  let body: string | undefined;
  if (options.rawBody !== undefined) body = options.rawBody;
  else if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${SHOP}${path}`, { method, headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body: parsed, text, headers: response.headers };
}

/** Opens a guest session through `GET /api/site/shopper` and returns its token. */
export async function openSession(): Promise<string> {
  const reply = await call('GET', '/api/site/shopper');
  return (reply.body as { token: string }).token;
}

/** Opens a session and logs in with e-mail and password; returns the token. */
export async function logInAs(email: string, password: string): Promise<string> {
  const token = await openSession();
  const reply = await call('POST', '/api/auth/login', { token, body: { email, password } });
  if (reply.status !== 200) throw new Error(`Login as ${email} failed: ${reply.text}`);
  return token;
}
