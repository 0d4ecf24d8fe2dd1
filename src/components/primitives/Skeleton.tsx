import type { CSSProperties } from 'react';
import { styled, css, keyframes } from 'styled-components';
import { withGlimtTheme } from '../../theme/fallback';

/** A corner radius from the theme. */
export type SkeletonRadius = 'none' | 'sm' | 'md' | 'lg' | 'pill';

/** Props of {@link Skeleton}. */
export interface SkeletonProps {
  /** Width: a number in px or any CSS length. @default '100%' */
  width?: number | string;
  /**
   * Height: a number in px or any CSS length. Leave it out with `aspectRatio` to take the height
   * from the width. @default '1em' (or from `aspectRatio`)
   */
  height?: number | string;
  /** Corner radius from the theme. @default 'md' */
  radius?: SkeletonRadius;
  /**
   * Width-to-height ratio the block keeps, e.g. `4 / 3` or `'1 / 1'` for a product image, so the
   * content that replaces it takes exactly the same space.
   */
  aspectRatio?: number | string;
  className?: string;
  style?: CSSProperties;
  /** Used by test tools. */
  'data-testid'?: string;
}

// A slow pulse of the block's opacity, which the compositor animates off the main thread. It was a
// light sweep (a gradient layer moved across each block): on a listing's 48 placeholder cards that
// was 240 moving layers, and without a GPU (a test machine, a weak phone falling back to software
// compositing) drawing them took so much of the CPU that the page's first load took twice as long
// (docs/performance.md, 2026-11-30). A group of blocks (a card) pulses as one: see `skeletonGroupPulse`.
const pulse = keyframes`
  50% { opacity: 0.55; }
`;

/** Marks an element whose placeholder blocks pulse together, as one layer (see below). */
const SKELETON_GROUP_ATTRIBUTE = 'data-glimt-skeleton-group';

/**
 * The pulse of a placeholder block, or of a group of blocks: give a container of several (a
 * placeholder card, a grid of them) these styles and `data-glimt-skeleton-group=""`, and its blocks
 * and inner groups are still while it pulses as one. Still under reduced motion.
 */
export const skeletonGroupPulse = css`
  animation: ${pulse} 1.6s ease-in-out infinite;
  [${SKELETON_GROUP_ATTRIBUTE}] & {
    animation: none;
  }
  ${({ theme }) => theme.media.reducedMotion} {
    animation: none;
  }
`;

/** The stage grey with a slow pulse. */
const placeholderLook = css`
  display: block;
  flex: none;
  max-width: 100%;
  background-color: ${({ theme }) => theme.colors.stage};
  ${skeletonGroupPulse}
`;

const Block = styled.span<{ $radius: SkeletonRadius }>`
  ${placeholderLook}
  border-radius: ${({ $radius, theme }) => theme.radii[$radius]};
`;

function toLength(value: number | string): string {
  return typeof value === 'number' ? `${value}px` : value;
}

function SkeletonView({
  width = '100%',
  height,
  radius = 'md',
  aspectRatio,
  className,
  style,
  'data-testid': testId,
}: SkeletonProps) {
  const resolvedHeight = height !== undefined ? toLength(height) : aspectRatio !== undefined ? 'auto' : '1em';
  return (
    <Block
      aria-hidden="true"
      className={className}
      data-testid={testId}
      $radius={radius}
      style={{
        width: toLength(width),
        height: resolvedHeight,
        aspectRatio: aspectRatio === undefined ? undefined : String(aspectRatio),
        ...style,
      }}
    />
  );
}

/**
 * A grey placeholder block with a slow pulse, shown while content loads. Give it the size of
 * what will replace it (`width` and `height`, or `width` and `aspectRatio`) so nothing moves when
 * the content arrives. Hidden from assistive technology: announce loading elsewhere (for example
 * `aria-busy` on the region).
 */
export const Skeleton = /* @__PURE__ */ withGlimtTheme(SkeletonView);

/** Props of {@link SkeletonText}. */
export interface SkeletonTextProps {
  /** Number of lines. @default 3 */
  lines?: number;
  /** Width of the last line, so the block reads as a paragraph. @default '60%' */
  lastLineWidth?: number | string;
  /**
   * Line height of the text it stands in for, as a multiple of the font size; each placeholder line
   * takes exactly one line box. @default 1.5
   */
  lineHeight?: number;
  className?: string;
  /** Used by test tools. */
  'data-testid'?: string;
}

const Lines = styled.span<{ $lineHeight: number }>`
  display: flex;
  flex-direction: column;
  /* A 1em bar in each line box: half the leftover leading above and below, gaps between. */
  gap: ${({ $lineHeight }) => $lineHeight - 1}em;
  padding-block: ${({ $lineHeight }) => ($lineHeight - 1) / 2}em;
`;

const Line = styled.span`
  ${placeholderLook}
  height: 1em;
  border-radius: ${({ theme }) => theme.radii.sm};
`;

function SkeletonTextView({
  lines = 3,
  lastLineWidth = '60%',
  lineHeight = 1.5,
  className,
  'data-testid': testId,
}: SkeletonTextProps) {
  const count = Math.max(1, Math.floor(Number.isFinite(lines) ? lines : 1));
  return (
    <Lines
      aria-hidden="true"
      className={className}
      data-testid={testId}
      $lineHeight={Math.max(1, lineHeight)}
    >
      {Array.from({ length: count }, (_, index) => (
        <Line key={index} style={{ width: index === count - 1 ? toLength(lastLineWidth) : '100%' }} />
      ))}
    </Lines>
  );
}

/**
 * Placeholder lines for a paragraph or a title. It inherits the font size of where it sits and
 * reserves `lines` line boxes, the same height the text will take.
 */
export const SkeletonText = /* @__PURE__ */ withGlimtTheme(SkeletonTextView);
