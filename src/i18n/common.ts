/**
 * The Norwegian texts the primitives show (buttons, fields, dialogs, toasts, prices). Apart from the
 * shop's full catalogue so that a primitive used alone (a `Button` with its `Spinner`) carries only
 * these few texts, not the whole shop's.
 */
export const nbCommon = {
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
  'link.newTab': '(åpnes i ny fane)',
  'price.ordinaryInline': 'ordinær pris',
  'field.optionalMarker': '(valgfritt)',
  'field.characterCount': '{count} av {max} tegn',
} as const;

/** A key of the primitives' texts. */
export type CommonMessageKey = keyof typeof nbCommon;
