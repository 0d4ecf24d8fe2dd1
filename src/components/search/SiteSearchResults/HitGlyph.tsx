import type { ReactNode } from 'react';
import type { SiteSearchGlyph } from '../../../shop/siteSearchDisplay';
import { IconSvg } from '../../primitives/icons';

const PATHS: Readonly<Record<SiteSearchGlyph, ReactNode>> = {
  store: (
    <>
      <path d="M4 10v9h16v-9" />
      <path d="M3 10l2-5h14l2 5a3 3 0 0 1-6 0 3 3 0 0 1-6 0 3 3 0 0 1-6 0z" />
      <path d="M10 19v-4h4v4" />
    </>
  ),
  city: (
    <>
      <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z" />
      <circle cx="12" cy="10" r="2.5" />
    </>
  ),
  page: (
    <>
      <path d="M7 3h7l4 4v14H7z" />
      <path d="M14 3v4h4M10 12h5M10 16h5" />
    </>
  ),
  category: (
    <>
      <circle cx="7" cy="14" r="3.5" />
      <circle cx="17" cy="14" r="3.5" />
      <path d="M10.5 14h3M3.5 14l1-5M20.5 14l-1-5" />
    </>
  ),
};

/** The glyph of a hit without a picture (a store, a city, a page, a pair of glasses), in the library's icon frame. */
export function HitGlyph({ kind }: { kind: SiteSearchGlyph }) {
  return (
    <IconSvg size={20} strokeWidth={1.75}>
      {PATHS[kind]}
    </IconSvg>
  );
}
