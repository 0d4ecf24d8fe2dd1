/**
 * Product images through the resize service (widget spec, section 7): `?format&url&width`, widths
 * clamped to 64..4096, sources in webp and jpeg, and a png at width 400 as the fallback `src`.
 */
import type { WidgetEnv } from './env';

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
  sources: { type: `image/${ImageFormat}`; srcSet: string }[];
  /** The png fallback at width 400, for `<img src>`. */
  src: string;
}

/**
 * The sources of a product image at `widths` (clamped and de-duplicated). A missing source is
 * reported as an error and gives `null`, so the card shows its placeholder.
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
  const sizes = [...new Set(widths.map(clampImageWidth))].sort((a, b) => a - b);
  return {
    sources: IMAGE_SOURCE_FORMATS.map((format) => ({
      type: `image/${format}` as const,
      srcSet: sizes.map((width) => `${resizedImageUrl(serviceUrl, src, width, format)} ${width}w`).join(', '),
    })),
    src: resizedImageUrl(serviceUrl, src, IMAGE_FALLBACK_WIDTH, 'png'),
  };
}
