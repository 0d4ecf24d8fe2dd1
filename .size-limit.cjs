// Size budgets (size-limit, gzip) of the built `dist/`: one table of entries and one list of lazy
// chunks, from which every entry's `ignore` list is built. Why a budget moved belongs in the commit
// that moved it; the label says only what is measured.
//
// What an entry leaves out of its figure:
// - the peers (react, react-dom, styled-components): the integrator's app has them already;
// - every lazy chunk but its own: size-limit's bundler counts each `import()` target as part of the
//   importer, although a page downloads a chunk only when its feature is opened (each chunk has a
//   budget of its own below, and scripts/lazy-boundaries.mjs checks they stay out of the first load);
// - the heavy libraries only those chunks import (3D viewer, face detector).

/** Chunks tsup splits out behind an `import()`; `dist/NAME-<hash>.js`. */
const LAZY_CHUNKS = [
  // @glimt/ui
  'SiteSearchOverlay',
  'CartDrawer',
  'CartRecommendations',
  'SlideMenu',
  'VirtualTryOn',
  'faceDetector',
  'ModelView',
  'viewerRuntime',
  'LensStrengthForm',
  'productDetail',
  'client.parsers',
  'client.booking.calls',
  'client.account.calls',
  'client.subscription.calls',
  'client.content.calls',
  'client.checkout.calls',
  'client.b2b.calls',
  'client.staff.calls',
  'client.recommendations.calls',
  'calendarFile',
  'linkPrefetchWatch',
  'formDraftStore',
  'storedReaders',
  // @glimt/ui/widget
  'SearchModal',
  'clientCalls',
  ...['cs', 'da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nl', 'no', 'pl', 'pt', 'sv'],
];
const PEERS = ['react', 'react-dom', 'styled-components'];
/** Libraries that only lazy chunks import. */
const LAZY_LIBRARIES = ['@google/model-viewer', '@vladmandic/face-api'];

/**
 * [label, what is measured, budget]. What is measured: `ENTRY` (everything it exports), `ENTRY
 * { names }` (what importing those names costs), or `chunk NAME` (one lazy chunk, alone).
 */
