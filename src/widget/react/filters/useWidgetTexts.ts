import { createWidgetTranslator, type WidgetTranslate } from '../../core/i18n';
import { useWidget } from '../WidgetProvider/useWidget';

// English texts for filters rendered outside a configured provider (made on first use, not at import).
let english: WidgetTranslate | undefined;

/** The provider's translator, or English outside a configured `WidgetProvider`. */
export function useWidgetTexts(): WidgetTranslate {
  const widget = useWidget();
  if (widget) return widget.t;
  english ??= createWidgetTranslator();
  return english;
}
