import { describe, expect, it } from 'vitest';
import { nb } from '../i18n/nb';
import { createTranslator } from '../i18n/translate';
import { matchRoute } from './routes';
import { createMenuShortcuts, createShopMenu, menuLabelText, type MenuSection } from './menu';

const allHrefs = (sections: MenuSection[]) =>
  sections.flatMap((section) => [section.href, ...section.groups.flatMap((g) => g.links.map((l) => l.href))]);

describe('createShopMenu', () => {
  const menu = createShopMenu();

  it('has the five sections of the spec, in order', () => {
    expect(menu.map((section) => section.id)).toEqual([
      'glasses',
      'sunglasses',
      'contactLenses',
      'sportsGlasses',
      'careProducts',
    ]);
    expect(menu.map((section) => (nb as Record<string, unknown>)[section.title])).toEqual([
      'Briller',
      'Solbriller',
      'Kontaktlinser',
      'Sportsbriller',
      'Pleieprodukter',
    ]);
    expect(menu.map((section) => section.href)).toEqual([
      '/briller',
      '/solbriller',
      '/kontaktlinser',
      '/sportsbriller',
      '/oeyehelse',
    ]);
  });

  it('links only to routes of the route table', () => {
    for (const href of allHrefs(menu)) {
      const match = matchRoute(href);
      expect(match.found, href).toBe(true);
      if (match.found) expect(match.redirectTo, href).toBeNull();
    }
  });

  it('links to the category, brand, type and accessory paths of the spec', () => {
    const hrefs = allHrefs(menu);
    for (const expected of [
      '/briller/gucci',
      '/solbriller/ray-ban',
      '/kontaktlinser/dagslinser',
      '/kontaktlinser/toukerslinser',
      '/oeyehelse/eyeq',
      '/tilbehør-briller',
      '/tilbehør-sportsbriller',
      '/tilbehør-kontaktlinser',
      '/brilleabonnement',
      '/glimt-lifestyle-linseabonnement',
    ]) {
      expect(hrefs).toContain(expected);
    }
  });

  it('names every group and link from the catalogue or by a proper name', () => {
    for (const section of menu) {
      expect((nb as Record<string, unknown>)[section.allLabel]).toMatch(/^Alle /);
      expect(section.groups.length).toBeGreaterThan(0);
      for (const group of section.groups) {
        expect((nb as Record<string, unknown>)[group.title]).toBeTruthy();
        expect(group.links.length).toBeGreaterThan(0);
        for (const link of group.links) {
          if ('key' in link.label) expect((nb as Record<string, unknown>)[link.label.key]).toBeTruthy();
          else expect(link.label.text.trim()).not.toBe('');
        }
      }
    }
  });

  it('lists no link twice within a section', () => {
    for (const section of menu) {
      const hrefs = section.groups.flatMap((group) => group.links.map((link) => link.href));
      expect(new Set(hrefs).size, section.id).toBe(hrefs.length);
    }
  });

  it('fills the brand from configuration', () => {
    const other = createShopMenu({ brandName: 'Klar Syn' });
    const hrefs = allHrefs(other);
    expect(hrefs).toContain('/briller/klar-syn');
    expect(hrefs).toContain('/klar-syn-lifestyle-linseabonnement');
    expect(hrefs).not.toContain('/briller/glimt');
    const brands = other[0]?.groups[0]?.links.map((link) => ('text' in link.label ? link.label.text : ''));
    expect(brands).toContain('Klar Syn');
  });
});

describe('menuLabelText', () => {
  it('translates catalogue keys and keeps proper names', () => {
    const t = createTranslator(nb);
    expect(menuLabelText({ key: 'shell.menu.section.glasses' }, t)).toBe('Briller');
    expect(menuLabelText({ text: 'Ray-Ban' }, t)).toBe('Ray-Ban');
  });
});

describe('createMenuShortcuts', () => {
  it('lists booking, store finder, account, gift cards and customer service', () => {
    const shortcuts = createMenuShortcuts();
    expect(shortcuts.map((shortcut) => (nb as Record<string, unknown>)[shortcut.label])).toEqual([
      'Bestill synstest',
      'Finn butikk',
      'Min side',
      'Gavekort',
      'Kontakt oss',
    ]);
    expect(shortcuts.map((shortcut) => shortcut.href)).toEqual([
      '/bestill-synstest',
      '/finn-butikk',
      '/min-konto',
      '/gavekort',
      '/kontakt-oss',
    ]);
    for (const shortcut of shortcuts) expect(matchRoute(shortcut.href).found).toBe(true);
  });
});
