/**
 * The Norwegian texts of the glasses prescription form (`GlassesPrescriptionForm`) and its rules'
 * messages. Shared by the product page's catalogue (`nbProduct`) and the checkout's (`nbCheckout`),
 * which both show the form; the keys keep the product page's names. The contact lens form, in both
 * places too, asks for the prescription's age with the same `product.prescription.*` texts.
 */
export const nbGlassesPrescription = {
  'product.glasses.prescriptionTitle': 'Styrke fra resepten',
  'product.glasses.prescriptionIntro':
    'Skriv verdiene slik de står på resepten. Bruk komma eller punktum, for eksempel -1,25. La sylinder, akse og addisjon stå tomme hvis resepten ikke har dem.',
  'product.glasses.eye.right': 'Høyre øye (H)',
  'product.glasses.eye.left': 'Venstre øye (V)',
  'product.glasses.eyeSuffix.right': ', høyre øye',
  'product.glasses.eyeSuffix.left': ', venstre øye',
  'product.glasses.field.sphere': 'Sfære (SPH)',
  'product.glasses.field.cylinder': 'Sylinder (CYL)',
  'product.glasses.field.axis': 'Akse (AX)',
  'product.glasses.field.addition': 'Addisjon (ADD)',
  'product.glasses.field.pupillaryDistance': 'PD (mm)',
  'product.glasses.distancesTitle': 'Arbeidsavstander',
  'product.glasses.distancesIntro':
    'Dataglass lages for avstandene du jobber på. Mål fra øynene, i centimeter.',
  'product.glasses.distance.monitor': 'Til skjermen (cm)',
  'product.glasses.distance.tools': 'Til verktøy (cm)',
  'product.glasses.distance.other': 'Til annet (cm)',
  'product.prescription.confirmUnderOneYear': 'Jeg bekrefter at resepten er under ett år gammel.',
  'product.glasses.errorSummaryTitle': 'Dette må rettes',
  'product.glasses.error.sphereRequired.right': 'Skriv sfære for høyre øye.',
  'product.glasses.error.sphereRequired.left': 'Skriv sfære for venstre øye.',
  'product.glasses.error.sphereInvalid':
    'Skriv sfære fra -20,00 til +20,00 i trinn på 0,25, for eksempel -1,25.',
  'product.glasses.error.cylinderInvalid':
    'Skriv sylinder fra -10,00 til +10,00 i trinn på 0,25, for eksempel -0,75.',
  'product.glasses.error.axisInvalid': 'Skriv aksen som et helt tall fra 0 til 180.',
  'product.glasses.error.axisWithoutCylinder': 'Akse kan bare fylles ut når du har sylinder.',
  'product.glasses.error.axisRequired': 'Skriv aksen som hører til sylinderen, et helt tall fra 0 til 180.',
  'product.glasses.error.additionInvalid':
    'Skriv addisjon fra 0,00 til +4,00 i trinn på 0,25, for eksempel +1,50.',
  'product.glasses.error.sphereAdditionTooHigh': 'Sfære pluss addisjon kan ikke være mer enn +4,00.',
  'product.glasses.error.pupillaryDistanceRequired.right': 'Skriv PD for høyre øye.',
  'product.glasses.error.pupillaryDistanceRequired.left': 'Skriv PD for venstre øye.',
  'product.glasses.error.pupillaryDistanceInvalid':
    'Skriv PD for ett øye i millimeter, fra 20 til 40 i trinn på 0,5, for eksempel 31,5.',
  'product.glasses.error.pupillaryDistanceTotal':
    'Dette ser ut som PD for begge øynene. Del tallet på to, og skriv halvparten for hvert øye.',
  'product.glasses.error.workingDistanceRequired': 'Skriv avstanden til skjermen i centimeter.',
  'product.glasses.error.workingDistanceInvalid':
    'Skriv avstanden i centimeter som et tall over 0, for eksempel 60.',
  'product.glasses.error.workingDistanceTooFar': 'Arbeidsavstand kan være høyst 500 cm.',
  'product.prescription.error.notConfirmed': 'Bekreft at resepten er under ett år gammel.',
} as const;
