/**
 * What the slide-in menu lists: five sections (shop spec, section 2 "Shell"), each with a detail
 * list of types, brands, accessories and services, linking to the category, brand and accessory
 * paths of the route table. Plain data, built by a function so the brand from configuration fills
 * the brand's own pages and nothing runs at import.
 */
import type { MessageKey } from '../i18n/nb';
import type { Translate } from '../i18n/translate';
import { SHOP_ROUTES, brandSlug, buildPath, type ShopRouteOptions } from './routes';

/** The menu's five sections, in the order they are listed. */
export type MenuSectionId = 'glasses' | 'sunglasses' | 'contactLenses' | 'sportsGlasses' | 'careProducts';

/** A label: a message of the catalogue, or a proper name that is never translated (a brand). */
export type MenuLabel = { key: MessageKey } | { text: string };

/**
 * The text of a menu label: the catalogue's message, or the proper name as it is.
 * @example menuLabelText({ text: 'Ray-Ban' }, t) // 'Ray-Ban'
 */
export function menuLabelText(label: MenuLabel, t: Translate): string {
  return 'key' in label ? t(label.key) : label.text;
}

/** One link of a detail list. */
export interface MenuLink {
  /** What the link says. */
  label: MenuLabel;
  /** A path of the route table (`/briller/gucci`). */
  href: string;
}

/** A titled group of links in a detail list ("Merker"). */
export interface MenuGroup {
  /** The group's heading. */
  title: MessageKey;
  /** The group's links, in the order they are listed. */
  links: readonly MenuLink[];
}

/** A section of the menu and its detail list. */
export interface MenuSection {
  /** Which of the five sections it is. */
  id: MenuSectionId;
  /** The section's name ("Briller"). */
  title: MessageKey;
  /** The category page of the whole section. */
  href: string;
  /** The label of the link to {@link MenuSection.href} ("Alle briller"). */
  allLabel: MessageKey;
  /** The detail list: types, brands, accessories and services. */
  groups: readonly MenuGroup[];
}

type BrandRoute =
  | 'glassesSubcategory'
  | 'sunglassesSubcategory'
  | 'sportsGlassesSubcategory'
  | 'contactLensesSubcategory'
  | 'eyeHealthSubcategory';

const FRAME_BRANDS: ReadonlyArray<readonly [string, string]> = [
  ['Ray-Ban', 'ray-ban'],
  ['Gucci', 'gucci'],
  ['Prada', 'prada'],
  ['Tom Ford', 'tom-ford'],
  ['Lindberg', 'lindberg'],
  ['Oliver Peoples', 'oliver-peoples'],
  ['Persol', 'persol'],
  ['Hugo Boss', 'hugo-boss'],
];

const SUNGLASS_BRANDS: ReadonlyArray<readonly [string, string]> = [
  ['Ray-Ban', 'ray-ban'],
  ['Oakley', 'oakley'],
  ['Gucci', 'gucci'],
  ['Prada', 'prada'],
  ['Tom Ford', 'tom-ford'],
  ['Persol', 'persol'],
  ['Carrera', 'carrera'],
  ['Police', 'police'],
];

const LENS_BRANDS: ReadonlyArray<readonly [string, string]> = [
  ['Acuvue', 'acuvue'],
  ['Air Optix', 'air-optix'],
  ['Dailies', 'dailies'],
  ['Biofinity', 'biofinity'],
  ['Bausch + Lomb', 'bausch-lomb'],
];

const SPORTS_BRANDS: ReadonlyArray<readonly [string, string]> = [['Oakley', 'oakley']];

const CARE_BRANDS: ReadonlyArray<readonly [string, string]> = [
  ['EyeQ', 'eyeq'],
  ['Thea', 'thea'],
  ['Bausch + Lomb', 'bausch-lomb'],
];

function links(route: BrandRoute, entries: ReadonlyArray<readonly [string, string]>): MenuLink[] {
  return entries.map(([text, slug]) => ({ label: { text }, href: buildPath(route, { slug }) }));
}

function types(route: BrandRoute, entries: ReadonlyArray<readonly [MessageKey, string]>): MenuLink[] {
  return entries.map(([key, slug]) => ({ label: { key }, href: buildPath(route, { slug }) }));
}

/**
 * The slide-in menu's sections for a brand: Briller, Solbriller, Kontaktlinser, Sportsbriller and
 * Pleieprodukter (the eye-health category). The brand's own collection is listed among the brands
 * of frames, sunglasses, sports glasses and lenses.
 * @param options - the brand name from configuration @default { brandName: 'Glimt' }
 * @example createShopMenu()[0].groups[0].links[0] // { label: { text: 'Ray-Ban' }, href: '/briller/ray-ban' }
 */
