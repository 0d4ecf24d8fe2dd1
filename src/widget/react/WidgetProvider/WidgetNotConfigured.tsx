/** Shown by components that need a configured provider (spec, section 8, with this library's names). */
export const WIDGET_NOT_CONFIGURED_MESSAGE =
  'Recommendations are not configured. Wrap your app in a WidgetProvider.';

/** Props of {@link WidgetNotConfigured}. */
export interface WidgetNotConfiguredProps {
  /** Class name for the host's styles. */
  className?: string;
}

/** What a component that needs a configured provider renders without one. */
export function WidgetNotConfigured({ className }: WidgetNotConfiguredProps) {
  return (
    <p className={className} data-glimt-widget-not-configured="">
      {WIDGET_NOT_CONFIGURED_MESSAGE}
    </p>
  );
}
