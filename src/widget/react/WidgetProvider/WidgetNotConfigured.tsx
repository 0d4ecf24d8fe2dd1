/** What can be missing its provider, by the words the message names it with. */
const NOT_CONFIGURED_SUBJECTS = {
  recommendations: 'Recommendations are',
  searchPage: 'The search page is',
  categoryPage: 'The category page is',
} as const;

/** Which component is missing its provider. */
export type WidgetNotConfiguredComponent = keyof typeof NOT_CONFIGURED_SUBJECTS;

const notConfiguredMessage = (component: WidgetNotConfiguredComponent) =>
  `${NOT_CONFIGURED_SUBJECTS[component]} not configured. Wrap your app in a WidgetProvider.`;

/**
 * What recommendations show without a configured provider (spec, section 8, with this library's
 * names); the search and category pages name themselves instead.
 */
export const WIDGET_NOT_CONFIGURED_MESSAGE = notConfiguredMessage('recommendations');

/** Props of {@link WidgetNotConfigured}. */
export interface WidgetNotConfiguredProps {
  /** The component missing its provider, which the message names. @default 'recommendations' */
  component?: WidgetNotConfiguredComponent;
  /** Class name for the host's styles. */
  className?: string;
}

/** What a component that needs a configured provider renders without one, naming that component. */
export function WidgetNotConfigured({ component = 'recommendations', className }: WidgetNotConfiguredProps) {
  return (
    <p className={className} data-glimt-widget-not-configured="">
      {notConfiguredMessage(component)}
    </p>
  );
}