export function createShopMenu(options: ShopRouteOptions = {}): MenuSection[] {
  const brandName = options.brandName ?? 'Glimt';
  const house: ReadonlyArray<readonly [string, string]> = [[brandName, brandSlug(brandName)]];
  return [
    {
      id: 'glasses',
      title: 'shell.menu.section.glasses',
      href: buildPath('glasses'),
      allLabel: 'shell.menu.all.glasses',
      groups: [
        { title: 'shell.menu.group.brands', links: links('glassesSubcategory', [...FRAME_BRANDS, ...house]) },
        {
          title: 'shell.menu.group.more',
          links: [
            { label: { key: 'shell.menu.accessories.glasses' }, href: buildPath('glassesAccessories') },
            { label: { key: 'shell.menu.glassesSubscription' }, href: buildPath('glassesSubscriptionInfo') },
          ],
        },
      ],
    },
    {
      id: 'sunglasses',
      title: 'shell.menu.section.sunglasses',
      href: buildPath('sunglasses'),
      allLabel: 'shell.menu.all.sunglasses',
      groups: [
        {
          title: 'shell.menu.group.brands',
          links: links('sunglassesSubcategory', [...SUNGLASS_BRANDS, ...house]),
        },
        {
          title: 'shell.menu.group.more',
          links: [
            { label: { key: 'shell.menu.accessories.glasses' }, href: buildPath('glassesAccessories') },
          ],
        },
      ],
    },
    {
      id: 'contactLenses',
      title: 'shell.menu.section.contactLenses',
      href: buildPath('contactLenses'),
      allLabel: 'shell.menu.all.contactLenses',
      groups: [
        {
          title: 'shell.menu.group.types',
          links: types('contactLensesSubcategory', [
            ['shell.menu.type.dailyLenses', 'dagslinser'],
            ['shell.menu.type.twoWeekLenses', 'toukerslinser'],
            ['shell.menu.type.monthlyLenses', 'maanedslinser'],
            ['shell.menu.type.toricLenses', 'toriske-linser'],
            ['shell.menu.type.multifocalLenses', 'multifokale-linser'],
          ]),
        },
        {
          title: 'shell.menu.group.brands',
          links: links('contactLensesSubcategory', [...LENS_BRANDS, ...house]),
        },
        {
          title: 'shell.menu.group.more',
          links: [
            {
              label: { key: 'shell.menu.accessories.contactLenses' },
              href: buildPath('contactLensAccessories'),
            },
            {
              label: { key: 'shell.menu.lensSubscription' },
              href: buildPath('lensSubscriptionInfo', {}, { brandName }),
            },
          ],
        },
      ],
    },
    {
      id: 'sportsGlasses',
      title: 'shell.menu.section.sportsGlasses',
      href: buildPath('sportsGlasses'),
      allLabel: 'shell.menu.all.sportsGlasses',
      groups: [
        {
          title: 'shell.menu.group.brands',
          links: links('sportsGlassesSubcategory', [...SPORTS_BRANDS, ...house]),
        },
        {
          title: 'shell.menu.group.more',
          links: [
            {
              label: { key: 'shell.menu.accessories.sportsGlasses' },
              href: buildPath('sportsGlassesAccessories'),
            },
          ],
        },
      ],
    },
    {
      id: 'careProducts',
      title: 'shell.menu.section.careProducts',
      href: buildPath('eyeHealth'),
      allLabel: 'shell.menu.all.careProducts',
      groups: [
        {
          title: 'shell.menu.group.types',
          links: types('eyeHealthSubcategory', [
            ['shell.menu.type.eyeDrops', 'oeyedraaper'],
            ['shell.menu.type.lensSolution', 'linsevaeske'],
            ['shell.menu.type.eyelidCare', 'oeyelokk'],
            ['shell.menu.type.supplements', 'kosttilskudd'],
          ]),
        },
        { title: 'shell.menu.group.brands', links: links('eyeHealthSubcategory', CARE_BRANDS) },
      ],
    },
  ];
}

/** The picture beside a shortcut of the menu (the view draws the icon of that name). */
export type MenuShortcutIcon = 'eye' | 'pin' | 'user' | 'gift' | 'chat';

/** A shortcut below the menu's sections. */
export interface MenuShortcut {
  /** What the link says. */
  label: MessageKey;
  /** A path of the route table. */
  href: string;
  /** The icon beside the label. */
  icon: MenuShortcutIcon;
}

/**
 * The shortcuts below the menu's sections, in order: book an eye exam, find a store, the account,
 * gift cards and customer service.
 */
export function createMenuShortcuts(): MenuShortcut[] {
  return [
    { label: 'shell.nav.bookExam', href: SHOP_ROUTES.bookExam.pattern, icon: 'eye' },
    { label: 'shell.nav.findStore', href: SHOP_ROUTES.storeFinder.pattern, icon: 'pin' },
    { label: 'shell.nav.account', href: SHOP_ROUTES.account.pattern, icon: 'user' },
    { label: 'shell.nav.giftCard', href: SHOP_ROUTES.giftCard.pattern, icon: 'gift' },
    { label: 'shell.nav.contactUs', href: SHOP_ROUTES.contactUs.pattern, icon: 'chat' },
  ];
}
