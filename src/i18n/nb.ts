import type { MessageTemplate } from './message';
import { nbCommon } from './common';
import type { nbAccount } from './nb.account';
import type { nbB2b } from './nb.b2b';
import type { nbBooking } from './nb.booking';
import type { nbCheckout } from './nb.checkout';
import type { nbProduct } from './nb.product';
import type { nbStaff } from './nb.staff';
import type { nbSubscription } from './nb.subscription';

/**
 * The shop's Norwegian (bokmål) message catalogue. Keys are dotted by area; `{name}` placeholders are
 * filled by the translator. Components never hard-code a visible string: they read it from here.
 */
const nbShop = {
  // --- actions and display ---
  // --- overlays ---
  // --- form fields ---
  // --- fake backend ---
  // --- session ---
  'session.loadFailed': 'Vi fikk ikke hentet handlekurven. Sjekk nettforbindelsen og prøv igjen.',
  // --- product card ---
  'productCard.loading': 'Laster produkt …',
  'productCard.error': 'Produktet kunne ikke vises akkurat nå.',
  'productCard.stock.inStock': 'På lager',
  'productCard.stock.outOfStock': 'Utsolgt',
  'productCard.stock.storeItem': 'Tilgjengelig i butikk',
  'productCard.coupon': 'med kupong',
  'productCard.subscriptionPrice': 'Abonnementspris',
  'productCard.subscriptionOffer': 'med abonnement',
  'productCard.packageAmount': '{count} stk. i pakken',
  'productCard.vto': 'Prøv virtuelt og se i 3D',
  'productCard.vtoShort': '3D',
  'productCard.flags': 'Merking',
  'productCard.video.play': 'Spill av video',
  'productCard.video.pause': 'Sett video på pause',
  // --- carousel and recommendations ---
  'carousel.roleDescription': 'karusell',
  'carousel.previous': 'Vis forrige produkter',
  'carousel.next': 'Vis neste produkter',
  'carousel.position': 'Viser {first}–{last} av {count}',
  'recommendations.title.related': 'Du vil kanskje også like',
  'recommendations.title.landing_page': 'Anbefalt for deg',
  'recommendations.title.after_basket': 'Passer godt sammen med',
  'recommendations.loading': 'Laster anbefalinger',
  // --- cart drawer ---
  'cart.title': 'Handlekurv',
  'cart.lines': 'Varer i handlekurven',
  'cart.loading': 'Laster handlekurven …',
  'cart.empty.title': 'Handlekurven din er tom',
  'cart.empty.text': 'Finn briller, kontaktlinser og tilbehør som passer deg.',
  'cart.continueShopping': 'Fortsett å handle',
  'cart.total': 'Totalt',
  'cart.totalNote': 'inkl. mva.',
  'cart.itemCountOne': '1 vare',
  'cart.itemCountMany': '{count} varer',
  'cart.checkout': 'Til kassen',
  'cart.quantityFor': 'Antall, {name}',
  'cart.quantity': 'Antall: {quantity}',
  'cart.increase': 'Øk antall av {name}',
  'cart.decrease': 'Reduser antall av {name}',
  'cart.remove': 'Fjern {name} fra handlekurven',
  'cart.maxQuantity': 'Maks {max} per vare',
  'cart.followsFrame': 'Følger antallet for innfatningen',
  'cart.notEditable': 'Antallet kan ikke økes',
  'cart.unitPrice': '{price} per stk.',
  'cart.subscription': 'Abonnement',
  'cart.interval.m1': 'Hver måned',
  'cart.interval.m2': 'Hver 2. måned',
  'cart.interval.m3': 'Hver 3. måned',
  'cart.interval.m6': 'Hver 6. måned',
  'cart.lensPrescription': 'Linseresept',
  'cart.glassesPrescription': 'Brilleresept',
  'cart.prescription.right': 'H',
  'cart.prescription.left': 'V',
  'cart.prescription.rightLong': 'Høyre øye',
  'cart.prescription.leftLong': 'Venstre øye',
  'cart.prescription.eye': 'Øye',
  'cart.prescription.baseCurve': 'BC',
  'cart.prescription.diameter': 'DIA',
  'cart.prescription.sphere': 'SPH',
  'cart.prescription.sphereLong': 'Sfære',
  'cart.prescription.cylinder': 'CYL',
  'cart.prescription.cylinderLong': 'Sylinder',
  'cart.prescription.axis': 'AX',
  'cart.prescription.axisLong': 'Akse',
  'cart.prescription.addition': 'ADD',
  'cart.prescription.additionLong': 'Addisjon',
  'cart.prescription.pd': 'PD',
  'cart.prescription.pdLong': 'Pupilleavstand',
  'cart.announce.quantity': 'Antall oppdatert til {quantity}',
  'cart.announce.removed': 'Fjernet {name} fra handlekurven',
  'cart.announce.emptied': 'Handlekurven er tømt',
  'cart.announce.added': 'Lagt i handlekurven: {name}',
  'cart.variant.color': 'Farge: {color}',
  'cart.variant.size': 'Størrelse: {size}',
  'cart.frame': 'Innfatning',
  'cart.pairParts': 'Innfatning og glass',
  'cart.updateFailed': 'Vi fikk ikke endret antallet for {name}. Prøv igjen.',
  'cart.emptyFailed': 'Vi fikk ikke tømt handlekurven. Prøv igjen.',
  'cart.removeFailed': 'Vi fikk ikke fjernet {name}. Prøv igjen.',
  'cart.changeFailed': 'Vi fikk ikke oppdatert handlekurven. Prøv igjen.',
  'cart.emptyCart': 'Tøm handlekurven',
  'cart.emptyConfirm.question': 'Vil du fjerne alle varene fra handlekurven?',
  'cart.emptyConfirm.confirm': 'Ja, tøm',
  'cart.emptyConfirm.cancel': 'Avbryt',
  // --- header, store banner, slide-in menu, mobile bar, footer ---
  'shell.skipToContent': 'Hopp til hovedinnhold',
  'shell.nav.bookExam': 'Bestill synstest',
  'shell.nav.findStore': 'Finn butikk',
  'shell.nav.account': 'Min side',
  'shell.nav.giftCard': 'Gavekort',
  'shell.nav.contactUs': 'Kontakt oss',
  'shell.header.home': '{brand}, til forsiden',
  'shell.header.menu': 'Meny',
  'shell.header.search': 'Søk',
  'shell.header.searchPrompt': 'Søk etter briller, linser og butikker',
  'shell.header.searchPromptShort': 'Søk etter produkter',
  'shell.header.searchCurrent': 'Søk: {query}',
  'shell.header.cartEmpty': 'Handlekurv, ingen varer',
  'shell.header.cartOne': 'Handlekurv, 1 vare',
  'shell.header.cartMany': 'Handlekurv, {count} varer',
  'shell.storeBanner.label': 'Butikkinnlogging',
  'shell.storeBanner.text': 'Innlogget som butikk: {name}',
  'shell.menu.title': 'Meny',
  'shell.menu.categories': 'Kategorier',
  'shell.menu.shortcuts': 'Snarveier',
  'shell.menu.back': 'Tilbake',
  'shell.menu.section.glasses': 'Briller',
  'shell.menu.section.sunglasses': 'Solbriller',
  'shell.menu.section.contactLenses': 'Kontaktlinser',
  'shell.menu.section.sportsGlasses': 'Sportsbriller',
  'shell.menu.section.careProducts': 'Pleieprodukter',
  'shell.menu.all.glasses': 'Alle briller',
  'shell.menu.all.sunglasses': 'Alle solbriller',
  'shell.menu.all.contactLenses': 'Alle kontaktlinser',
  'shell.menu.all.sportsGlasses': 'Alle sportsbriller',
  'shell.menu.all.careProducts': 'Alle pleieprodukter',
  'shell.menu.group.types': 'Typer',
  'shell.menu.group.brands': 'Merker',
  'shell.menu.group.more': 'Tilbehør og tjenester',
  'shell.menu.type.dailyLenses': 'Dagslinser',
  'shell.menu.type.twoWeekLenses': '2-ukerslinser',
  'shell.menu.type.monthlyLenses': 'Månedslinser',
  'shell.menu.type.toricLenses': 'Toriske linser',
  'shell.menu.type.multifocalLenses': 'Multifokale linser',
  'shell.menu.type.eyeDrops': 'Øyedråper',
  'shell.menu.type.lensSolution': 'Linsevæske',
  'shell.menu.type.eyelidCare': 'Øyelokkpleie',
  'shell.menu.type.supplements': 'Kosttilskudd',
  'shell.menu.accessories.glasses': 'Tilbehør til briller',
  'shell.menu.accessories.sportsGlasses': 'Tilbehør til sportsbriller',
  'shell.menu.accessories.contactLenses': 'Tilbehør til kontaktlinser',
  'shell.menu.glassesSubscription': 'Brilleabonnement',
  'shell.menu.lensSubscription': 'Linseabonnement',
  'shell.mobileBar.label': 'Snarveier',
  'shell.footer.ctaTitle': 'Tid for en synstest?',
  'shell.footer.ctaText':
    'En synsundersøkelse tar omtrent 45 minutter. Finn en ledig time i butikken nærmest deg.',
  'shell.footer.sections': 'Nyttige lenker',
  'shell.footer.section.customerService': 'Kundeservice',
  'shell.footer.section.shop': 'Sortiment',
  'shell.footer.section.services': 'Abonnement og medlemskap',
  'shell.footer.section.about': 'Om {brand}',
  'shell.footer.link.purchaseTerms': 'Kjøps- og leveransevilkår',
  'shell.footer.link.giftCardBalance': 'Saldo på gavekort',
  'shell.footer.link.eyeHealth': 'Øyehelse',
  'shell.footer.link.friends': '{brand} Friends',
  'shell.footer.link.friendsBenefits': 'Medlemsfordeler',
  'shell.footer.link.friendsTerms': 'Medlemsvilkår',
  'shell.footer.link.companyAgreements': 'Firmaavtaler',
  'shell.footer.link.eyeHealthDay': 'Øyehelsedag for bedrifter',
  'shell.footer.link.hearingTest': 'Bestill hørselstest',
  'shell.footer.link.about': 'Om {brand}',
  'shell.footer.link.press': 'Presse',
  'shell.footer.link.sustainability': 'Bærekraft',
  'shell.footer.link.transparencyAct': 'Åpenhetsloven',
  'shell.footer.link.jobs': 'Jobb hos oss',
  'shell.footer.link.conformity': 'Samsvarserklæring (PDF)',
  'shell.footer.legal': 'Vilkår og personvern',
  'shell.footer.link.privacy': 'Personvernpolicy',
  'shell.footer.link.cookies': 'Informasjonskapsler',
  'shell.footer.link.cookieList': 'Cookieliste',
  'shell.footer.link.myPagesTerms': 'Vilkår for Min side',
  'shell.footer.link.accessibility': 'Tilgjengelighetserklæring',
  'shell.footer.cookieSettings': 'Innstillinger for informasjonskapsler',
  'shell.footer.payment': 'Betalingsmåter',
  'shell.footer.copyright': '© {brand}',
  // --- layout, route progress, not found, unsupported browser ---
  'notFound.code': 'Feil 404',
  'notFound.title': 'Fant ikke siden',
  'notFound.text': 'Siden du leter etter finnes ikke, eller den har fått en ny adresse.',
  'notFound.home': 'Gå til forsiden',
  'notFound.contact': 'Kontakt kundeservice',
  'browser.unsupported': 'Nettleseren din støttes ikke.',
  'browser.unsupportedAdvice': 'Bruk Edge, Chrome, Safari eller Firefox.',
  // --- site search overlay and search page ---
  'siteSearch.dialogLabel': 'Søk',
  'siteSearch.inputLabel': 'Søk etter produkter, butikker og sider',
  'siteSearch.placeholder': 'Søk etter briller, merker, butikker …',
  'siteSearch.clear': 'Tøm søkefeltet',
  'siteSearch.close': 'Lukk søket',
  'siteSearch.submit': 'Søk',
  'siteSearch.popular': 'Populære søk',
  'siteSearch.minLength': 'Skriv minst {min} tegn for å søke.',
  'siteSearch.searching': 'Søker …',
  'siteSearch.resultCount': '{count} treff for «{query}»',
  'siteSearch.noResults': 'Ingen treff for «{query}»',
  'siteSearch.noResultsHint': 'Sjekk stavemåten, prøv et annet ord, eller velg et populært søk.',
  'siteSearch.showAll': 'Se alle {count} treff',
  'siteSearch.group.products': 'Produkter',
  'siteSearch.group.categories': 'Kategorier',
  'siteSearch.group.stores': 'Butikker',
  'siteSearch.group.cities': 'Byer',
  'siteSearch.group.pages': 'Sider og artikler',
  'siteSearch.cityStores': 'Butikker i {city}',
  'siteSearchPage.title': 'Søk',
  'siteSearchPage.resultsTitle': 'Søkeresultater for «{query}»',
  'siteSearchPage.inputLabel': 'Hva leter du etter?',
  'siteSearchPage.emptyTitle': 'Hva leter du etter?',
  'siteSearchPage.emptyText': 'Søk etter briller, kontaktlinser, merker, butikker eller artikler.',
  'siteSearchPage.scopeNav': 'Resultattyper',
  'siteSearchPage.scope.all': 'Alle',
  'siteSearchPage.scope.products': 'Produkter',
  'siteSearchPage.scope.stores': 'Butikker',
  'siteSearchPage.scope.articles': 'Artikler',
  'siteSearchPage.groupCount': '{count} treff',
  'siteSearchPage.shownRange': 'Viser {first}–{last} av {total}',
  'siteSearchPage.pager': 'Flere produkter',
  'siteSearchPage.pageOf': 'Side {page} av {pages}',
  'siteSearchPage.previousPage': 'Forrige side',
  'siteSearchPage.nextPage': 'Neste side',
  'siteSearchPage.error': 'Noe gikk galt. Prøv igjen, eller kontakt kundeservice.',
  'siteSearchPage.retry': 'Prøv igjen',

  // The one form layer (rules in src/shop/validation, every form of the shop)
  'validation.required': 'Fyll ut dette feltet.',
  'validation.email': 'Skriv en e-postadresse med @ og domene, for eksempel navn@eksempel.no.',
  'validation.phone': 'Skriv et telefonnummer med 8 siffer, eventuelt med landskode (+47).',
  'validation.name': 'Bruk bare bokstaver og tall.',
  'validation.tooLong': 'Teksten er for lang.',
  'validation.organisationNumber': 'Skriv organisasjonsnummeret som NNN-NNN-NNN.',
  'validation.chooseOne': 'Velg ett av alternativene.',
  'validation.zipCode': 'Skriv postnummeret med fire siffer.',
  // Shared by the account forms and the checkout since the checkout asks for them too.
  'validation.personalNumber':
    'Skriv fødselsnummeret med 11 siffer, for eksempel 010190-12345 eller 01019012345.',
  'validation.giftCardNumber': 'Skriv gavekortnummeret med 16 siffer.',
  'validation.giftCardPin': 'Skriv PIN-koden med 4 siffer.',
  'validation.participants': 'Skriv et helt tall fra 5 til 500.',
  'form.errorSummary': 'Skjemaet har {count} feil. Rett feltene som er merket.',
} as const;

/**
 * The Norwegian catalogue every shop page carries: the primitives' texts and the shop's. Feature
 * catalogues (the booking and store texts, `nbBooking`; the product page's, `nbProduct`; the account
 * area's and its forms', `nbAccount`) join it only inside their own views, so a
 * page without them does not carry their texts.
 */
export const nb = /* @__PURE__ */ Object.assign({}, nbCommon, nbShop);

/** A message key: of the shop's catalogue or of a feature catalogue. */
export type MessageKey =
  | keyof typeof nb
  | keyof typeof nbAccount
  | keyof typeof nbB2b
  | keyof typeof nbBooking
  | keyof typeof nbCheckout
  | keyof typeof nbProduct
  | keyof typeof nbStaff
  | keyof typeof nbSubscription;

/** A full catalogue: every key with its text. */
export type Messages = Record<MessageKey, MessageTemplate>;
