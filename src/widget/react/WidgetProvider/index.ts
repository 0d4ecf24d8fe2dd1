// What leaves the WidgetProvider folder (the names `./WidgetProvider` always exported).
export { WidgetProvider } from './WidgetProvider';
export { WIDGET_NOT_CONFIGURED_MESSAGE, WidgetNotConfigured } from './WidgetNotConfigured';
export type { WidgetNotConfiguredComponent, WidgetNotConfiguredProps } from './WidgetNotConfigured';
export { MULTIPLE_PROVIDERS_MESSAGE } from './useWidgetProvider';
export { useWidget, useWidgetInstance, useWidgetLocation } from './useWidget';
export type {
  WidgetCategorySettings,
  WidgetContextValue,
  WidgetDisplayTransformers,
  WidgetNavigateCallOptions,
  WidgetProviderProps,
  WidgetSearchSettings,
  WidgetSettings,
} from './types';
