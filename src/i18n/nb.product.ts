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
} as const;
