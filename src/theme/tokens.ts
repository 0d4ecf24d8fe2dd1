/**
 * Design tokens of Glimt UI. Every visual decision reads from here through the styled-components
 * theme, so a host can re-brand the library by passing a partial theme to `GlimtProvider`.
 */

/** Colour palette. Text colours meet WCAG 2.2 AA (4.5:1) on `surface` and `stage`. */
export const colors = {
  /** Page background. */
  surface: '#ffffff',
  /** Light grey stage behind product imagery and skeletons. */
  stage: '#f3f3f1',
  /** Subtle background for hover states and wells. */
  subtle: '#f7f7f5',
  /** Near-black body text (16.1:1 on white). */
  text: '#1b1c1e',
  /** Secondary text (7.0:1 on white). */
  textMuted: '#4f535a',
  /** Text on accent and campaign backgrounds. */
  textInverse: '#ffffff',
  /** Hairlines and input borders (3.3:1 on white, enough for UI component boundaries). */
  border: '#8a8d93',
  /** Dividers that are decoration only. */
  divider: '#e2e2de',
  /** Brand accent: a deep fjord teal (7.4:1 on white). */
  accent: '#0b5563',
  /** Accent on hover and press. */
  accentStrong: '#073b45',
  /** Tint behind selected accent items. */
  accentSubtle: '#e3f0f1',
  /** Campaign red for sale prices and campaign flags (5.9:1 on white). */
  campaign: '#b3261e',
  /** Error text and borders (5.9:1 on white). */
  danger: '#b3261e',
  /** Background behind an error message. */
  dangerSubtle: '#fbeceb',
  /** Success text (5.2:1 on white). */
  success: '#1f6f3c',
  successSubtle: '#e7f4eb',
  /** Warning text (6.1:1 on white). */
  warning: '#8a4b00',
  warningSubtle: '#fdf3e2',
  /** Keyboard focus ring. */
  focus: '#1a5fb4',
  /** Scrim behind modal overlays. */
  overlay: 'rgba(18, 20, 22, 0.55)',
} as const;

/** Spacing on an 8 px grid (with a 4 px half step). */
export const space = {
  0: '0',
  0.5: '4px',
  1: '8px',
  1.5: '12px',
  2: '16px',
  3: '24px',
  4: '32px',
  5: '40px',
  6: '48px',
  8: '64px',
  10: '80px',
} as const;

/** Corner radii: 4 to 8 px, plus pill for badges. */
export const radii = {
  none: '0',
  sm: '4px',
  md: '6px',
  lg: '8px',
  pill: '999px',
} as const;

/** The single bundled family (Inter Variable from npm) with system fallbacks. */
export const fonts = {
  body: "'Inter Variable', 'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
} as const;

/** A small type scale in rem (1rem = 16px). */
export const fontSizes = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.375rem',
  xxl: '1.75rem',
  display: '2.25rem',
} as const;

export const fontWeights = {
  regular: 400,
  medium: 500,
  semibold: 600,
  bold: 700,
} as const;

export const lineHeights = {
  tight: 1.2,
  normal: 1.5,
} as const;

/** Breakpoint widths in px: designed mobile first at 375 px, then tablet and desktop. */
export const breakpoints = {
  mobile: 375,
  tablet: 768,
  desktop: 1024,
  wide: 1280,
} as const;

/** Media queries built from the breakpoints, for use inside styled-components templates. */
export const media = {
  tablet: `@media (min-width: ${breakpoints.tablet}px)`,
  desktop: `@media (min-width: ${breakpoints.desktop}px)`,
  wide: `@media (min-width: ${breakpoints.wide}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

/** Stacking layers, lowest first. Overlays sit above the header, toasts above everything. */
export const zIndices = {
  base: 0,
  raised: 10,
  header: 100,
  mobileBar: 110,
  overlay: 1000,
  drawer: 1010,
  dialog: 1020,
  toast: 1100,
  progress: 1200,
} as const;

/** Motion durations in ms. Short and purposeful; all are dropped under reduced motion. */
export const durations = {
  instant: 0,
  fast: 150,
  normal: 250,
  slow: 300,
} as const;

export const easings = {
  standard: 'cubic-bezier(0.2, 0, 0, 1)',
  exit: 'cubic-bezier(0.3, 0, 1, 1)',
} as const;

export const shadows = {
  sm: '0 1px 2px rgba(18, 20, 22, 0.08)',
  md: '0 4px 16px rgba(18, 20, 22, 0.12)',
  lg: '0 12px 40px rgba(18, 20, 22, 0.18)',
} as const;
