import type { ReactNode } from 'react';

/** Props of every Glimt icon. Icons are decoration: they are always hidden from assistive technology. */
export interface IconProps {
  /** Width and height in px. @default 20 */
  size?: number;
  /** Stroke width in viewBox units (the box is 24 × 24). @default 2 */
  strokeWidth?: number;
  className?: string;
}

/** The 24 × 24 stroke-icon frame every icon of the library draws in (internal: not exported from the package). */
export function IconSvg({
  size = 20,
  strokeWidth = 2,
  className,
  children,
}: IconProps & { children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {children}
    </svg>
  );
}

/** A cross, for closing dialogs, drawers and notices. */
export function CloseIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="M6 6l12 12M18 6L6 18" />
    </IconSvg>
  );
}

/** A chevron pointing left ("previous", "back"). */
export function ChevronLeftIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="M15 5l-7 7 7 7" />
    </IconSvg>
  );
}

/** A chevron pointing right ("next", "go to"). */
export function ChevronRightIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="M9 5l7 7-7 7" />
    </IconSvg>
  );
}

/** A chevron pointing down (disclosures, selects); rotate it to point up. */
export function ChevronDownIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="M5 9l7 7 7-7" />
    </IconSvg>
  );
}

/** Three lines: the menu toggle. */
export function MenuIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </IconSvg>
  );
}

/** A magnifying glass. */
export function SearchIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="M15.5 15.5L20 20" />
    </IconSvg>
  );
}

/** A shopping bag: the cart. */
export function CartIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="M5 8h14l-1 12H6L5 8z" />
      <path d="M9 8V7a3 3 0 0 1 6 0v1" />
    </IconSvg>
  );
}

/** A plus sign (increase, add, expand). */
export function PlusIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="M12 5v14M5 12h14" />
    </IconSvg>
  );
}

/** A minus sign (decrease, collapse). */
export function MinusIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="M5 12h14" />
    </IconSvg>
  );
}

/** An arrow leaving a box: a link that opens in a new tab. */
export function ExternalIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="M14 4h6v6M20 4l-9 9" />
      <path d="M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </IconSvg>
  );
}
