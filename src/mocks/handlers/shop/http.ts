import { HttpResponse, type DefaultBodyType, type HttpHandler, type PathParams } from 'msw';
import { mockHttp } from '../mockHttp';
import type * as z from 'zod/mini';
import { startedBeforeReset, type MockHosts } from '../../backend/core';
import { BackendError, backendWasReset } from '../../backend/errors';
import { findSession, requireSession, type Session } from '../../backend/sessions';

/**
 * What every shop handler shares: the CSRF check (every call other than GET needs the `CSRF-TOKEN`
 * header: 403 without it), body parsing (422 for a body that is not JSON or does not match its
 * schema), the error body, and turning a backend error into its status.
 */

/** The header every mutation sends (shop spec, section 7). */
export const CSRF_HEADER = 'CSRF-TOKEN';

/** A JSON error answer: `{ success: false, error: { code, message, fields? } }`. */
export function errorResponse(
  status: number,
  code: string,
  message: string,
  fields?: { path: string; message: string }[],
) {
  return HttpResponse.json(
    {
      success: false as const,
      error: fields && fields.length > 0 ? { code, message, fields } : { code, message },
    },
    { status },
  );
}

/** A JSON success answer of a designed call: `{ success: true, data }`. */
export function ok(data: unknown, status = 200) {
  return HttpResponse.json({ success: true as const, data } as DefaultBodyType, { status });
}

/** `{ success: true }`: the answer of calls that only confirm. */
export function confirmed() {
  return HttpResponse.json({ success: true as const });
}

/** A tiny valid PDF, for invoice, document and label links. */
export function pdfResponse(title: string) {
  const text = title.replace(/[()\\]/g, '');
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new HttpResponse(body, { headers: { 'Content-Type': 'application/pdf' } });
}

/** The info a resolver gets. */
export interface ResolverInfo {
  request: Request;
  params: PathParams;
  cookies: Record<string, string>;
}

/**
 * The token a request carries in its `CSRF-TOKEN` header. Reads that need the session (the account
 * area) send it too; the fake backend keys sessions by it where a real server would use a cookie.
 */
export function tokenOf(info: ResolverInfo): string | null {
  return info.request.headers.get(CSRF_HEADER);
}

/** A path parameter as a string. */
export function param(info: ResolverInfo, name: string): string {
  const value = info.params[name];
  return decodeURIComponent(Array.isArray(value) ? (value[0] ?? '') : typeof value === 'string' ? value : '');
}

/** Reads and checks a JSON body: 422 `MalformedJson` or 422 `ValidationFailed` with the fields. */
export async function readBody<S extends z.ZodMiniType>(request: Request, schema: S): Promise<z.output<S>> {
  const text = await request.text();
  let raw: unknown = {};
  if (text.trim() !== '') {
    try {
      raw = JSON.parse(text);
    } catch {
      throw new BackendError(422, 'MalformedJson', 'The body is not valid JSON');
    }
  }
  const result = schema.safeParse(raw);
  if (!result.success) {
    const fields = result.error.issues.map((issue) => ({
      path: issue.path.map((key) => String(key)).join('.'),
      message: issue.message,
    }));
    throw new BackendError(
      422,
      'ValidationFailed',
      'The body does not match the contract of this call',
      fields,
    );
  }
  return result.data;
}

function toErrorResponse(error: unknown) {
  if (error instanceof BackendError)
    return errorResponse(error.status, error.code, error.message, error.fields);
  const message = error instanceof Error ? error.message : String(error);
  return errorResponse(500, 'InternalError', message);
}

/** What a read handler gets: the request, its URL, path parameters and the session, if any. */
export interface ReadContext {
  info: ResolverInfo;
  url: URL;
  session: Session | undefined;
  param(name: string): string;
}

/** What a mutation handler gets: also the session (always) and the parsed body. */
export interface WriteContext<Body> extends ReadContext {
  session: Session;
  body: Body;
}

/** A GET handler on a shop path. Errors thrown by the backend become their error answers. */
export function shopGet(
  hosts: MockHosts,
  path: string,
  resolve: (context: ReadContext) => Response | Promise<Response>,
): HttpHandler {
  return mockHttp.get(hosts.shop(path), async (info) => {
    try {
      const session = findSession(tokenOf(info));
      return (await resolve({
        info,
        url: new URL(info.request.url),
        session,
        param: (name) => param(info, name),
      })) as HttpResponse<DefaultBodyType>;
    } catch (error) {
      return toErrorResponse(error);
    }
  });
}

/**
 * A POST handler on a shop path: checks the CSRF token first (403 `CsrfTokenMissing` without the
 * header, 403 `CsrfTokenInvalid` for an unknown one), then the body (422), then runs. A request
 * whose body was still being read when the backend was reset answers 503 `BackendReset` and
 * changes nothing.
 */
export function shopPost<S extends z.ZodMiniType>(
  hosts: MockHosts,
  path: string,
  schema: S,
  resolve: (context: WriteContext<z.output<S>>) => Response | Promise<Response>,
): HttpHandler {
  return mockHttp.post(hosts.shop(path), async (info) => {
    try {
      const token = info.request.headers.get(CSRF_HEADER);
      if (!token) return errorResponse(403, 'CsrfTokenMissing', `The ${CSRF_HEADER} header is missing`);
      const session = requireSession(token);
      const resetSinceStart = startedBeforeReset();
      const body = await readBody(info.request, schema);
      if (resetSinceStart()) throw backendWasReset();
      return (await resolve({
        info,
        url: new URL(info.request.url),
        session,
        body,
        param: (name) => param(info, name),
      })) as HttpResponse<DefaultBodyType>;
    } catch (error) {
      return toErrorResponse(error);
    }
  });
}
