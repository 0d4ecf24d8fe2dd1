/**
 * The fixture media host (`https://cdn.glimt.test`): product and content pictures drawn as SVG on
 * request, the fixture videos (with byte ranges, as media elements ask for them) and a fake image
 * resize service. Everything works offline, in the browser and in node.
 */
import { HttpResponse, type HttpHandler } from 'msw';
import { mockHttp } from './mockHttp';
import { getMockEntry, mockContentPages } from '../fixtures/catalogue';
import {
  MEDIA_DIMENSIONS,
  MOCK_IMAGE_RESIZE_URL,
  MOCK_MEDIA_ORIGIN,
  parseProductImagePath,
  parseTryOnOverlayPath,
  renderContentSvg,
  renderProductSvg,
  renderTryOnOverlaySvg,
} from '../fixtures/catalogue/media';

const IMMUTABLE = 'public, max-age=31536000, immutable';

function svgResponse(svg: string): Response {
  return new HttpResponse(svg, {
    headers: { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': IMMUTABLE },
  });
}

function notFound(what: string): Response {
  return new HttpResponse(`Not found: ${what}`, {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });
}

function badRequest(message: string): Response {
  return new HttpResponse(message, { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8' } });
}

/** The SVG of a media path, drawn at `width`, or `null` when the path names no picture. */
function drawPath(pathname: string, width?: number): string | null {
  const product = parseProductImagePath(pathname);
  if (product) {
    const entry = getMockEntry(product.articleId);
    if (!entry || product.view >= entry.article.medias.length) return null;
    const [sizeWidth] = MEDIA_DIMENSIONS[product.size];
    return renderProductSvg(entry.visual, {
      view: product.view,
      width: width ?? sizeWidth,
      mobile: product.mobile,
    });
  }
  const content = /^\/mock-media\/content\/([a-z0-9-]+)\.svg$/.exec(pathname);
  if (content) {
    const page = mockContentPages.find((candidate) => candidate.id === content[1]);
    return page ? renderContentSvg(page.title, width) : null;
  }
  return null;
}

/**
 * The try-on overlay of an article with `hasVTO` (glasses), or `null`. Answered with CORS allowed:
 * the try-on draws it onto a canvas for the snapshot, which a cross-origin picture without CORS
 * would taint.
 */
function drawTryOnOverlay(pathname: string): string | null {
  const articleId = parseTryOnOverlayPath(pathname);
  const entry = articleId === null ? undefined : getMockEntry(articleId);
  if (!entry?.article.hasVTO || entry.visual.shape === null) return null;
  return renderTryOnOverlaySvg(entry.visual);
}

const decoded = new Map<string, Uint8Array>();

/**
 * The embedded files by kind (base64 by file name), each loaded with `import()` on its first request:
 * the 3D models and videos are about 450 kB of source that a page without a video or a 3D view
 * should not download or evaluate when the fake backend starts.
 */
const EMBEDDED = {
  video: () => import('../fixtures/catalogue/videos.generated').then((module) => module.MOCK_VIDEO_DATA),
  model: () => import('../fixtures/catalogue/models.generated').then((module) => module.MOCK_MODEL_DATA),
} as const;

/** The bytes of an embedded file (a video or a 3D model), decoded once; `null` for an unknown name. */
async function embeddedBytes(kind: keyof typeof EMBEDDED, file: string): Promise<Uint8Array | null> {
  const key = `${kind}:${file}`;
  const cached = decoded.get(key);
  if (cached) return cached;
  const data = await EMBEDDED[kind]();
  const base64 = Object.hasOwn(data, file) ? data[file] : undefined;
  if (base64 === undefined) return null;
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  decoded.set(key, bytes);
  return bytes;
}

/** Answers a video, the whole file or the byte range a media element asks for. */
function videoResponse(request: Request, file: string, bytes: Uint8Array): Response {
  const type = file.endsWith('.mp4') ? 'video/mp4' : 'video/webm';
  const total = bytes.length;
  const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.get('range') ?? '');
  if (range && (range[1] !== '' || range[2] !== '')) {
    const start = range[1] === '' ? Math.max(0, total - Number(range[2])) : Number(range[1]);
    const end = range[1] === '' || range[2] === '' ? total - 1 : Math.min(Number(range[2]), total - 1);
    if (start >= total || start > end) {
      return new HttpResponse(null, { status: 416, headers: { 'content-range': `bytes */${total}` } });
    }
    return new HttpResponse(bytes.slice(start, end + 1), {
      status: 206,
      headers: {
        'content-type': type,
        'content-range': `bytes ${start}-${end}/${total}`,
        'content-length': String(end - start + 1),
        'accept-ranges': 'bytes',
        'cache-control': IMMUTABLE,
      },
    });
  }
  return new HttpResponse(bytes.slice(), {
    headers: {
      'content-type': type,
      'content-length': String(total),
      'accept-ranges': 'bytes',
      'cache-control': IMMUTABLE,
    },
  });
}

/** Formats the fake resize service accepts. */
export const MOCK_RESIZE_FORMATS: readonly string[] = ['webp', 'jpeg', 'png'];

/**
 * Handlers of the fixture media host: `/mock-media/products/{id}/{view}-{size}[-m].svg`,
 * `/mock-media/content/{slug}.svg`, `/mock-media/try-on/{id}.svg`, `/mock-media/video/{file}`,
 * `/mock-media/models/{shape}.glb` (the 3D frame models, `model/gltf-binary`) and
 * `/resize?url&width&format`.
 */
export function createMediaHandlers(): HttpHandler[] {
  return [
    mockHttp.get(`${MOCK_MEDIA_ORIGIN}/mock-media/try-on/:file`, ({ request }) => {
      const { pathname } = new URL(request.url);
      const svg = drawTryOnOverlay(pathname);
      if (svg === null) return notFound(pathname);
      const response = svgResponse(svg);
      response.headers.set('access-control-allow-origin', '*');
      return response;
    }),
    mockHttp.get(`${MOCK_MEDIA_ORIGIN}/mock-media/products/:articleId/:file`, ({ request }) => {
      const { pathname } = new URL(request.url);
      const svg = drawPath(pathname);
      return svg === null ? notFound(pathname) : svgResponse(svg);
    }),
    mockHttp.get(`${MOCK_MEDIA_ORIGIN}/mock-media/content/:file`, ({ request }) => {
      const { pathname } = new URL(request.url);
      const svg = drawPath(pathname);
      return svg === null ? notFound(pathname) : svgResponse(svg);
    }),
    mockHttp.get(`${MOCK_MEDIA_ORIGIN}/mock-media/video/:file`, async ({ request, params }) => {
      const file = String(params.file);
      const bytes = await embeddedBytes('video', file);
      return bytes === null ? notFound(file) : videoResponse(request, file, bytes);
    }),
    mockHttp.get(`${MOCK_MEDIA_ORIGIN}/mock-media/models/:file`, async ({ params }) => {
      const file = String(params.file);
      const bytes = await embeddedBytes('model', file);
      if (bytes === null) return notFound(file);
      return new HttpResponse(bytes.slice(), {
        headers: {
          'content-type': 'model/gltf-binary',
          'content-length': String(bytes.length),
          'access-control-allow-origin': '*',
          'cache-control': IMMUTABLE,
        },
      });
    }),
    mockHttp.get(MOCK_IMAGE_RESIZE_URL, ({ request }) => {
      const params = new URL(request.url).searchParams;
      const source = params.get('url');
      const width = Number(params.get('width'));
      const format = params.get('format') ?? 'webp';
      if (!source) return badRequest('url is required');
      if (!Number.isInteger(width) || width < 64 || width > 4096)
        return badRequest('width must be an integer from 64 to 4096');
      if (!MOCK_RESIZE_FORMATS.includes(format))
        return badRequest(`format must be one of ${MOCK_RESIZE_FORMATS.join(', ')}`);
      let target: URL;
      try {
        target = new URL(source);
      } catch {
        return badRequest('url is not a URL');
      }
      if (target.origin !== MOCK_MEDIA_ORIGIN) return notFound(source);
      const svg = drawPath(target.pathname, width);
      return svg === null ? notFound(source) : svgResponse(svg);
    }),
  ];
}
