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
  'product.model3d.label': '3D-modell av {productName}',
  'product.model3d.loading': 'Laster 3D-modellen …',
  'product.model3d.shown': '3D-modellen er klar.',
  'product.model3d.hint':
    'Dra for å snu brillene. Med tastaturet: gå til modellen med Tab og bruk piltastene.',
  'product.model3d.error': 'Vi klarte ikke å vise 3D-modellen. Prøv igjen senere.',
  'product.model3d.retry': 'Prøv igjen',

  // --- virtual try-on ---
  'product.tryOn.open': 'Prøv virtuelt',
} as const;
