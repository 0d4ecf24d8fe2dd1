/**
 * The Norwegian texts of the product page: the page itself, the buy box, the contact lens and
 * glasses prescriptions, the 3D view and the virtual try-on. Joined to the shop's catalogue inside
 * those views only (`components/product/productTexts.tsx`), so a listing page does not carry them.
 */
export const nbProduct = {
  // --- product page (ProductPage, gallery, variants, buy box) ---
  'product.page.loading': 'Henter produktet …',

  // --- contact lenses (prescription per eye, subscription) ---
  'product.lens.title': 'Linsestyrke',

  // --- glasses: lens options and the glasses prescription ---
  'product.glasses.title': 'Velg glass',

  // --- 3D view ---
  'product.model3d.open': 'Se i 3D',

  // --- virtual try-on ---
  'product.tryOn.open': 'Prøv virtuelt',
  'product.tryOn.ask.title': 'Prøv {product} på deg selv',
  'product.tryOn.ask.body':
    'Vi bruker kameraet ditt til å vise brillene i ansiktet ditt. Bildet behandles bare på enheten din: ingenting sendes til oss eller lagres.',
  'product.tryOn.ask.hint': 'Nettleseren spør om lov til å bruke kameraet. Du kan stoppe når du vil.',
  'product.tryOn.start': 'Start kamera',
  'product.tryOn.stop': 'Stopp kamera',
  'product.tryOn.retry': 'Prøv igjen',
  'product.tryOn.starting.title': 'Starter kameraet …',
  'product.tryOn.starting.body': 'Svar ja hvis nettleseren spør om lov til å bruke kameraet.',
  'product.tryOn.live.title': 'Rammen følger ansiktet ditt',
  'product.tryOn.live.searching': 'Ser etter ansiktet ditt …',
  'product.tryOn.live.body': 'Se rett inn i kameraet. Rammen følger med når du beveger hodet.',
  'product.tryOn.video': 'Kamerabildet ditt med {product}',
  'product.tryOn.noFace.title': 'Vi fant ikke ansiktet ditt',
  'product.tryOn.noFace.detectorTitle': 'Plasser rammen selv',
  'product.tryOn.noFace.hint':
    'Dra rammen på plass, og endre størrelsen med hjulet, to fingre eller knappene. Med tastaturet: velg rammen, flytt den med piltastene og endre størrelsen med + og −.',
  'product.tryOn.frame': 'Rammen {product}. Flytt med piltastene, endre størrelse med + og −.',
  'product.tryOn.moveUp': 'Flytt rammen opp',
  'product.tryOn.moveDown': 'Flytt rammen ned',
  'product.tryOn.moveLeft': 'Flytt rammen til venstre',
  'product.tryOn.moveRight': 'Flytt rammen til høyre',
  'product.tryOn.larger': 'Gjør rammen større',
  'product.tryOn.smaller': 'Gjør rammen mindre',
  'product.tryOn.controls': 'Plasser rammen',
  'product.tryOn.snapshot': 'Ta bilde',
  'product.tryOn.snapshotReady': 'Bildet er klart.',
  'product.tryOn.snapshotDownload': 'Last ned bildet',
  'product.tryOn.snapshotAlt': 'Bilde av deg med {product}',
  'product.tryOn.snapshotFailed': 'Vi klarte ikke å ta bildet. Prøv igjen.',
  'product.tryOn.denied.title': 'Kameraet er blokkert',
  'product.tryOn.denied.body':
    'Du har ikke gitt nettleseren lov til å bruke kameraet. Slik gir du lov igjen: trykk på lås- eller kameraikonet ved adressefeltet, velg «Tillat» for kamera, og trykk «Prøv igjen». På mobil finner du det også under nettleserens innstillinger for nettsteder.',
  'product.tryOn.noCamera.title': 'Fant ikke noe kamera',
  'product.tryOn.noCamera.body':
    'Vi fant ikke noe kamera på enheten din. Koble til et kamera og prøv igjen, eller prøv på mobilen.',
  'product.tryOn.unsupported.title': 'Nettleseren din støttes ikke',
  'product.tryOn.unsupported.body':
    'Denne nettleseren kan ikke bruke kameraet til virtuell prøving. Bruk Edge, Chrome, Safari eller Firefox.',
  'product.tryOn.inUse.title': 'Kameraet er i bruk',
  'product.tryOn.inUse.body':
    'Et annet program eller en annen fane bruker kameraet. Lukk det, og prøv igjen.',
  'product.tryOn.error.title': 'Kameravisningen virker ikke',
  'product.tryOn.error.body':
    'Noe gikk galt med kameravisningen. Prøv igjen, eller se bildene av produktet i stedet.',
} as const;
