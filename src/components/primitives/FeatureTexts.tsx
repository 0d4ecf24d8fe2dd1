import { useMemo, type ComponentType, type ReactNode } from 'react';
import { I18nProvider } from '../../i18n/context';
import { nb } from '../../i18n/nb';
import { createTranslator } from '../../i18n/translate';
import type { MessageTemplate } from '../../i18n/translate';
import { useGlimt } from '../../shop/GlimtProvider';

/** A feature catalogue: texts that join the shop's only inside the feature's views. */
export type FeatureCatalogue = Readonly<Record<string, MessageTemplate>>;

/**
 * Gives a feature's views their texts: the feature catalogue (booking, product page) joins the
 * shop's only where those views render, so the provider, the card and the shell do not carry it.
 * The shop's own `messages` (GlimtProvider) still win over both.
 */
export function FeatureTexts({ catalogue, children }: { catalogue: FeatureCatalogue; children?: ReactNode }) {
  const { messages } = useGlimt();
  const translate = useMemo(
    () => createTranslator({ ...nb, ...catalogue, ...messages } as Parameters<typeof createTranslator>[0]),
    [catalogue, messages],
  );
  return <I18nProvider translate={translate}>{children}</I18nProvider>;
}

/** Wraps a public view in {@link FeatureTexts} with `catalogue`; its type stays its own. */
export function withFeatureTexts<C extends ComponentType<never>>(
  Component: C,
  catalogue: FeatureCatalogue,
): C {
  const Inner = Component as unknown as ComponentType<Record<string, unknown>>;
  function WithFeatureTexts(props: Record<string, unknown>) {
    return (
      <FeatureTexts catalogue={catalogue}>
        <Inner {...props} />
      </FeatureTexts>
    );
  }
  WithFeatureTexts.displayName = Component.displayName ?? Component.name;
  return WithFeatureTexts as unknown as C;
}
