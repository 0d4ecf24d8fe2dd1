import { type http, HttpHandler, type HttpHandlerMethod } from 'msw';

/**
 * MSW's `http`, with handlers that turn away a request they cannot match before MSW parses it.
 *
 * MSW tries a request on each handler in turn until one answers, and each try parses the request
 * for that handler: the URL against the handler's path (a path-to-regexp compiled each time) and
 * every cookie of the request, the page and MSW's cookie store (appended to the request's `cookie`
 * header each time, so the header grows with each handler tried; mswjs/msw#1518). The fake backend
 * has 116 handlers and the product pictures' handler is near the end: in a story of a listing, that
 * parsing was about a tenth of the story's time. A handler made here first checks the request's
 * method and that the URL contains each fixed part of its path (`https://cdn.glimt.test/mock-media/products/`
 * and `/` of `https://cdn.glimt.test/mock-media/products/:articleId/:file`), which every URL it matches
 * does, and parses only then. Same answers, same handler class (`instanceof HttpHandler`), same `info`
 * for MSW's logs and `listHandlers()`. Only the methods the fake backend uses are here.
 */
export const mockHttp = {
  all: ((path, resolver, options) => prefiltered(/.+/, path, resolver, options)) as typeof http.all,
  get: ((path, resolver, options) => prefiltered('GET', path, resolver, options)) as typeof http.get,
  post: ((path, resolver, options) => prefiltered('POST', path, resolver, options)) as typeof http.post,
  put: ((path, resolver, options) => prefiltered('PUT', path, resolver, options)) as typeof http.put,
  delete: ((path, resolver, options) => prefiltered('DELETE', path, resolver, options)) as typeof http.delete,
  patch: ((path, resolver, options) => prefiltered('PATCH', path, resolver, options)) as typeof http.patch,
};

type Path = ConstructorParameters<typeof HttpHandler>[1];
type Resolver = ConstructorParameters<typeof HttpHandler>[2];
type Options = ConstructorParameters<typeof HttpHandler>[3];

function prefiltered(
  method: HttpHandlerMethod,
  path: Path,
  resolver: Resolver,
  options: Options,
): HttpHandler {
  return new PrefilteredHttpHandler(method, path, resolver, options);
}

/** What a URL must hold for a path to match it, or `null` when that cannot be told cheaply. */
export function fixedPartsOf(path: Path): string[] | null {
  // A predicate function or a RegExp decides for itself; path-to-regexp's optional and repeated
  // parameters (`?`, `+`, groups) can drop the slash before them; a character the URL would
  // percent-encode is compared after encoding. Those paths are parsed for every request, as in MSW.
  if (typeof path !== 'string' || /[?+(){}\\%]|[^\x20-\x7e]/.test(path)) return null;
  // `:name` parameters and `*` wildcards (MSW reads `*` as "anything", the origin of `*/api/…` too).
  return path
    .toLowerCase()
    .split(/:[a-z0-9_]+|\*+/)
    .filter((part) => part !== '');
}

/**
 * Whether a request may match: its method, and a URL that contains each fixed part of the path,
 * compared without case as path-to-regexp does. A URL that passes may still not match (MSW decides);
 * one that fails cannot.
 */
export function mayMatch(
  method: HttpHandlerMethod,
  parts: readonly string[] | null,
  request: Pick<Request, 'method' | 'url'>,
): boolean {
  const methodMatches =
    method instanceof RegExp
      ? method.test(request.method)
      : method.toUpperCase() === request.method.toUpperCase();
  if (!methodMatches || parts === null) return methodMatches;
  const url = request.url.toLowerCase();
  return parts.every((part) => url.includes(part));
}

class PrefilteredHttpHandler extends HttpHandler {
  readonly #method: HttpHandlerMethod;
  readonly #parts: readonly string[] | null;

  constructor(method: HttpHandlerMethod, path: Path, resolver: Resolver, options: Options) {
    super(method, path, resolver, options);
    this.#method = method;
    this.#parts = fixedPartsOf(path);
  }

  override async parse(args: Parameters<HttpHandler['parse']>[0]): ReturnType<HttpHandler['parse']> {
    if (!mayMatch(this.#method, this.#parts, args.request))
      return { match: { matches: false, params: {} }, cookies: {} };
    return super.parse(args);
  }
}
