// Icons only the shell uses (account, eye exam, store). Decoration: always hidden from assistive
// technology, drawn in the current text colour on the 24 × 24 grid of the primitives' icons.
import { IconSvg, type IconProps } from '../primitives/icons';

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
