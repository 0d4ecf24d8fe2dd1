import { createContext, useContext, type ReactNode } from 'react';
import { nbCommon } from './common';
import { createTranslator, type Translate } from './translate';

const TranslateContext = createContext<Translate | null>(null);

/** Props of {@link I18nProvider}. */
export interface I18nProviderProps {
  /** The translator every component below reads (`GlimtProvider` passes the shop's catalogue). */
  translate: Translate;
  children?: ReactNode;
}

/**
 * Gives the components below a translator. `GlimtProvider` mounts it with the full Norwegian
 * catalogue; mount it yourself only to use primitives without the shop's provider.
 */
export function I18nProvider({ translate, children }: I18nProviderProps) {
  return <TranslateContext.Provider value={translate}>{children}</TranslateContext.Provider>;
}

// Created on first use, not at import, so that importing one helper from the package stays cheap.
let standalone: Translate | undefined;

/**
 * The translator of the nearest {@link I18nProvider}. Outside one, the primitives' own Norwegian
 * texts (`nbCommon`) answer, so a `Button` or `Dialog` renders anywhere without carrying the shop's
 * whole catalogue; a shop text asked for there shows its `⟦key⟧` marker.
 */
export function useTranslate(): Translate {
  const translate = useContext(TranslateContext);
  if (translate) return translate;
  standalone ??= createTranslator(nbCommon);
  return standalone;
}
