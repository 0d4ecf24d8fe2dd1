import { useState, type ReactNode } from 'react';
import { styled, css } from 'styled-components';
import { withGlimtTheme } from '../../theme/fallback';
import type { MediaUrl, SrcSet } from '../../utils/url';

/**
 * A `<source>` of the frame's `<picture>`: the mobile variant under 768 px (`media`), or the same
 * picture in another format (`type`, e.g. `image/webp` from a resize service).
 */
export interface ImageFrameSource {
  /** Media query the source applies under. */
  media?: string;
  /** MIME type of the source's candidates; a browser that cannot show it skips the source. */
  type?: string;
  /** Candidates built by the one `srcset` builder (`toSrcSet`) from gated URLs. */
  srcSet: SrcSet;
}

/** Props of {@link ImageFrame}. */
export interface ImageFrameProps {
  /**
   * The image URL, through the media gate and its host allow-list (`toAllowedMediaUrl`, which
   * answers `null` for a URL that may not load): the type takes nothing else, so no URL reaches the
   * picture straight from data. `null` or `undefined` shows the empty stage.
   */
  src?: MediaUrl | null;
  /** Width-described candidates (`a.jpg 400w, b.jpg 800w`), built by `toSrcSet` from gated URLs. */
  srcSet?: SrcSet;
  /** The `sizes` attribute that goes with `srcSet`. */
  sizes?: string;
  /** Extra `<source>` elements before the `<img>` (art direction). */
  sources?: readonly ImageFrameSource[];
  /** Text alternative; the default `''` marks the image decorative (the card's heading names it). @default '' */
  alt?: string;
  /** Width / height of the frame, reserved before anything loads so nothing moves. @default 1 */
  ratio?: number | string;
  /** Ratio under the tablet breakpoint, when it differs. */
  mobileRatio?: number | string;
  /** Corner radius token. @default 'md' */
  radius?: 'md' | 'lg';
  /** Multiply the picture onto the grey stage, so white product backgrounds disappear. @default false */
  blend?: boolean;
  /** Load only near the viewport. @default 'lazy' */
  loading?: 'lazy' | 'eager';
  /**
   * Holds the picture back while true: the frame and its stage stay (nothing moves), the picture is
   * asked for once it turns false. A list sets it to load the pictures in view first.
   * @default false
   */
  deferred?: boolean;
  /** Called when the picture has loaded or failed (a list that orders its pictures counts them). */
  onSettled?: () => void;
  /** Shown on the stage while there is no picture (missing or failed to load). */
  placeholder?: ReactNode;
  /** Content laid over the picture (flags, badges, a video). */
  children?: ReactNode;
  className?: string;
  /** Test hook on the frame element. */
  'data-testid'?: string;
}

const Frame = styled.span<{ $ratio: string; $mobileRatio: string; $radius: 'md' | 'lg'; $blend: boolean }>`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  aspect-ratio: ${({ $mobileRatio }) => $mobileRatio};
  overflow: hidden;
  border-radius: ${({ theme, $radius }) => theme.radii[$radius]};
  background: ${({ theme }) => theme.colors.stage};
  color: ${({ theme }) => theme.colors.textMuted};

  ${({ theme }) => theme.media.tablet} {
    aspect-ratio: ${({ $ratio }) => $ratio};
  }

  & img {
    position: absolute;
    inset: 0;
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
    ${({ $blend }) =>
      $blend &&
      css`
        mix-blend-mode: multiply;
      `}
  }
`;

function ImageFrameView({
  src,
  srcSet,
  sizes,
  sources,
  alt = '',
  ratio = 1,
  mobileRatio,
  radius = 'md',
  blend = false,
  loading = 'lazy',
  deferred = false,
  onSettled,
  placeholder,
  children,
  className,
  'data-testid': testId,
}: ImageFrameProps) {
  // Keyed on the URL, so a new picture after a failed one gets its own try.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showPicture = Boolean(src) && failedSrc !== src;
  const img =
    showPicture && !deferred ? (
      // eslint-disable-next-line no-restricted-syntax -- the one image frame: src is a MediaUrl, srcSet a SrcSet
      <img
        src={src ?? undefined}
        srcSet={srcSet}
        sizes={sizes}
        alt={alt}
        loading={loading}
        decoding="async"
        onLoad={onSettled}
        onError={() => {
          setFailedSrc(src ?? null);
          onSettled?.();
        }}
      />
    ) : null;
  return (
    <Frame
      className={className}
      data-testid={testId}
      $ratio={String(ratio)}
      $mobileRatio={String(mobileRatio ?? ratio)}
      $radius={radius}
      $blend={blend}
    >
      {img && sources && sources.length > 0 ? (
        <picture>
          {sources.map((source) => (
            // eslint-disable-next-line no-restricted-syntax -- ImageFrameSource.srcSet is a SrcSet (toSrcSet)
            <source
              key={`${source.media ?? ''} ${source.type ?? ''}`}
              media={source.media}
              type={source.type}
              srcSet={source.srcSet}
              sizes={sizes}
            />
          ))}
          {img}
        </picture>
      ) : (
        img
      )}
      {!showPicture && placeholder}
      {children}
    </Frame>
  );
}

/**
 * The one product-image frame of the library: a light grey stage of a fixed ratio (reserved before
 * the picture loads, so nothing below it shifts), the picture contained inside it, and the empty
 * stage (or `placeholder`) when there is no picture or it fails to load. It never decides whether a
 * URL may load: pass only URLs that went through the URL gate and the image-host allow-list.
 */
export const ImageFrame = /* @__PURE__ */ withGlimtTheme(ImageFrameView);
