import { IconSvg as Svg } from '../../../components/primitives/icons';

// Small decorative icons of the search modal (24 × 24 box, drawn in the current text colour).

/** A clock: a previous search. */
export function HistoryIcon({ size }: { size?: number }) {
  return (
    <Svg size={size}>
      <circle cx="12" cy="12" r="8" />
      <path d="M12 8v4l3 2" />
    </Svg>
  );
}

/** A magnifier: a query. */
export function QueryIcon({ size }: { size?: number }) {
  return (
    <Svg size={size}>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="M15.5 15.5L20 20" />
    </Svg>
  );
}

/** A folder: a category or brand page. */
export function CategoryIcon({ size }: { size?: number }) {
  return (
    <Svg size={size}>
      <path d="M4 7a2 2 0 0 1 2-2h3l2 2h7a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2z" />
    </Svg>
  );
}

/** A page: a content page. */
export function PageIcon({ size }: { size?: number }) {
  return (
    <Svg size={size}>
      <path d="M7 3h7l4 4v14H7z" />
      <path d="M14 3v4h4M10 12h5M10 16h5" />
    </Svg>
  );
}

/** An arrow pointing left: back. */
export function BackIcon({ size }: { size?: number }) {
  return (
    <Svg size={size}>
      <path d="M19 12H5M11 6l-6 6 6 6" />
    </Svg>
  );
}

/** A cross: clear. */
export function ClearIcon({ size }: { size?: number }) {
  return (
    <Svg size={size}>
      <path d="M7 7l10 10M17 7L7 17" />
    </Svg>
  );
}
