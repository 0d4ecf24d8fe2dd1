import type { ReactNode } from 'react';

// The one icon set of the library: every icon is drawn here, on the 24 × 24 stroke frame
// `IconSvg`, in the current text colour, and hidden from assistive technology (the control that
// holds an icon carries the name). Components import the icons they need from this file.

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

/** A person: the account link. */
export function UserIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 20c1.5-3.5 4.5-5 8-5s6.5 1.5 8 5" />
    </IconSvg>
  );
}

/** An open eye: the eye exam. */
export function EyeIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="M2 12s3.5-6.5 10-6.5S22 12 22 12s-3.5 6.5-10 6.5S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </IconSvg>
  );
}

/** A map pin: the store finder. */
export function PinIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </IconSvg>
  );
}

/** A storefront: the store banner. */
export function StoreIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="M4 10v10h16V10" />
      <path d="M3 10l2-6h14l2 6H3z" />
      <path d="M10 20v-5h4v5" />
    </IconSvg>
  );
}

/** A wrapped present: gift cards. */
export function GiftIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <rect x="4" y="9" width="16" height="11" rx="1" />
      <path d="M3 9h18M12 9v11" />
      <path d="M12 9c-1.5-3.5-5-4-5-1.5S10 9 12 9zM12 9c1.5-3.5 5-4 5-1.5S14 9 12 9z" />
    </IconSvg>
  );
}

/** A speech bubble: customer service. */
export function ChatIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="M20 12a7.5 7 0 0 1-10.6 6.4L4 20l1.4-4.2A7 7 0 1 1 20 12z" />
    </IconSvg>
  );
}

/** A warning triangle: a notice that something does not work (the unsupported-browser notice). */
export function WarningIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="M12 3L2 20h20L12 3z" />
      <path d="M12 10v4M12 17h.01" />
    </IconSvg>
  );
}

// The checkbox marks below were drawn for a 14 px box and are scaled up to the frame (× 24/14), so
// at `size={14}` they render as they always did.

/** A tick: a checked checkbox, a done step. */
export function CheckIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="M4.285714 12.857143l5.142857 5.142857 10.285714-12" />
    </IconSvg>
  );
}

/** A short dash: an indeterminate checkbox. */
export function DashIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="M5.142857 12h13.714286" />
    </IconSvg>
  );
}

/**
 * A filled circle with an exclamation mark: a field's error. The shape, not only the colour, tells
 * that something is wrong.
 */
export function ErrorIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <circle cx="12" cy="12" r="12" fill="currentColor" stroke="none" />
      <rect x="10.5" y="5.25" width="3" height="9" rx="1.5" fill="#fff" stroke="none" />
      <circle cx="12" cy="18" r="1.725" fill="#fff" stroke="none" />
    </IconSvg>
  );
}
