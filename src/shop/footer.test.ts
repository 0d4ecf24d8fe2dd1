import { describe, expect, it, vi } from 'vitest';
import { nb } from '../i18n/nb';
import { matchRoute } from './routes';
import { createFooterSections, createLegalLinks } from './footer';

describe('createFooterSections', () => {
  it('has four sections with links to routes of the route table', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const sections = createFooterSections();
    expect(sections.map((section) => (nb as Record<string, unknown>)[section.title])).toEqual([
      'Kundeservice',
      'Sortiment',
      'Abonnement og medlemskap',
      'Om {brand}',
    ]);
    for (const section of sections) {
      expect(section.links.length).toBeGreaterThan(0);
      for (const link of section.links) {
        expect((nb as Record<string, unknown>)[link.label]).toBeTruthy();
        expect(matchRoute(link.href).found, link.href).toBe(true);
      }
    }
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('links content pages through their keys, with the brand filled in', () => {
    const hrefs = createFooterSections({ brandName: 'Klar Syn' }).flatMap((s) => s.links.map((l) => l.href));
    expect(hrefs).toContain('/kjøps-og-leveransevilkår');
    expect(hrefs).toContain('/klar-syn-friends/medlemsfordeler');
    expect(hrefs).toContain('/om-klar-syn');
    expect(hrefs).toContain('/finn-butikk');
  });

  it('leads to the hearing test (customer service) and the eye-health day (beside the company agreements)', () => {
    const sections = createFooterSections();
    const hrefs = (id: string) =>
      sections.find((section) => section.id === id)?.links.map((link) => link.href);
    expect(hrefs('customerService')).toContain('/bestill-horselstest');
    expect(hrefs('services')).toContain('/b2b/oyehelsedag');
    expect(hrefs('services')?.indexOf('/b2b/oyehelsedag')).toBe(
      (hrefs('services')?.indexOf('/firmaavtaler') ?? -2) + 1,
    );
  });

  it('adds the jobs site and the conformity declaration only when given, as external links', () => {
    const plain = createFooterSections().find((section) => section.id === 'about');
    expect(plain?.links.some((link) => link.external)).toBe(false);
    const about = createFooterSections({
      jobsUrl: 'https://jobb.example/',
      conformityDeclarationUrl: 'https://example.com/samsvar.pdf',
    }).find((section) => section.id === 'about');
    expect(about?.links.filter((link) => link.external).map((link) => link.href)).toEqual([
      'https://jobb.example/',
      'https://example.com/samsvar.pdf',
    ]);
  });
});

describe('createLegalLinks', () => {
  it('lists the five legal pages, all routes of the route table', () => {
    const links = createLegalLinks();
    expect(links.map((link) => (nb as Record<string, unknown>)[link.label])).toHaveLength(5);
    for (const link of links) {
      expect((nb as Record<string, unknown>)[link.label]).toBeTruthy();
      expect(matchRoute(link.href).found, link.href).toBe(true);
    }
  });
});
