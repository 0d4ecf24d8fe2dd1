import { useMemo, type ComponentType, type ReactNode } from 'react';
import { I18nProvider } from '../../i18n/context';
import { nb } from '../../i18n/nb';
import { nbBooking } from '../../i18n/nb.booking';
import { createTranslator } from '../../i18n/translate';
import { useGlimt } from '../../shop/GlimtProvider';

/**
 * Gives the booking and store views their texts: the booking catalogue (about 2.5 kB) joins the
 * shop's only where these views render, so the provider, the card and the shell do not carry it.
 * The shop's own `messages` (GlimtProvider) still win over both.
 */
export function BookingTexts({ children }: { children?: ReactNode }) {
  const { messages } = useGlimt();
  const translate = useMemo(() => createTranslator({ ...nb, ...nbBooking, ...messages }), [messages]);
  return <I18nProvider translate={translate}>{children}</I18nProvider>;
}

/** Wraps a public booking or store view in {@link BookingTexts}; its type stays its own. */
export function withBookingTexts<C extends ComponentType<never>>(Component: C): C {
  const Inner = Component as unknown as ComponentType<Record<string, unknown>>;
  function WithBookingTexts(props: Record<string, unknown>) {
    return (
      <BookingTexts>
        <Inner {...props} />
      </BookingTexts>
    );
  }
  WithBookingTexts.displayName = Component.displayName ?? Component.name;
  return WithBookingTexts as unknown as C;
}
