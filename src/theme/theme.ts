import {
  breakpoints,
  colors,
  durations,
  easings,
  fontSizes,
  fontWeights,
  fonts,
  lineHeights,
  media,
  radii,
  shadows,
  space,
  zIndices,
} from './tokens';

/** The complete theme object handed to styled-components. */
export const glimtTheme = {
  name: 'glimt',
  colors,
  space,
  radii,
  fonts,
  fontSizes,
  fontWeights,
  lineHeights,
  breakpoints,
  media,
  zIndices,
  durations,
  easings,
  shadows,
} as const;

type Widen<T> = T extends string ? string : T extends number ? number : { [K in keyof T]: Widen<T[K]> };

/** Shape of a Glimt theme: the default theme's keys with any string or number values. */
export type GlimtTheme = Widen<typeof glimtTheme>;

/** A partial theme a host passes to re-brand the library; nested groups merge key by key. */
export type GlimtThemeOverrides = { [K in keyof GlimtTheme]?: Partial<GlimtTheme[K]> };

/**
 * Builds a full theme from the default one plus overrides, merging each token group.
 * @param overrides - groups of tokens to replace, e.g. `{ colors: { accent: '#5b2a86' } }`
 */
export function createTheme(overrides: GlimtThemeOverrides = {}): GlimtTheme {
  const base: GlimtTheme = glimtTheme;
  const merged = { ...base } as Record<string, unknown>;
  for (const key of Object.keys(overrides) as (keyof GlimtTheme)[]) {
    const value = overrides[key];
    if (value === undefined) continue;
    const current = base[key];
    merged[key] = typeof current === 'object' ? { ...(current as object), ...(value as object) } : value;
  }
  return merged as GlimtTheme;
}
