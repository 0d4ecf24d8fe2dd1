/**
 * Product images through the resize service (widget spec, section 7): `?format&url&width`, widths
 * clamped to 64..4096, sources in webp and jpeg, and a png at width 400 as the fallback `src`.
 */
import {
  DEFAULT_MEDIA_HOSTS,
  toAllowedImageUrl,
  toSafeUrl,
  toSrcSet,
  type MediaUrl,
  type SrcSet,
} from '../../utils/url';
import type { WidgetEnv } from './env';

/**
 * The hosts product images may load from when no image service is set: the brand's CDN hosts
 * and the fake backend's `cdn.glimt.test`. A shop sets its own with the search modal's
 * `allowedImageHosts`.
 */
export const DEFAULT_WIDGET_IMAGE_HOSTS: readonly string[] = DEFAULT_MEDIA_HOSTS;

/** Formats the resize service makes. */
export type ImageFormat = 'webp' | 'jpeg' | 'png';

/** The narrowest width the resize service makes. */
export const IMAGE_MIN_WIDTH = 64;
/** The widest width the resize service makes. */
export const IMAGE_MAX_WIDTH = 4096;
/** Width of the png fallback. */
export const IMAGE_FALLBACK_WIDTH = 400;
/** Formats offered as `<source>`s, best first; the fallback is png. */
export const IMAGE_SOURCE_FORMATS = ['webp', 'jpeg'] as const;

/** A width the resize service accepts: a whole number from 64 to 4096 (64 for nonsense). */
export function clampImageWidth(width: number): number {
  if (!Number.isFinite(width)) return width > 0 ? IMAGE_MAX_WIDTH : IMAGE_MIN_WIDTH;
  return Math.min(IMAGE_MAX_WIDTH, Math.max(IMAGE_MIN_WIDTH, Math.round(width)));
}

/** The resize service URL of `src` at `width` in `format`. */
export function resizedImageUrl(serviceUrl: string, src: string, width: number, format: ImageFormat): string {
  const params = new URLSearchParams({ format, url: src, width: String(clampImageWidth(width)) });
  return `${serviceUrl}${serviceUrl.includes('?') ? '&' : '?'}${params.toString()}`;
}

/** What a `<picture>` needs. */
export interface ResponsiveImage {
  /** One `<source>` per format, best first. */
  sources: { type: `image/${ImageFormat}`; srcSet: SrcSet }[];
  /** The png fallback at width 400, for `<img src>`. */
  src: MediaUrl;
}

/**
 * The sources of a product image at `widths` (clamped and de-duplicated), every URL through the
 * media gate with the service's host as the one allowed (the service must be `https:`). A missing
 * source is reported as an error and gives `null`, so the card shows its placeholder; so does a
 * service URL the gate refuses.
 */
export function responsiveImage(
  serviceUrl: string,
  src: string | null | undefined,
  widths: readonly number[],
  env: Pick<WidgetEnv, 'reportError'>,
): ResponsiveImage | null {
  if (!src) {
    env.reportError(new Error('Missing image source'));
    return null;
  }
  let host: string;
  try {
    host = new URL(serviceUrl).host;
  } catch {
    return null;
  }
  const gated = (width: number, format: ImageFormat) =>
    toAllowedImageUrl(resizedImageUrl(serviceUrl, src, width, format), [host]);
  const fallback = gated(IMAGE_FALLBACK_WIDTH, 'png');
  if (fallback === null) return null;
  const sizes = [...new Set(widths.map(clampImageWidth))].sort((a, b) => a - b);
  return {
    sources: IMAGE_SOURCE_FORMATS.flatMap((format) => {
      const srcSet = toSrcSet(sizes.map((width) => ({ url: gated(width, format), width })));
      return srcSet === null ? [] : [{ type: `image/${format}` as const, srcSet }];
    }),
    src: fallback,
  };
}

/** Where the widget's product images come from. */
export interface WidgetImageOptions {
  /** The image resize service; the browser then only ever contacts the service. */
  imageServiceUrl?: string | null;
  /**
   * The hosts an image may load from without a service (exact host, `*.example.no` for
   * subdomains). @default DEFAULT_WIDGET_IMAGE_HOSTS
   */
  allowedHosts?: readonly string[];
}

/**
 * The picture of a product image from the API, or `null` for the placeholder (nothing is
 * requested). Through the image service, the source must be an absolute `http(s)` URL (the service
 * fetches it); without one, it must be an `https:` URL on the allowed hosts (the URL gate's
 * `toAllowedImageUrl`). A refused source is not reported (it would be on every render); a missing
 * one is, through the image service, as {@link responsiveImage} does.
 */
export function widgetImage(
  src: string | null | undefined,
  widths: readonly number[],
  options: WidgetImageOptions,
  env: Pick<WidgetEnv, 'reportError'>,
): ResponsiveImage | null {
  const { imageServiceUrl } = options;
  if (!src) return imageServiceUrl ? responsiveImage(imageServiceUrl, src, widths, env) : null;
  if (imageServiceUrl) {
    const safe = toSafeUrl(src);
    if (safe === undefined || !/^https?:\/\//i.test(safe)) return null;
    return responsiveImage(imageServiceUrl, safe, widths, env);
  }
  const allowed = toAllowedImageUrl(src, options.allowedHosts ?? DEFAULT_WIDGET_IMAGE_HOSTS);
  return allowed === null ? null : { sources: [], src: allowed };
}
