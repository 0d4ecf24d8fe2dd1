import type { SVGProps } from 'react';

/** Props of {@link Wordmark}. */
export interface WordmarkProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** Accessible name; pass the brand name from configuration. @default 'Glimt' */
  title?: string;
}

/** The small "Glimt" wordmark: a lens ring and a bar, drawn in the current text colour. */
export function Wordmark({ title = 'Glimt', height = 24, ...rest }: WordmarkProps) {
  return (
    <svg viewBox="0 0 112 32" height={height} role="img" aria-label={title} focusable="false" {...rest}>
      <circle cx="14" cy="16" r="10" fill="none" stroke="currentColor" strokeWidth="4" />
      <circle cx="14" cy="16" r="3" fill="currentColor" />
      <text
        x="32"
        y="24"
        fill="currentColor"
        fontFamily="'Inter Variable', Inter, system-ui, sans-serif"
        fontSize="22"
        fontWeight="700"
        letterSpacing="-0.5"
      >
        {title}
      </text>
    </svg>
  );
}
