/**
 * The shop's Norwegian (bokmål) message catalogue. Keys are dotted by area; `{name}` placeholders are
 * filled by the translator. Components never hard-code a visible string: they read it from here.
 */
export const nb = {
  'common.loading': 'Laster …',
  'common.close': 'Lukk',
  'common.back': 'Tilbake',
  'common.optional': 'valgfritt',
  'common.required': 'må fylles ut',
  'common.show': 'Vis',
  'common.hide': 'Skjul',
  'price.current': 'Pris',
  'price.ordinary': 'Ordinær pris',
  'price.campaign': 'Kampanjepris',
  'price.from': 'fra',
  'toast.region': 'Varsler',
  'toast.dismiss': 'Lukk varsel',
  'progress.route': 'Laster side',
  'field.errorPrefix': 'Feil:',
  'select.placeholder': 'Velg …',
  // --- actions and display ---
  'link.newTab': '(åpnes i ny fane)',
  'price.ordinaryInline': 'ordinær pris',
  // --- overlays ---
  // --- form fields ---
  'field.optionalMarker': '(valgfritt)',
  'field.characterCount': '{count} av {max} tegn',
  // --- fake backend ---
  // --- session ---
  'session.loadFailed': 'Vi fikk ikke hentet handlekurven. Prøv å laste siden på nytt.',
  // --- product card ---
  // --- carousel and recommendations ---
  // --- cart drawer ---
  // --- header, store banner, slide-in menu, mobile bar, footer ---
  // --- layout, route progress, not found, unsupported browser ---
  // --- site search overlay and search page ---
} as const;

/** A message key of the catalogue. */
export type MessageKey = keyof typeof nb;

/** A full catalogue: every key with a string. */
export type Messages = Record<MessageKey, string>;
