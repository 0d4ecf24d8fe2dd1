import { forwardRef, useContext, type ComponentType, type ReactNode } from 'react';
import { ThemeContext, ThemeProvider } from 'styled-components';
import { glimtTheme, type GlimtTheme } from './theme';

/** Whether `value` is a Glimt theme (a host app's own styled-components theme is not). */
export function isGlimtTheme(value: unknown): value is GlimtTheme {
  return typeof value === 'object' && value !== null && 'space' in value && 'colors' in value;
}

/** The Glimt theme in context, or the default theme outside `GlimtProvider` / `WidgetProvider`. */
export function useGlimtTheme(): GlimtTheme {
  const theme: unknown = useContext(ThemeContext);
  return isGlimtTheme(theme) ? theme : glimtTheme;
}

/**
 * Gives `children` the default Glimt theme when no Glimt theme is in context, so a primitive
 * rendered without any provider (or inside a host app's own styled-components theme) still has
 * its tokens. With a Glimt theme in context it adds nothing.
 */
export function GlimtThemeFallback({ children }: { children?: ReactNode }) {
  const theme: unknown = useContext(ThemeContext);
  if (isGlimtTheme(theme)) return <>{children}</>;
  return <ThemeProvider theme={glimtTheme}>{children}</ThemeProvider>;
}

const FORWARD_REF = Symbol.for('react.forward_ref');

/**
 * Wraps a public component in {@link GlimtThemeFallback}. Refs pass through to a `forwardRef`
 * component (React 18 needs `forwardRef` for that); the type, and so the props' documentation, stay
 * the component's own.
 */
export function withGlimtTheme<C extends ComponentType<never>>(Component: C): C {
  const Inner = Component as unknown as ComponentType<Record<string, unknown>>;
  const name = Component.displayName ?? Component.name;
  if ((Component as unknown as { $$typeof?: symbol }).$$typeof === FORWARD_REF) {
    const Themed = forwardRef<unknown, Record<string, unknown>>(function Themed(props, ref) {
      return (
        <GlimtThemeFallback>
          <Inner {...props} ref={ref} />
        </GlimtThemeFallback>
      );
    });
    Themed.displayName = name;
    return Themed as unknown as C;
  }
  function Themed(props: Record<string, unknown>) {
    return (
      <GlimtThemeFallback>
        <Inner {...props} />
      </GlimtThemeFallback>
    );
  }
  Themed.displayName = name;
  return Themed as unknown as C;
}