const BUDGETS = [
  ['@glimt/ui, everything', 'index *', '269.4 kB'],
  ['formatPrice', 'index { formatPrice }', '1 kB'],
  ['Price', 'index { Price }', '6 kB'],
  ['GlimtProvider', 'index { GlimtProvider }', '8.55 kB'],
  ['Button', 'index { Button }', '16.5 kB'],
  ['TextField', 'index { TextField }', '16.5 kB'],
  ['Dialog', 'index { Dialog }', '27 kB'],
  ['ProductCard', 'index { ProductCard }', '39.05 kB'],
  ['CartDrawer', 'index { CartDrawer }', '43.05 kB'],
  ['ProductModelView, before it is opened', 'index { ProductModelView }', '26.55 kB'],
  ['ProductPage, before 3D or try-on is opened', 'index { ProductPage }', '102.95 kB'],
  ['the shell before intent', 'index { ShopLayout, ShopSessionProvider }', '40.95 kB'],
  ['LoginPage', 'index { LoginPage }', '56 kB'],
  ['AccountOverview', 'index { AccountOverview }', '48.7 kB'],
  ['OrderDetails', 'index { OrderDetails }', '50.4 kB'],
  ['ContentPage', 'index { ContentPage }', '51.15 kB'],
  ['LensSubscriptionPage', 'index { LensSubscriptionPage }', '85.05 kB'],
  ['GlassesSubscriptionPage', 'index { GlassesSubscriptionPage }', '59.1 kB'],
  ['CheckoutPage', 'index { CheckoutPage }', '89.9 kB'],
  ['OrderConfirmation', 'index { OrderConfirmation }', '39.3 kB'],
  ['B2bAgreementForm', 'index { B2bAgreementForm }', '56.25 kB'],
  ['B2bAgreementSigning', 'index { B2bAgreementSigning }', '64.3 kB'],
  ['StaffCustomerTools', 'index { StaffCustomerTools }', '71.1 kB'],
  ['PaymentRequestPage', 'index { PaymentRequestPage }', '68.45 kB'],
  ['lazy: site search overlay', 'chunk SiteSearchOverlay', '63.45 kB'],
  ['lazy: cart drawer', 'chunk CartDrawer', '42.15 kB'],
  ["lazy: the cart drawer's recommendations", 'chunk CartRecommendations', '42.65 kB'],
  ['lazy: slide-in menu', 'chunk SlideMenu', '34.1 kB'],
  ['lazy: booking calendar file (.ics)', 'chunk calendarFile', '1 kB'],
  ['lazy: link prefetch (apps whose navigation prefetches)', 'chunk linkPrefetchWatch', '1 kB'],
  ['lazy: form drafts (a form that keeps what was typed)', 'chunk formDraftStore', '1.5 kB'],
  ['lazy: stored staff resume and winback readers (zod)', 'chunk storedReaders', '7.55 kB'],
  ['lazy: shop answer readers (zod)', 'chunk client.parsers', '10.1 kB'],
  ['lazy: try-on view', 'chunk VirtualTryOn', '28.7 kB'],
  [
    'lazy: 3D view runtime (its baked light; the viewer itself is not counted)',
    'chunk viewerRuntime',
    '12.5 kB',
  ],
  ['lazy: checkout lens strength form', 'chunk LensStrengthForm', '53.55 kB'],
  ['lazy: try-on face detector, with its weights', 'chunk faceDetector', '600 kB'],
  ['@glimt/ui/api, everything', 'api/index *', '18.6 kB'],
  ['@glimt/ui/hooks', 'hooks/index *', '3 kB'],
  ['@glimt/ui/tracking', 'tracking/index *', '7.05 kB'],
  ['@glimt/ui/widget, everything', 'widget/index *', '92.1 kB'],
  ['widget: search field and modal', 'widget/index { WidgetProvider, SearchField, SearchModal }', '11.65 kB'],
  ['widget: search field', 'widget/index { WidgetProvider, SearchField }', '11.55 kB'],
  [
    'widget: filters with the phone sheet',
    'widget/index { FilterPanel, ActiveFilterChips, SortSelect, FilterSheet }',
    '45.45 kB',
  ],
  [
    'widget: filters on a desktop sidebar',
    'widget/index { FilterPanel, ActiveFilterChips, SortSelect }',
    '37.15 kB',
  ],
  ['widget: search and category pages', 'widget/index { SearchPage, CategoryPage }', '71.5 kB'],
  [
    'widget: core without React',
    'widget/index { createWidgetClient, createDataSource, encodeUrlState, decodeUrlState, createRecentSearches, selectSuggestions, formatWidgetPrice, resizedImageUrl, createWidgetTranslator, widgetLocaleEn }',
    '6.6 kB',
  ],
  ['widget: recommendation slider', 'widget/index { WidgetProvider, RecommendationSlider }', '19 kB'],
  ['lazy widget: search modal', 'chunk SearchModal', '48.35 kB'],
  ['lazy widget: answer readers and request rules', 'chunk clientCalls', '4.8 kB'],
];

/** The `ignore` list of an entry: peers, lazy-only libraries and every lazy chunk but `own`. */
function ignoreFor(own) {
  const chunks = LAZY_CHUNKS.filter((name) => name !== own).flatMap((name) => [
    `./${name}-*`,
    `../${name}-*`,
  ]);
  return [...PEERS, ...LAZY_LIBRARIES, ...chunks];
}

module.exports = BUDGETS.map(([name, measured, limit]) => {
  const chunk = /^chunk (\S+)$/.exec(measured);
  if (chunk) {
    const own = chunk[1];
    // The face detector is measured whole: its budget is what the try-on downloads when opened.
    const ignore = own === 'faceDetector' ? [] : ignoreFor(own);
    return { name, path: `dist/${own}-*.js`, limit, gzip: true, ignore };
  }
  const [, entry, names] = /^(\S+) (.+)$/.exec(measured);
  return { name, path: `dist/${entry}.js`, import: names, limit, gzip: true, ignore: ignoreFor(null) };
});
